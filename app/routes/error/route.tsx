import { data } from "react-router";
import { notFound, runGuards } from "#app/platform/routing/guard-runner.ts";
import type { GuardFn } from "#app/platform/routing/guards.ts";
import { pageMeta } from "#app/platform/routing/meta.ts";
import type { RouteHandle } from "#app/platform/routing/route-handle.ts";
import type { Route } from "./+types/route";
import { reasonFor, statusFromQuery } from "./error-status.ts";

/** This route's validity check, a guard of its own: a status outside 400–599 is a 404. */
const validStatus: GuardFn = ({ url }) => {
  if (statusFromQuery(url.searchParams.get("status")) === null) notFound();
};

export const handle = { guards: [validStatus] } satisfies RouteHandle;

/**
 * The error page on request, so ops can check it: `?status=NNN` (400–599, default 500) is thrown
 * as that status and shown by the one error page.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(handle.guards, request);
  const status = statusFromQuery(new URL(request.url).searchParams.get("status")) ?? 404;
  throw data(reasonFor(status), { status });
}

/** Never shown: the loader always throws to the error page. */
export default function ErrorRoute() {
  return null;
}

export const meta = () => pageMeta({ title: "Error", description: "MotoQuiz's error page." });
