import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { useEffect } from "react";
import { eventKeys } from "#app/features/event/keys.ts";
import { quizKeys } from "#app/features/quiz/keys.ts";
import { type FragmentType, getFragmentData, makeFragmentData } from "#app/graphql/__generated__/fragment-masking.ts";
import { graphql } from "#app/graphql/__generated__/gql.ts";
import type { LeaderboardQuery } from "#app/graphql/__generated__/graphql.ts";
import { subscribe } from "#app/platform/data/live.ts";
import { getQueryClient, STALE } from "#app/platform/data/query-client.ts";
import { request } from "#app/platform/data/transport.ts";
import { LEADERBOARD_TOP } from "#core/constants.ts";

// The leaderboard on the phone: the board's fragment and documents, its query key and options, and
// the subscription that writes pushed boards into the cache. One file: every reader of the board
// reads it through these, and the quiz's queries (which invalidate the key) load the options too.

/** Stands for "the default event" in a key: a board asked for without an event id. */
const DEFAULT_EVENT = "default";

/** The leaderboard's query keys (here, not in a keys.ts of its own: every importer of the key loads the documents anyway). */
export const leaderboardKeys = {
  all: ["leaderboard"] as const,
  event: (eventId: string | null, first: number) => [...leaderboardKeys.all, eventId ?? DEFAULT_EVENT, first] as const,
};

// The board as the results page shows it. The query and the live subscription both select it, so
// a pushed board replaces the cached one as it is. An entry's fields are spelled out twice (the
// top rows and the rider's own) rather than spread from a fragment of their own: every reader
// takes the board whole.
export const LeaderboardFields = graphql(`
  fragment LeaderboardFields on Leaderboard {
    eventId riders updatedAt answersHidden revealsAt
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

/** LIVE: kept current by `useLeaderboardLive` (below); no event id means the default one. */
export function leaderboardQueryOptions(eventId: string | null = null, first: number = LEADERBOARD_TOP) {
  return queryOptions({
    queryKey: leaderboardKeys.event(eventId, first),
    queryFn: ({ signal }) => request(LeaderboardDocument, { eventId, first }, { signal }),
    staleTime: STALE.LIVE,
  });
}

/** For `select`: the board of a leaderboard query, read (null when the event has none). */
export const boardOf = (data: LeaderboardQuery) => getFragmentData(LeaderboardFields, data.leaderboard);

/**
 * For `select`: the rider's place on the board. A new object each frame, but the query's
 * structural sharing hands back the previous one while rank and riders are unchanged, so a reader
 * re-renders only when its place moves.
 */
export function placeOf(data: LeaderboardQuery): { rank: number | null; riders: number } {
  const board = boardOf(data);
  return { rank: board?.me?.rank ?? null, riders: board?.riders ?? 0 };
}

/**
 * Nothing is replayed over a new connection: after every (re)connect, whatever the board and the
 * finished attempts it follows feed is asked for again, so updates sent while the socket was down
 * are not lost.
 */
export function refetchMissed(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: leaderboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    queryClient.invalidateQueries({ queryKey: quizKeys.currentQuestion() }),
  ]).then(() => undefined);
}

/** Writes a pushed leaderboard into every cached leaderboard query of that event. */
export function applyLeaderboard(queryClient: QueryClient, pushed: FragmentType<typeof LeaderboardFields>): void {
  const board = getFragmentData(LeaderboardFields, pushed);
  for (const query of queryClient.getQueryCache().findAll({ queryKey: leaderboardKeys.all })) {
    // The key names the event asked for and the board's size (leaderboardKeys); any other shape is not a board.
    const [, asked, first] = query.queryKey;
    if (typeof asked !== "string" || typeof first !== "number") continue;
    const { queryKey } = leaderboardQueryOptions(asked === DEFAULT_EVENT ? null : asked, first);
    const old = getFragmentData(LeaderboardFields, queryClient.getQueryData(queryKey)?.leaderboard);
    if (asked !== board.eventId && old?.eventId !== board.eventId) continue;
    // A broadcast payload may not carry this rider's row: keep it, refreshed from the entries.
    const oldMe = old?.me ?? null;
    const me = board.me ?? (oldMe ? (board.entries.find((e) => e.userId === oldMe.userId) ?? oldMe) : null);
    const leaderboard = makeFragmentData({ ...board, me, entries: board.entries.slice(0, first) }, LeaderboardFields);
    queryClient.setQueryData(queryKey, { leaderboard });
  }
}

/** Keeps the cached leaderboard of `eventId` live while the calling screen is mounted. */
export function useLeaderboardLive(eventId: string | null | undefined): void {
  useEffect(() => {
    if (!eventId) return;
    const queryClient = getQueryClient();
    return subscribe(
      LeaderboardChangedDocument,
      { eventId },
      {
        next: (data) => applyLeaderboard(queryClient, data.leaderboardChanged),
        connected: () => void refetchMissed(queryClient),
      },
    );
  }, [eventId]);
}
