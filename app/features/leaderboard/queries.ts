import { queryOptions } from "@tanstack/react-query";
import { graphql } from "#app/graphql/__generated__/gql.ts";
import { request } from "#app/platform/data/client.ts";
import { STALE } from "#app/platform/data/query-client.ts";
import { LEADERBOARD_TOP } from "#core/constants.ts";
import { leaderboardKeys } from "./keys.ts";

export const LeaderboardDocument = graphql(`
  query Leaderboard($eventId: ID, $first: Int) {
    leaderboard(eventId: $eventId, first: $first) { ...LeaderboardFields }
  }
`);

/** Coalesced by the server (a few per second per event at most). */
export const LeaderboardChangedDocument = graphql(`
  subscription LeaderboardChanged($eventId: ID!) {
    leaderboardChanged(eventId: $eventId) { ...LeaderboardFields }
  }
`);

/** LIVE: kept current by `useLeaderboardLive` (app/platform/data/live.ts); no event id means the default one. */
export function leaderboardQueryOptions(eventId: string | null = null, first: number = LEADERBOARD_TOP) {
  return queryOptions({
    queryKey: leaderboardKeys.event(eventId, first),
    queryFn: ({ signal }) => request(LeaderboardDocument, { eventId, first }, { signal }),
    staleTime: STALE.LIVE,
  });
}
