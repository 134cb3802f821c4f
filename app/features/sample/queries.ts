import { queryOptions } from "@tanstack/react-query";
import { graphql } from "#app/graphql/__generated__/gql.ts";
import type { SampleQuestionsQuery } from "#app/graphql/__generated__/graphql.ts";
import { STALE } from "#app/platform/data/query-client.ts";
import { request } from "#app/platform/data/transport.ts";
import { getExpiringCache } from "#app/platform/storage/expiring-cache.ts";
import { sampleKeys } from "./keys.ts";

const SampleQuestionsDocument = graphql(`
  query SampleQuestions {
    sampleQuestions {
      id category prompt correctChoiceId explanation secondsPerQuestion
      picture { url alt mirrored }
      choices { id label text }
    }
  }
`);

/** How long the practice set stays usable offline once loaded. */
const SAMPLE_CACHE_HOURS = 24;
const CACHE_KEY = "sample-questions";

/**
 * STATIC for the session; also kept in the expiring cache so the practice round works offline
 * once loaded, until the entry's date passes.
 */
export function sampleQuestionsQueryOptions() {
  return queryOptions({
    queryKey: sampleKeys.questions(),
    queryFn: async ({ signal }) => {
      const data = await request(SampleQuestionsDocument, {}, { signal });
      getExpiringCache().set(CACHE_KEY, data, SAMPLE_CACHE_HOURS);
      return data;
    },
    initialData: () => getExpiringCache().get<SampleQuestionsQuery>(CACHE_KEY) ?? undefined,
    initialDataUpdatedAt: () => {
      const expires = getExpiringCache().expiresAt(CACHE_KEY);
      return expires == null ? undefined : expires - SAMPLE_CACHE_HOURS * 3_600_000;
    },
    staleTime: STALE.STATIC,
    // The expiring cache above keeps it: the page's kept copy (platform/storage/kept-cache.ts) need not.
    meta: { keptOffline: false },
  });
}
