import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { CHUNK_GROUPS } from "./scripts/chunk-groups.ts";

const api = process.env.API_URL ?? "http://127.0.0.1:3001";

export default defineConfig({
  plugins: [reactRouter()],
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
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } } } },
  },
});
