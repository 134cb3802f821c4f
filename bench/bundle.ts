// First-render bundle: the JS and CSS a browser must load to render a route,
// followed from the built files: React Router's manifest (entry, root and the route's module,
// split modules, imports, css), closed over every static import in the built chunks.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { FileServer } from "#server/http/static.ts";

interface RouteEntry {
  module: string;
  imports?: string[];
  css?: string[];
  clientLoaderModule?: string;
  clientActionModule?: string;
  clientMiddlewareModule?: string;
  hydrateFallbackModule?: string;
}
interface RrManifest {
  entry: RouteEntry;
  routes: Record<string, RouteEntry & { parentId?: string }>;
}

const STATIC_IMPORT = /(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["'](\.{0,2}\/[^"']+\.js)["']/g;

export function ensureBuild(root: string): void {
  if (fs.existsSync(path.join(root, "build/client/index.html"))) return;
  process.stderr.write("  no build/client: running react-router build\n");
  execFileSync("npx", ["react-router", "build"], { cwd: root, stdio: "inherit" });
}

function readManifest(clientDir: string): { file: string; manifest: RrManifest } {
  const assets = path.join(clientDir, "assets");
  const file = fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f));
  if (!file) throw new Error("no React Router manifest in build/client/assets");
  const text = fs.readFileSync(path.join(assets, file), "utf8");
  const json = text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1);
  return { file: `/assets/${file}`, manifest: JSON.parse(json) as RrManifest };
}

const kb = (n: number) => Math.round((n / 1024) * 10) / 10;

/**
 * Each file as the server sends it to a browser that accepts gzip, or brotli (server/http/static.ts):
 * the build's precompressed copy, else compressed on the fly, else (under 1 KB) as it is.
 */
function sizes(files: string[], clientDir: string) {
  const server = new FileServer(clientDir);
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  const perFile: [string, number][] = [];
  for (const f of files) {
    const file = path.join(clientDir, f);
    raw += fs.statSync(file).size;
    const gz = (server.served(file, "gzip") as Buffer).length;
    gzip += gz;
    perFile.push([path.basename(f), kb(gz)]);
    brotli += (server.served(file, "br") as Buffer).length;
  }
  const largestGzipKb = Object.fromEntries(perFile.sort((a, b) => b[1] - a[1]).slice(0, 5));
  return { files: files.length, rawKb: kb(raw), gzipKb: kb(gzip), brotliKb: kb(brotli), largestGzipKb };
}

/** Route ids from root down to the one whose path is `urlPath` (flat routes: one level). */
function chain(manifest: RrManifest, urlPath: string): string[] {
  const wanted = urlPath.replace(/^\//, "");
  const id = Object.entries(manifest.routes).find(
    ([rid, r]) => rid !== "root" && ((r as { path?: string }).path ?? "") === wanted && (wanted !== "" || (r as { index?: boolean }).index),
  )?.[0];
  if (!id) throw new Error(`no route for ${urlPath}`);
  return ["root", id];
}

export function measureRoute(clientDir: string, urlPath: string) {
  const { file, manifest } = readManifest(clientDir);
  const js = new Set<string>([file]);
  const css = new Set<string>();
  const add = (r: RouteEntry) => {
    for (const m of [r.module, r.clientLoaderModule, r.clientActionModule, r.clientMiddlewareModule, r.hydrateFallbackModule])
      if (m) js.add(m);
    for (const i of r.imports ?? []) js.add(i);
    for (const c of r.css ?? []) css.add(c.replace(/#.*$/, ""));
  };
  add(manifest.entry);
  for (const id of chain(manifest, urlPath)) add(manifest.routes[id] as RouteEntry);
  // Close over static imports (dynamic import() is not needed for the first render).
  const queue = [...js];
  while (queue.length) {
    const f = queue.pop() as string;
    const text = fs.readFileSync(path.join(clientDir, f), "utf8");
    for (const m of text.matchAll(STATIC_IMPORT)) {
      const dep = path.posix.normalize(path.posix.join(path.posix.dirname(f), m[1] as string));
      if (!js.has(dep)) {
        js.add(dep);
        queue.push(dep);
      }
    }
  }
  return { js: sizes([...js].sort(), clientDir), css: sizes([...css].sort(), clientDir) };
}

/** Issue 29's goal (was 125 KB, issue 18). */
export const BUDGET_HOME_GZIP_KB = 110;
export const FLOOR_GZIP_KB = 117;

export function runBundleBench(root: string) {
  ensureBuild(root);
  const clientDir = path.join(root, "build/client");
  const home = measureRoute(clientDir, "/");
  const scan = measureRoute(clientDir, "/scan");
  return {
    "/": {
      js: home.js,
      css: home.css,
      budgetGzipKb: BUDGET_HOME_GZIP_KB,
      floorGzipKb: FLOOR_GZIP_KB,
      met: home.js.gzipKb <= BUDGET_HOME_GZIP_KB,
    },
    "/scan": { js: scan.js, css: scan.css },
  };
}
