/**
 * The seed's ten routes (docs/product.md#routes) and the organizer's console (`/organize`,
 * docs/organizers.md#the-console). routes.ts builds them from files; this list names them for the shell.
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
] as const;
