import { createRequire } from "node:module";
import path from "node:path";
import zlib from "node:zlib";
import { gzipAsync, type ZopfliOptions } from "@gfx/zopfli";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { compression, defineAlgorithm } from "vite-plugin-compression2";
import { CHUNK_GROUPS } from "./scripts/chunk-groups.ts";

const api = process.env.API_URL ?? "http://127.0.0.1:3001";

const zopfliGzip = async (buf: zlib.InputType, options: ZopfliOptions) =>
  // The plugin hands over the file's bytes (a Buffer or Uint8Array), never a string.
  Buffer.from(await gzipAsync(buf as Uint8Array, options));

/**
 * The client's files compressed once at build time, as hard as the formats allow: gzip by zopfli
 * (3 % smaller than zlib's level 9 on the shell) and brotli at 11 (7 % smaller than the level 9 the
 * server uses on the fly). The server sends these files as they are (server/http/static.ts);
 * HTML is rewritten per request and compressed there. Every file gets a copy where the copy is
 * smaller, however small the file: made here it costs no request any work, unlike the server's own
 * compression, which leaves bodies under 1 KB alone (server/http/plumbing.ts). The landing's
 * runtime and entry chunks are under 1 KB. docs/decisions/018-weak-link-first-minute.md, §13, §23.
 */
const precompressed: Plugin = {
  ...compression({
    include: /\.(js|mjs|css|json|svg|webmanifest|xml|txt|map)$/,
    threshold: 0,
    skipIfLargerOrEqual: true,
    algorithms: [
      [zopfliGzip, { numiterations: 15 }],
      defineAlgorithm("brotliCompress", { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    ],
    logLevel: "silent",
  }),
  applyToEnvironment: (environment) => environment.name === "client",
};

/**
 * A browser build's stand-in for a package a library imports for code the app never calls there:
 * `source` imported by a module whose path matches `importer` resolves to functions `names` that
 * say so if ever called.
 */
function unusedInBrowser(name: string, source: string, importer: RegExp, names: string[], why: string): Plugin {
  const id = `\0${name}`;
  return {
    name: `motoquiz:${name}`,
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (wanted, from) => (wanted === source && from && importer.test(from) ? id : null),
    load: (loading) =>
      loading === id
        ? names
            .map((fn) => `export function ${fn}() { throw new Error("${source}: ${fn} is not in this build (vite.config.ts); ${why}"); }`)
            .join("\n")
        : null,
  };
}

/**
 * graphql-request's document analysis imports graphql-js's parser and printer (~40 KB raw, ~10 KB
 * brotli on the poster's critical path), which it only calls for a document that is not a string
 * or to read the operation's name. The app sends strings and names operations itself
 * (`excludeOperationName`, app/platform/data/transport.ts), so in the browser build those two imports
 * resolve to stand-ins. docs/decisions/018-weak-link-first-minute.md, §14.
 */
const graphqlRequestWithoutParser = unusedInBrowser(
  "graphql-request-no-parser",
  "graphql",
  /[\\/]graphql-request[\\/]build[\\/]legacy[\\/]helpers[\\/]analyzeDocument\.js$/,
  ["parse", "print"],
  "send documents as strings with excludeOperationName",
);

/**
 * React Router's server cookies (`createCookie`) import the `cookie` package, CommonJS and so kept
 * whole by the bundler: ~1 KB gzip in the landing's first render that no browser code calls. The
 * app's own cookie code (app/platform/data/token-cookie.ts) still imports the package, in `join`.
 * docs/decisions/018-weak-link-first-minute.md, §20.
 */
const reactRouterWithoutServerCookies = unusedInBrowser(
  "react-router-no-server-cookies",
  "cookie",
  /[\\/]react-router[\\/]dist[\\/]/,
  ["parse", "serialize"],
  "server cookies are the server's",
);

/**
 * React Router ships a production build (`dist/production`) beside its development one, but its
 * package exports only the development one, in which `ENABLE_DEV_WARNINGS` is true: the minifier
 * keeps every warning it guards, their texts and the default error boundary's "Hey developer"
 * notes (0.6 KB gzip of the landing's first render). The two builds differ in that flag alone, so
 * the browser build takes the production files. Every browser import of React Router goes through
 * these two names (an app module, or React Router's own generated entry and route modules): one
 * copy of the router, never both. docs/decisions/018-weak-link-first-minute.md, §23.
 */
const reactRouterProduction: Plugin = (() => {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist", "production");
  const files: Record<string, string> = {
    "react-router": path.join(dist, "index.mjs"),
    "react-router/dom": path.join(dist, "dom-export.mjs"),
  };
  return {
    name: "motoquiz:react-router-production",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId: (wanted) => files[wanted] ?? null,
  };
})();

export default defineConfig({
  plugins: [reactRouter(), precompressed, graphqlRequestWithoutParser, reactRouterWithoutServerCookies, reactRouterProduction],
  // Names this build: a copy of the cache kept by another build is dropped (app/platform/storage/kept-cache.ts).
  define: { "import.meta.env.VITE_BUILD_ID": JSON.stringify(Date.now().toString(36)) },
  server: {
    port: 5173,
    // `npm run dev`: the API runs beside Vite; /graphql (HTTP and websocket) and the server's own
    // endpoints are proxied so the SPA talks to one origin, as in production.
    proxy: {
      "/graphql": { target: api, ws: true, changeOrigin: false },
      "/healthz": api,
      "/client-address": api,
      "/media": api,
      "/content": api,
    },
  },
  build: {
    target: "es2022",
    assetsInlineLimit: 2048,
    // Rolldown's "plugins took long" notice measures the machine's load, not the app: on a busy
    // machine every build printed it. Build speed is not a figure of this project (npm run bench is).
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // The landing imports the guard runner when its loaders run (app/routes/_index/route.tsx) while
      // other routes import it statically. Rolldown warns that the dynamic import cannot move it, which
      // holds for its default chunking only: the chunk groups (scripts/chunk-groups.ts) keep it in
      // `join`, out of the landing's first render (docs/decisions/018-weak-link-first-minute.md, §20).
      // Only that one notice is dropped; any other module's still prints.
      onLog(level, log, handler) {
        if (log.code === "INEFFECTIVE_DYNAMIC_IMPORT" && log.message.includes("platform/routing/guard-runner.ts is dynamically")) return;
        handler(level, log);
      },
    },
  },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } } } },
  },
});
