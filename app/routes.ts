import type { RouteConfig } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";

/**
 * The product's ten routes (docs/product.md), nothing else. A page with parts of its own is a
 * folder (`routes/quiz/route.tsx` beside its parts): inside a folder flatRoutes takes only
 * `route.tsx` as the route module, so the parts never become routes.
 */
export default flatRoutes({ ignoredRouteFiles: ["**/*.test.*", "**/.*"] }) satisfies RouteConfig;
