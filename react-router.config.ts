import path from "node:path";
import type { Config } from "@react-router/dev/config";
import { buildServiceWorker } from "./scripts/build-service-worker.ts";

export default {
  appDirectory: "app",
  ssr: false,
  // The landing page is written as real HTML at build time (faster first paint on slow data);
  // every other path gets the SPA fallback.
  prerender: ["/"],
  // After every environment is built and prerendered: the offline shell's service worker
  // precaches the finished client folder, HTML included (docs/decisions/007-offline-shell.md).
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    const workers = await buildServiceWorker(clientDir, path.resolve("content/pictures"));
    for (const [name, { count, size }] of Object.entries(workers))
      console.info(`service worker (${name}): ${count} files precached, ${(size / 1024).toFixed(0)} KB`);
  },
  future: {
    v8_middleware: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
