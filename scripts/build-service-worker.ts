import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { type GenerateSWOptions, generateSW } from "workbox-build";
import { NO_WEB_CRYPTO } from "./chunk-groups.ts";

/**
 * The service worker scripts; the server sends them with `Cache-Control: no-cache` (server/http/static.ts).
 * `sw.js` keeps every screen; `sw-lite.js`, for a phone with data saver or on a 2G link, keeps the
 * shell and the screens as the rider opens them (docs/decisions/007-offline-shell.md).
 */
export const SERVICE_WORKER_FILES = { full: "sw.js", lite: "sw-lite.js" } as const;

/**
 * Paths the server answers itself, never with the SPA: a navigation there must reach the network.
 * A last segment with an extension is a file (the server's own rule), not a client route.
 */
const NOT_THE_SPA = [/^\/(graphql|healthz|client-address|media|content)(\/|$)/, /\/[^/]+\.[^/]+$/];

/**
 * Screens for a TV or an organizer, never a rider's phone: their own files stay out of the precache,
 * so no rider's phone downloads them (docs/decisions/020-board-and-moderation.md). Route ids as in
 * React Router's manifest.
 */
const NOT_ON_PHONES = ["routes/board"];

interface ManifestEntry {
  module: string;
  imports?: string[];
  css?: string[];
}

interface RouteManifest {
  /** The manifest's own file, as a precache URL. */
  file: string;
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
}

/** React Router's build manifest (assets/manifest-<version>.js holds `window.__reactRouterManifest={…}`). */
function routeManifest(clientDir: string): RouteManifest {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error("React Router's manifest is missing from the client build");
  const source = fs.readFileSync(path.join(assets, file), "utf8");
  return { file: `assets/${file}`, ...JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")) };
}

/** A route's (or the entry's) files, as precache URLs. */
const filesOf = (e: ManifestEntry) => [e.module, ...(e.imports ?? []), ...(e.css ?? [])].map((f) => f.replace(/^\/|#$/g, ""));

/** The files only NOT_ON_PHONES routes load. */
function filesNotOnPhones(manifest: RouteManifest): Set<string> {
  const elsewhere = new Set(
    [
      manifest.entry,
      ...Object.entries(manifest.routes)
        .filter(([id]) => !NOT_ON_PHONES.includes(id))
        .map(([, r]) => r),
    ].flatMap(filesOf),
  );
  return new Set(
    NOT_ON_PHONES.flatMap((id) => {
      const route = manifest.routes[id];
      if (!route) throw new Error(`route ${id} is not in React Router's manifest`);
      return filesOf(route).filter((f) => !elsewhere.has(f));
    }),
  );
}

/** Question pictures are served from content/pictures under /content/pictures/ (server/http/router.ts). */
function pictureEntries(picturesDir: string): { url: string; revision: string }[] {
  return fs
    .readdirSync(picturesDir)
    .filter((name) => /^[a-z0-9-]+\.svg$/.test(name))
    .sort()
    .map((name) => ({
      url: `/content/pictures/${name}`,
      revision: createHash("sha256")
        .update(fs.readFileSync(path.join(picturesDir, name)))
        .digest("hex")
        .slice(0, 16),
    }));
}

/**
 * The shell: the two HTML pages and what every screen loads first (the entry, the root route, the
 * route manifest). Everything else a lite worker keeps is kept as the rider opens it.
 */
function shellFiles(manifest: RouteManifest): Set<string> {
  const root = manifest.routes.root;
  if (!root) throw new Error("the root route is not in React Router's manifest");
  return new Set(["index.html", "__spa-fallback.html", manifest.file, ...filesOf(manifest.entry), ...filesOf(root)]);
}

/**
 * Writes build/client/sw.js and sw-lite.js with Workbox (docs/decisions/007-offline-shell.md). Runs
 * from React Router's `buildEnd`, after the prerender wrote index.html and __spa-fallback.html, so
 * both are in the precache. GraphQL (POST) and the websocket have no route here: they always go to
 * the network.
 */
export async function buildServiceWorker(clientDir: string, picturesDir: string) {
  const manifest = routeManifest(clientDir);
  const notOnPhones = filesNotOnPhones(manifest);
  const full = await writeServiceWorker(clientDir, SERVICE_WORKER_FILES.full, {
    additionalManifestEntries: pictureEntries(picturesDir),
    manifestTransforms: [async (entries) => ({ manifest: entries.filter((e) => !notOnPhones.has(e.url)), warnings: [] })],
  });
  const shell = shellFiles(manifest);
  const lite = await writeServiceWorker(clientDir, SERVICE_WORKER_FILES.lite, {
    // Its own cache names: a lite worker's clean-up never touches what a full worker keeps.
    cacheId: "lite",
    manifestTransforms: [async (entries) => ({ manifest: entries.filter((e) => shell.has(e.url)), warnings: [] })],
    // The screens' files and pictures as the rider opens them. Hashed names never change content,
    // so the kept copy is always right; the HTTP cache answers the first ask when the file was
    // loaded before the worker took over (app/platform/routing/app-update.ts).
    runtimeCaching: [
      {
        urlPattern: /\/(assets|content\/pictures)\/[^/?]+$/,
        handler: "CacheFirst",
        options: { cacheName: "lite-as-opened", expiration: { maxEntries: 200 } },
      },
    ],
  });
  return { full, lite };
}

async function writeServiceWorker(clientDir: string, file: string, options: Partial<GenerateSWOptions>) {
  const { count, size, warnings } = await generateSW({
    swDest: path.join(clientDir, file),
    globDirectory: clientDir,
    globPatterns: ["**/*.{js,css,html,woff2,svg,png,ico,webmanifest}"],
    // The social preview is for link crawlers, not for the rider's phone; the organizer's console
    // (app/routes/organize/console.tsx, its own chunk) is never a rider's download; nor are the
    // Web Crypto stand-ins, since a service worker runs only where Web Crypto does (a secure context).
    globIgnores: [...Object.values(SERVICE_WORKER_FILES), "og-image.png", "assets/console-*", `assets/${NO_WEB_CRYPTO}-*`],
    // Vite's file names already carry a content hash.
    dontCacheBustURLsMatching: /^assets\//,
    // `/` is the prerendered landing (index.html, found through directoryIndex); every other
    // client route is the SPA fallback, as the server answers them.
    directoryIndex: "index.html",
    navigateFallback: "/__spa-fallback.html",
    navigateFallbackDenylist: NOT_THE_SPA,
    // A new version waits until the app asks it to take over (app/platform/routing/app-update.ts), never in the
    // middle of a question; the first install controls the open page at once.
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    // One file: the CSP's script-src 'self' covers it and there is no second script to keep fresh.
    inlineWorkboxRuntime: true,
    mode: "production",
    sourcemap: false,
    ...options,
  });
  for (const warning of warnings) console.warn(`service worker: ${warning}`);
  return { count, size };
}
