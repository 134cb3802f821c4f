/** The ten routes (docs/product.md#routes). routes.ts builds them from files; this list names them for the shell. */
export const ROUTE_PATHS = ["/", "/login", "/register", "/rules", "/scan", "/quiz", "/quizresults", "/end", "/sample", "/error"] as const;
