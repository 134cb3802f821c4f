import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The SPA's dependencies point one way (docs/decisions/011, README "Layout"):
 *
 *   routes (and root.tsx, entry.client.tsx) → features → shell → ui (and styles) → platform → core
 *
 * A layer imports its own and the layers to its right, never one to its left; features may use
 * each other's keys and queries, so long as no circle forms. Nothing imports root.tsx or a route
 * module, not even for a type; a page's parts are imported only from its own folder. The generated
 * GraphQL types and documents are the contract of the features and routes, not of the layers below.
 * `app/` never imports `server/` or `content/`.
 *
 * A fragment spread is a dependency no import shows: a document that spreads `...X` needs the
 * module that defines `fragment X`. Every spread counts as an import of that module and obeys the
 * same rules, so a fragment is defined at or below (to the right of) every document that spreads
 * it, and no circle runs through one.
 */
const APP = resolve("app");

const LAYERS: readonly { name: string; rank: number; path: RegExp }[] = [
  { name: "routes", rank: 6, path: /^(entry\.client\.tsx|root\.tsx|routes\.ts|routes\/)/ },
  { name: "features", rank: 5, path: /^features\/[^/]+\// },
  { name: "graphql", rank: 4, path: /^graphql\/__generated__\// },
  { name: "shell", rank: 3, path: /^shell\// },
  { name: "ui", rank: 2, path: /^(ui|styles)\// },
  { name: "platform", rank: 1, path: /^platform\// },
  { name: "core", rank: 0, path: /^\.\.\/core\// },
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "__generated__" || name === "+types" ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const IMPORT = /(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;
const ALIASES: Record<string, string> = { "#app/": APP, "#core/": resolve("core"), "#server/": resolve("server") };

function resolveSpec(from: string, raw: string): string | null {
  const spec = raw.split("?")[0] ?? raw;
  // React Router's generated route types (`./+types/<route>`): types only, written by typegen.
  if (spec.includes("/+types/")) return null;
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
  const base = alias ? join(ALIASES[alias] ?? "", spec.slice(alias.length)) : spec.startsWith(".") ? resolve(dirname(from), spec) : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`].find((p) => existsSync(p) && statSync(p).isFile()) ?? base;
}

const files = sources(APP);
const name = (f: string) => relative(APP, f);
const imports = new Map(
  files.map((f) => [f, [...readFileSync(f, "utf8").matchAll(IMPORT)].flatMap((m) => resolveSpec(f, m[1] ?? m[2] ?? m[3] ?? "") ?? [])]),
);

/** `graphql(` + a template: the client preset's documents, one operation or fragment each. */
const DOCUMENT = /\bgraphql\(\s*(?:\/\*[^*]*\*\/\s*)?`([^`]*)`/g;
const definitions = new Map<string, string>();
const spreads: { file: string; fragment: string }[] = [];
for (const f of files) {
  for (const [, text = ""] of readFileSync(f, "utf8").matchAll(DOCUMENT)) {
    for (const [, fragment = ""] of text.matchAll(/\bfragment\s+(\w+)\s+on\b/g)) {
      const other = definitions.get(fragment);
      if (other && other !== f) throw new Error(`fragment ${fragment} is defined twice: ${name(other)}, ${name(f)}`);
      definitions.set(fragment, f);
    }
    for (const [, fragment = ""] of text.matchAll(/\.\.\.\s*(?!on\b)(\w+)/g)) spreads.push({ file: f, fragment });
  }
}
/** Spread → definition edges, beside the imports; one per pair of modules and fragment. */
const fragmentEdges = new Map<string, string[]>();
for (const { file, fragment } of spreads) {
  const defined = definitions.get(fragment);
  if (!defined || defined === file) continue;
  fragmentEdges.set(file, [...new Set([...(fragmentEdges.get(file) ?? []), defined])]);
}

const layerOf = (path: string) => LAYERS.find((l) => l.path.test(relative(APP, path)));
const routeFolder = (f: string) => /^routes\/([^/]+)\//.exec(name(f))?.[1] ?? null;
const isRouteModule = (f: string) => /^routes\/([^/]+\.tsx|[^/]+\/route\.tsx)$/.test(name(f));

/** What is wrong with `from` depending on `to`, or null. */
function wrongEdge(from: string, to: string): string | null {
  const target = relative(APP, to);
  if (/^\.\.\/(server|content)\//.test(target)) return "app/ imports server/ or content/";
  if (target === "root.tsx" || isRouteModule(to)) return "imports root.tsx or a route module";
  if (routeFolder(to) && routeFolder(to) !== routeFolder(from)) return "reaches into another page's folder";
  const [a, b] = [layerOf(from), layerOf(to)];
  if (!a || !b) return `outside the layers (${!a ? name(from) : target})`;
  if (b.rank > a.rank) return `${a.name} → ${b.name} points up`;
  return null;
}

function cycles(edges: (f: string) => string[]): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (f: string) => {
    state.set(f, "open");
    stack.push(f);
    for (const t of edges(f)) {
      if (state.get(t) === "open") found.push([...stack.slice(stack.indexOf(t)), t].map(name));
      else if (!state.has(t)) visit(t);
    }
    stack.pop();
    state.set(f, "done");
  };
  for (const f of files) if (!state.has(f)) visit(f);
  return found;
}

const importsOnly = (f: string) => (imports.get(f) ?? []).filter((t) => files.includes(t));
const importsAndSpreads = (f: string) => [...importsOnly(f), ...(fragmentEdges.get(f) ?? [])];

describe("app/ import graph", () => {
  it("reads the whole app: imports, documents, fragment definitions and spreads", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(imports.get(join(APP, "routes/quiz/route.tsx"))).toContain(join(APP, "routes/quiz/checkpoint-quiz.tsx"));
    expect(definitions.size).toBeGreaterThanOrEqual(5);
    expect(definitions.get("LeaderboardFields")).toBe(join(APP, "features/leaderboard/queries.ts"));
    expect(spreads.length).toBeGreaterThanOrEqual(15);
    expect(spreads.every(({ fragment }) => definitions.has(fragment))).toBe(true);
  });

  it("places every module in a layer", () => {
    expect(files.filter((f) => !layerOf(f)).map(name)).toEqual([]);
  });

  it("points one way: routes → features → shell → ui → platform → core", () => {
    const wrong = [...imports].flatMap(([f, targets]) =>
      targets.flatMap((t) => {
        const why = wrongEdge(f, t);
        return why ? [`${name(f)} → ${relative(APP, t)}: ${why}`] : [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it("has no import circle", () => {
    expect(cycles(importsOnly)).toEqual([]);
  });

  it("spreads a fragment only where the module defining it could be imported", () => {
    const wrong = [...fragmentEdges].flatMap(([f, targets]) =>
      targets.flatMap((t) => {
        const why = wrongEdge(f, t);
        return why ? [`${name(f)} spreads a fragment of ${name(t)}: ${why}`] : [];
      }),
    );
    expect(wrong).toEqual([]);
  });

  it("has no circle through imports and fragment spreads together", () => {
    expect(cycles(importsAndSpreads)).toEqual([]);
  });
});

describe("the rules themselves", () => {
  const at = (path: string) => join(APP, path);
  it("refuse an upward import, another page's part, a route module, the server", () => {
    expect(wrongEdge(at("platform/data/live.ts"), at("features/leaderboard/queries.ts"))).toMatch(/points up/);
    expect(wrongEdge(at("shell/header.tsx"), at("features/session/queries.ts"))).toMatch(/points up/);
    expect(wrongEdge(at("routes/end/route.tsx"), at("routes/quiz/start-card.tsx"))).toMatch(/another page/);
    expect(wrongEdge(at("features/quiz/queries.ts"), at("routes/quiz/route.tsx"))).toMatch(/route module/);
    expect(wrongEdge(at("features/quiz/queries.ts"), at("root.tsx"))).toMatch(/root\.tsx/);
    expect(wrongEdge(at("features/quiz/queries.ts"), resolve("server/app.ts"))).toMatch(/server/);
    expect(wrongEdge(at("routes/quiz/route.tsx"), at("features/quiz/queries.ts"))).toBeNull();
  });
});
