import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: false,
  // The landing page is written as real HTML at build time (faster first paint on slow data);
  // every other path gets the SPA fallback.
  prerender: ["/"],
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
  },
} satisfies Config;
