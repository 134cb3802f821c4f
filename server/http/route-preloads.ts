/**
 * The SPA shell names only the root's modules, so a deep link loads its route's chunks after the
 * entry has run, and their imports a round trip later again: on a slow link each level costs
 * ~150 ms plus the throttled CPU between them. For a path that names a route, the shell gets
 * `<link rel="modulepreload">` (and style preloads) for that route's modules, read from React
 * Router's build manifest. A poster's link (/scan?code=…) with a session cookie also preloads the
 * quiz's start card, where the rider goes next. Without one it does not preload the join screen's
 * chunks: the server's painted join form takes typing and posts without them, and on a weak link
 * their bytes only delayed the app's own, which the rider needs after joining; the app fetches them
 * if it draws the join screen itself. The cookie only picks the preloads; it never signs anyone in
 * (docs/decisions/001-auth.md). The rules, which a new rider reads once, fetch the quiz's chunks
 * meanwhile: the start card and question 1 come next (docs/decisions/018-weak-link-first-minute.md).
 */
import { matchRoutes, type RouteObject } from "react-router";

/** Where a rider with a session goes next from a route, by its path segment. */
const NEXT_SCREEN_SIGNED_IN: Record<string, string> = { scan: "quiz", rules: "quiz" };

interface ManifestRoute {
  id?: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  clientLoaderModule?: string;
  imports?: string[];
  css?: string[];
}

/** React Router writes `window.__reactRouterManifest={…}` to /assets/manifest-<version>.js. */
function parseRouteManifest(source: string): Record<string, ManifestRoute> {
  const json = source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "");
  return (JSON.parse(json) as { routes: Record<string, ManifestRoute> }).routes;
}

/** The manifest's routes as React Router's own route tree, so the server matches a path as the app does. */
function routeTree(routes: Record<string, ManifestRoute>, parentId?: string): RouteObject[] {
  return Object.entries(routes)
    .filter(([, r]) => r.parentId === parentId)
    .map(([id, r]): RouteObject => (r.index ? { id, index: true, path: r.path } : { id, path: r.path, children: routeTree(routes, id) }));
}

const trees = new Map<string, RouteObject[]>();

/**
 * Whether `pathname` names one of the app's routes (app/routes.ts, as built into the manifest the
 * shell loads): a path that names none is answered 404 with the shell, whose page then says "This
 * page could not be found" (docs/product.md#errors). Null when the shell names no manifest.
 */
export function namesRoute(shell: string, pathname: string, readAsset: (urlPath: string) => string | null): boolean | null {
  const manifestUrl = /\/assets\/manifest-[\w-]+\.js/.exec(shell)?.[0];
  if (!manifestUrl) return null;
  let tree = trees.get(manifestUrl);
  if (!tree) {
    const source = readAsset(manifestUrl);
    if (!source) return null;
    tree = routeTree(parseRouteManifest(source));
    trees.set(manifestUrl, tree);
  }
  return matchRoutes(tree, pathname) !== null;
}

/** The route id a client path opens first (the app's routes are one level below the root). */
function routeIdFor(routes: Record<string, ManifestRoute>, segment: string): string | undefined {
  return Object.entries(routes).find(([, r]) => r.parentId === "root" && r.path === segment)?.[0];
}

/**
 * The shell for `pathname` with its route's preloads before `</head>`, or null when the path names
 * no route (the plain shell is right then). `readAsset` reads a built file by its URL path.
 */
export function shellWithRoutePreloads(
  shell: string,
  pathname: string,
  readAsset: (urlPath: string) => string | null,
  signedIn = false,
): string | null {
  const manifestUrl = /\/assets\/manifest-[\w-]+\.js/.exec(shell)?.[0];
  const source = manifestUrl ? readAsset(manifestUrl) : null;
  if (!source) return null;
  const routes = parseRouteManifest(source);
  const segment = pathname.split("/")[1] ?? "";
  const first = routeIdFor(routes, segment);
  if (!first) return null;
  const nextPath = signedIn ? NEXT_SCREEN_SIGNED_IN[segment] : undefined;
  const nextId = nextPath ? routeIdFor(routes, nextPath) : undefined;
  const ids = nextId ? [first, nextId] : [first];
  const modules = new Set<string>();
  const styles = new Set<string>();
  for (const id of ids) {
    const r = routes[id];
    if (!r) continue;
    for (const m of [r.clientLoaderModule, r.module, ...(r.imports ?? [])]) if (m && !shell.includes(`"${m}"`)) modules.add(m);
    // React Router marks a stylesheet shared by several routes with a trailing "#".
    for (const c of r.css ?? []) styles.add(c.replace(/#$/, ""));
  }
  const links = [
    ...[...styles].map((h) => `<link rel="preload" as="style" href="${h}"/>`),
    ...[...modules].map((h) => `<link rel="modulepreload" href="${h}"/>`),
  ];
  return shell.replace("</head>", `${links.join("")}</head>`);
}

/**
 * The stylesheets a screen of `pathname` draws with: the shell's own and its route's. A painted
 * screen links them inside its paint (quiz-paint.ts), so they apply when the paint is moved into
 * another page (form-paint.ts FORM_SCRIPT) as well as on its own, where the route's are otherwise
 * only preloaded until the app loads the route. Empty when the shell names no manifest.
 */
export function routeStylesheets(shell: string, pathname: string, readAsset: (urlPath: string) => string | null): string[] {
  const own = [...shell.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1] as string);
  const manifestUrl = /\/assets\/manifest-[\w-]+\.js/.exec(shell)?.[0];
  const source = manifestUrl ? readAsset(manifestUrl) : null;
  if (!source) return own;
  const routes = parseRouteManifest(source);
  const id = routeIdFor(routes, pathname.split("/")[1] ?? "");
  const route = id ? (routes[id]?.css ?? []).map((c) => c.replace(/#$/, "")) : [];
  return [...new Set([...own, ...route])];
}
