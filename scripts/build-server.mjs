// The production server as plain JavaScript: server/index.ts bundled by esbuild into build/node/
// (docs/decisions/014-compiled-server-and-image.md). Packages stay in node_modules.
import path from "node:path";
import { pathToFileURL } from "node:url";
import * as esbuild from "esbuild";

export const SERVER_OUT_DIR = "build/node";

/**
 * Modules find their files (SDL, migrations, the bank, the client build, the PGlite worker) next to
 * their source through `import.meta.url`. In one bundle every module would share the bundle's URL,
 * so each one's `import.meta.url` is rewritten to its source file, relative to the bundle: the
 * compiled server reads those files where they are in the repository.
 */
const sourceUrls = (outDir) => ({
  name: "source-import-meta-url",
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const fs = await import("node:fs/promises");
      let contents = await fs.readFile(args.path, "utf8");
      if (contents.includes("import.meta.url")) {
        const relative = path.relative(outDir, args.path).split(path.sep).join("/");
        contents = contents.replaceAll("import.meta.url", `new URL(${JSON.stringify(relative)}, import.meta.url).href`);
      }
      return { contents, loader: "ts" };
    });
  },
});

export async function buildServer({ root = process.cwd(), log = console.log } = {}) {
  const started = performance.now();
  await esbuild.build({
    absWorkingDir: path.resolve(root),
    entryPoints: { index: "server/index.ts" },
    outdir: SERVER_OUT_DIR,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    packages: "external",
    sourcemap: "linked",
    logLevel: "warning",
    plugins: [sourceUrls(path.resolve(root, SERVER_OUT_DIR))],
  });
  log(`server: ${SERVER_OUT_DIR}/index.js built in ${Math.round(performance.now() - started)} ms`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer();
}
