import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { eventKeys } from "#app/features/event/keys.ts";
import { quizKeys } from "#app/features/quiz/keys.ts";
import { type FragmentType, getFragmentData, makeFragmentData } from "#app/graphql/__generated__/fragment-masking.ts";
import { subscribe } from "#app/platform/data/live.ts";
import { getQueryClient } from "#app/platform/data/query-client.ts";
import { DEFAULT_EVENT, leaderboardKeys } from "./keys.ts";
import { LeaderboardChangedDocument, LeaderboardFields, leaderboardQueryOptions } from "./queries.ts";

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
    // The key names the event asked for and the board's size (keys.ts); any other shape is not a board.
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
