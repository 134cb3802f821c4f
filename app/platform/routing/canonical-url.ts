import { ROUTE_PATHS } from "./route-paths.ts";

/**
 * The canonical form of an address: one leading slash, no trailing slash, and a known route's
 * path in lower case (`/Login/` → `/login`). Unknown paths keep their case, so the 404 shows what
 * was typed. Query and hash are kept as they are.
 */
export function canonicalPath(pathname: string, known: readonly string[] = ROUTE_PATHS): string {
  let path = pathname.replace(/\/{2,}/g, "/");
  if (path.length > 1) path = path.replace(/\/+$/, "");
  if (path === "") path = "/";
  const lower = path.toLowerCase();
  return known.includes(lower) ? lower : path;
}

/**
 * At start-up (docs/product.md#start-up) the current address is resolved into a route and the location replaced
 * with it. Runs before the router reads the location. Returns the new href, or null if already
 * canonical.
 */
export function canonicalizeLocation(win: Window): string | null {
  const { pathname, search, hash } = win.location;
  const canonical = canonicalPath(pathname);
  if (canonical === pathname) return null;
  const href = `${canonical}${search}${hash}`;
  win.history.replaceState(win.history.state, "", href);
  return href;
}
