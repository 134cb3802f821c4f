import type { QueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { eventKeys } from "#app/features/event/keys.ts";
import { leaderboardKeys } from "#app/features/leaderboard/keys.ts";
import { LeaderboardChangedDocument } from "#app/features/leaderboard/queries.ts";
import { quizKeys } from "#app/features/quiz/keys.ts";
import type { LeaderboardFieldsFragment } from "#app/graphql/__generated__/graphql.ts";
import { GRAPHQL_URL } from "#app/platform/env.ts";
import { getQueryClient } from "./query-client.ts";
import { getToken } from "./token-cookie.ts";
import { type Document, operationNameOf } from "./transport.ts";
import { createLiveClient, type LiveClient, liveUrl } from "./ws-client.ts";

let live: Promise<LiveClient> | null = null;

/** The app's live connection, created on first subscription (graphql-ws loads then). */
function getLive(): Promise<LiveClient> {
  live ??= createLiveClient({
    url: liveUrl(GRAPHQL_URL, window.location.href),
    getToken,
    onConnected: () => refetchMissed(getQueryClient()),
  }).catch((err: unknown) => {
    live = null; // graphql-ws's chunk failed to load: the next subscription tries again
    throw err;
  });
  return live;
}

/**
 * Nothing is replayed over a new connection: after every (re)connect, whatever a subscription
 * feeds is asked for again, so updates sent while the socket was down are not lost.
 */
export function refetchMissed(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: leaderboardKeys.all }),
    queryClient.invalidateQueries({ queryKey: eventKeys.all }),
    queryClient.invalidateQueries({ queryKey: quizKeys.currentQuestion() }),
  ]).then(() => undefined);
}

/** Re-establishes the connection (login/logout): the next connect carries the new token. */
export function restartLive(): void {
  live?.then((l) => l.restart()).catch(() => {});
}

export interface Sink<T> {
  next(data: T): void;
  error?(error: unknown): void;
}

/** Subscribes over the live connection; returns the unsubscribe. */
export function subscribe<TResult, TVariables extends Record<string, unknown>>(
  document: Document<TResult, TVariables>,
  variables: TVariables,
  sink: Sink<TResult>,
  connection: Promise<LiveClient> = getLive(),
): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  const query = document.toString();
  connection.then(
    ({ client }) => {
      if (cancelled) return;
      stop = client.subscribe<TResult>(
        { query, variables, operationName: operationNameOf(query) },
        {
          next: (result) => {
            if (result.data) sink.next(result.data as TResult);
            else if (result.errors) sink.error?.(result.errors);
          },
          error: (err) => sink.error?.(err),
          complete: () => {},
        },
      );
    },
    (err: unknown) => sink.error?.(err),
  );
  return () => {
    cancelled = true;
    stop?.();
  };
}

/** Writes a pushed leaderboard into every cached leaderboard query of that event. */
export function applyLeaderboard(queryClient: QueryClient, board: LeaderboardFieldsFragment): void {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: leaderboardKeys.all })) {
    const old = query.state.data as { leaderboard: LeaderboardFieldsFragment | null } | undefined;
    const [, eventId, first] = query.queryKey as ReturnType<typeof leaderboardKeys.event>;
    if (eventId !== board.eventId && old?.leaderboard?.eventId !== board.eventId) continue;
    // A broadcast payload may not carry this rider's row: keep it, refreshed from the entries.
    const oldMe = old?.leaderboard?.me ?? null;
    const me = board.me ?? (oldMe ? (board.entries.find((e) => e.userId === oldMe.userId) ?? oldMe) : null);
    const leaderboard = { ...board, me, entries: board.entries.slice(0, first) };
    queryClient.setQueryData(query.queryKey, { leaderboard });
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
      },
    );
  }, [eventId]);
}
