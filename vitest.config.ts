import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin breaks Vitest ("can't detect preamble").
export default defineConfig({
  test: {
    include: ["{app,core,server,content,tests/unit,tests/architecture,tests/integration}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Integration tests share the machine's PostgreSQL and start servers: keep files in few workers.
    pool: "forks",
    maxWorkers: 2,
    setupFiles: ["tests/setup/vitest.ts"],
  },
});
