import { meOf, sessionQueryOptions } from "#app/features/session/queries.ts";
import { getRestoredQueryClient, loadQuery } from "#app/platform/data/query-client.ts";
import { notFound } from "#app/platform/routing/guard-runner.ts";
import type { GuardFn } from "#app/platform/routing/guards.ts";
import type { RouteHandle } from "#app/platform/routing/route-handle.ts";

/**
 * Validity check: the console is there only for an ORGANIZER or ADMIN; anyone else gets the seed's
 * 404, as if it did not exist. A setup link (`?setup=`) is the one way in for the first organizer:
 * the server decides whether it is still good (docs/organizers.md#the-console).
 */
const organizerOnly: GuardFn = async ({ url }) => {
  if (url.searchParams.has("setup")) return;
  const session = await loadQuery(await getRestoredQueryClient(), sessionQueryOptions());
  const role = meOf(session)?.role;
  if (role !== "ORGANIZER" && role !== "ADMIN") notFound();
};

/**
 * Read by the clientLoader's guard runner (platform/routing/guard-runner.ts) and by the tests that check
 * every route names its guards (tests/unit/route-guards.test.ts).
 */
export const handle = { guards: ["auth", organizerOnly] } satisfies RouteHandle;
