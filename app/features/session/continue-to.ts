import type { QueryClient } from "@tanstack/react-query";
import { nextStep } from "#app/platform/routing/guard-runner.ts";
import { safeRedirectPath } from "#core/safe-redirect.ts";
import { flowStateOf, sessionQueryOptions } from "./queries.ts";

/**
 * Where a rider goes once signed in: the `?redirect=` they came from when it is a same-origin path,
 * else the next step of the flow. The flow answer lands in the cache, so the guard of the page we
 * go to reuses it instead of asking again.
 */
export async function continueTarget(search: string, queryClient: QueryClient): Promise<string> {
  const back = safeRedirectPath(new URLSearchParams(search).get("redirect"));
  if (back) return back;
  const state = flowStateOf(await queryClient.fetchQuery(sessionQueryOptions()));
  return state ? nextStep(state) : "/rules";
}
