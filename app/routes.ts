import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

/** The seed's ten routes (§2), one file each under app/routes; nothing else. */
export default flatRoutes({ ignoredRouteFiles: ["**/*.test.*", "**/.*"] }) satisfies RouteConfig;
