import type { ChunkingContext } from "rolldown";

/**
 * How the client build groups modules into chunks (docs/decisions/009-poster-first-load.md). Left to
 * itself the bundler gives every set of routes sharing a module its own chunk: a poster's first
 * load then fetched ~45 files of 1–3 KB, each a request on a slow link. Two groups instead:
 *
 * - `shell`: everything the entry and the root route import statically. Every page loads all of
 *   it anyway, so one file costs no page a byte more (the landing's budget holds).
 * - `join`: what a poster's first screen adds on top (scan, the guards' data layer that the root
 *   loads on the first guarded navigation). Every page past the landing shares most of it.
 * - `forms`: what the join screen adds to that (its forms, their checks and zod). A signed-in
 *   rider's poster link goes from /scan to the start card without it.
 *
 * - `later`: what the shell imports after the first render because it acts only after a
 *   navigation or once a new version waits (the loading bar, scroll on navigation, the update
 *   banner and the service worker's registration, the links' prefetch, the stored preferences' wiring, the
 *   insecure-context notice's check, the desktop side panel's check): one small file fetched beside the first screen, not before it
 *   (docs/decisions/018-weak-link-first-minute.md, §20).
 *
 * Entry modules (the route modules React Router loads by name) stay where they are.
 */
const SHELL_SEEDS = [/[\\/]entry\.client\.tsx$/, /[\\/]app[\\/]root\.tsx/];
/** The landing (prerendered `/`): what it shares with the poster's screens goes to `shell`. */
const HOME_SEEDS = [/[\\/]app[\\/]routes[\\/]_index[\\/]route\.tsx/];
const JOIN_SEEDS = [
  /[\\/]app[\\/]routes[\\/]scan[\\/]route\.tsx/,
  /[\\/]app[\\/]features[\\/]session[\\/]flow-source\.ts$/,
  /[\\/]app[\\/]platform[\\/]data[\\/]query-client\.ts$/,
];
const FORM_SEEDS = [/[\\/]app[\\/]routes[\\/]register[\\/]route\.tsx/];
const LATER_SEEDS = [
  /[\\/]app[\\/]shell[\\/]loading-bar-view\.tsx$/,
  /[\\/]app[\\/]shell[\\/]update-banner\.tsx$/,
  /[\\/]app[\\/]platform[\\/]routing[\\/]app-update\.ts$/,
  /[\\/]app[\\/]platform[\\/]routing[\\/]scroll\.ts$/,
  /[\\/]app[\\/]ui[\\/]link-prefetch\.tsx$/,
  /[\\/]app[\\/]shell[\\/]settings[\\/]preferences-at-idle\.tsx$/,
  /[\\/]app[\\/]shell[\\/]secure-context-notice\.tsx$/,
  /[\\/]app[\\/]shell[\\/]desktop-side-panel\.tsx$/,
];

interface Groups {
  shell: Set<string>;
  join: Set<string>;
  forms: Set<string>;
  later: Set<string>;
}

// One client build per process (`react-router build`): the groups are worked out once.
let groups: Groups | undefined;

/**
 * The root imports only TanStack Query's context, through the package's index: following that
 * index would put the whole data layer in `shell`, which the landing keeps out of its first
 * render (app/platform/data/providers.tsx). The context's module alone joins the shell.
 */
const DATA_LAYER = /[\\/]node_modules[\\/]@tanstack[\\/]/;
const DATA_LAYER_CONTEXT = /[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]QueryClientProvider\.js$/;

const STYLE = /\.css($|\?)/;

/** Every module `seeds` reach through static imports, not entering modules `stop` matches. */
function staticClosure(seeds: string[], ctx: ChunkingContext, stop?: RegExp): Set<string> {
  const seen = new Set<string>();
  const stack = [...seeds];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id) || stop?.test(id)) continue;
    seen.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
  }
  return seen;
}

function groupsFor(ctx: ChunkingContext, anyId: string): Groups {
  // The seeds are found from the graph itself: every module reaches an entry through importers.
  if (groups) return groups;
  const all = new Set<string>();
  const stack = [anyId];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (all.has(id)) continue;
    all.add(id);
    const info = ctx.getModuleInfo(id);
    for (const next of [
      ...(info?.importers ?? []),
      ...(info?.dynamicImporters ?? []),
      ...(info?.importedIds ?? []),
      ...(info?.dynamicallyImportedIds ?? []),
    ])
      stack.push(next);
  }
  const ids = [...all];
  const seeds = (patterns: RegExp[]) => {
    // A seed that names a moved or renamed file would silently regroup the build: fail instead.
    for (const p of patterns) if (!ids.some((id) => p.test(id))) throw new Error(`chunk-groups: no module matches ${p}`);
    return ids.filter((id) => patterns.some((p) => p.test(id)));
  };
  const shell = staticClosure(seeds(SHELL_SEEDS), ctx, DATA_LAYER);
  for (const id of seeds([DATA_LAYER_CONTEXT])) shell.add(id);
  const join = staticClosure(seeds(JOIN_SEEDS), ctx);
  const forms = staticClosure(seeds(FORM_SEEDS), ctx);
  const later = staticClosure(seeds(LATER_SEEDS), ctx);
  const home = staticClosure(seeds(HOME_SEEDS), ctx);
  for (const id of home) if (join.has(id) || forms.has(id)) shell.add(id);
  // The poster's screens add ~1 KB of CSS (gzip): one stylesheet for all is one request fewer.
  for (const id of [...join, ...forms]) if (STYLE.test(id)) shell.add(id);
  for (const id of shell) {
    join.delete(id);
    forms.delete(id);
    later.delete(id);
  }
  for (const id of join) forms.delete(id);
  groups = { shell, join, forms, later };
  return groups;
}

/** The chunk of the Web Crypto stand-ins; the service worker leaves it out (scripts/build-service-worker.ts). */
export const NO_WEB_CRYPTO = "no-web-crypto";

const inGroup = (group: keyof Groups) => (id: string, ctx: ChunkingContext) =>
  !ctx.getModuleInfo(id)?.isEntry && groupsFor(ctx, id)[group].has(id) ? group : null;

/**
 * `output.codeSplitting.groups` for the client build. `shell` goes first: a group takes its
 * modules' dependencies along, and `join` would otherwise take React with it.
 */
export const CHUNK_GROUPS = [
  // Storage encryption and query hashes where the page has no Web Crypto (plain http on a LAN
  // address; app/platform/storage/storage-crypto.ts): imported only there, one file, never precached.
  { name: NO_WEB_CRYPTO, test: /[\\/]node_modules[\\/]@noble[\\/]/, priority: 4 },
  { name: inGroup("shell"), debugName: "shell", priority: 3 },
  { name: inGroup("join"), debugName: "join", priority: 2 },
  { name: inGroup("forms"), debugName: "forms", priority: 1 },
  { name: inGroup("later"), debugName: "later", priority: 1 },
];
