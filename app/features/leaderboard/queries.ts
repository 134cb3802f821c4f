import { queryOptions } from "@tanstack/react-query";
import { getFragmentData } from "#app/graphql/__generated__/fragment-masking.ts";
import { graphql } from "#app/graphql/__generated__/gql.ts";
import type { LeaderboardQuery } from "#app/graphql/__generated__/graphql.ts";
import { STALE } from "#app/platform/data/query-client.ts";
import { request } from "#app/platform/data/transport.ts";
import { LEADERBOARD_TOP } from "#core/constants.ts";
import { leaderboardKeys } from "./keys.ts";

// The board as the results page shows it. The query and the live subscription both select it, so
// a pushed board replaces the cached one as it is. An entry's fields are spelled out twice (the
// top rows and the rider's own) rather than spread from a fragment of their own: every reader
// takes the board whole.
export const LeaderboardFields = graphql(`
  fragment LeaderboardFields on Leaderboard {
    eventId riders updatedAt
    entries { rank userId displayName nameTag score checkpointsDone totalTimeMs lastFinishedAt }
    me { rank userId displayName nameTag score checkpointsDone totalTimeMs lastFinishedAt }
  }
`);

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

/** LIVE: kept current by `useLeaderboardLive` (live.ts); no event id means the default one. */
export function leaderboardQueryOptions(eventId: string | null = null, first: number = LEADERBOARD_TOP) {
  return queryOptions({
    queryKey: leaderboardKeys.event(eventId, first),
    queryFn: ({ signal }) => request(LeaderboardDocument, { eventId, first }, { signal }),
    staleTime: STALE.LIVE,
  });
}

/** For `select`: the board of a leaderboard query, read (null when the event has none). */
export const boardOf = (data: LeaderboardQuery) => getFragmentData(LeaderboardFields, data.leaderboard);
