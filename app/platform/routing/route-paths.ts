/**
 * The ten routes (docs/product.md#routes) and the TV board (docs/decisions/020-board-and-moderation.md).
 * routes.ts builds them from files; this list names them for the shell.
 */
export const ROUTE_PATHS = [
  "/",
  "/login",
  "/register",
  "/rules",
  "/scan",
  "/quiz",
  "/quizresults",
  "/end",
  "/sample",
  "/error",
  "/board",
] as const;
