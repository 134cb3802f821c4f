import { readFile, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, "../..");

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

export interface Harness {
  url: string;
  close(): Promise<void>;
}

/**
 * Builds bench/qr/harness.html with Vite (the production worker bundling, not the dev server) into
 * tmp/ and serves it on 127.0.0.1 (a secure context, so the camera is allowed) on a free port.
 */
export async function startHarness(): Promise<Harness> {
  const outDir = path.join(repo, "tmp", `qr-harness-${process.pid}-${Date.now()}`);
  await build({
    configFile: false,
    root: here,
    logLevel: "error",
    cacheDir: path.join(repo, "tmp", "qr-harness-vite-cache"),
    build: { outDir, emptyOutDir: true, rollupOptions: { input: path.join(here, "harness.html") }, minify: true },
  });
  const server = createServer(async (req, res) => {
    const pathname = new URL(req.url ?? "/", "http://x").pathname;
    const file = path.join(outDir, pathname === "/" ? "harness.html" : pathname);
    if (!file.startsWith(outDir)) return void res.writeHead(403).end();
    try {
      const body = await readFile(file);
      res.writeHead(200, { "content-type": TYPES[path.extname(file)] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(outDir, { recursive: true, force: true });
    },
  };
}
