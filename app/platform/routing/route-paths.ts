/**
 * The seed's ten routes (docs/product.md#routes), the organizer's console (`/organize`,
 * docs/organizers.md#the-console) and the TV board (`/board`, docs/decisions/020-board-and-moderation.md).
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
  "/organize",
  "/board",
] as const;
