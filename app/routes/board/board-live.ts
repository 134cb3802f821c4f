import { useEffect, useState } from "react";
import { graphql } from "#app/graphql/__generated__/gql.ts";
import type { BoardChangedSubscription } from "#app/graphql/__generated__/graphql.ts";
import { createLiveClient, liveUrl, subscribe } from "#app/platform/data/live.ts";
import { GRAPHQL_URL } from "#app/platform/env.ts";

/**
 * The TV's one document: the leaderboard's live update with the board's view of it. Every TV of an
 * event sends the same text and variables, so the server executes it once per update for all of
 * them (server/graphql/fanout.ts); the first message is the current board.
 */
const BoardChangedDocument = graphql(`
  subscription BoardChanged($eventId: ID!) {
    leaderboardChanged(eventId: $eventId) {
      eventId
      board {
        eventName closed answersHidden revealsAt riders
        entries { rank userId displayName nameTag score checkpointsDone }
        finishes { attemptId displayName checkpointName score }
      }
    }
  }
`);

export type BoardData = BoardChangedSubscription["leaderboardChanged"]["board"];
export type LiveStatus = "connecting" | "live" | "reconnecting";

/**
 * The board of `eventId`, kept live over a connection of its own: anonymous (a TV is no rider's
 * phone), retrying forever with the app's backoff and keep-alive ping, so a dropped network or a
 * server restart comes back by itself. `status` says which, for the screen to show.
 */
export function useBoardLive(eventId: string): { board: BoardData | null; status: LiveStatus; missing: boolean } {
  const [board, setBoard] = useState<BoardData | null>(null);
  const [status, setStatus] = useState<LiveStatus>("connecting");
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    const connection = createLiveClient({
      url: liveUrl(GRAPHQL_URL, window.location.href),
      getToken: () => null,
      onConnected: () => setStatus("live"),
      onClosed: () => setStatus("reconnecting"),
    });
    const stop = subscribe(
      BoardChangedDocument,
      { eventId },
      {
        next: (data) => {
          setBoard(data.leaderboardChanged.board);
          setStatus("live");
        },
        // The one error the server sends a board is an unknown event.
        error: (err) => {
          if (Array.isArray(err)) setMissing(true);
        },
      },
      connection,
    );
    return () => {
      stop();
      void connection.then((c) => c.dispose());
    };
  }, [eventId]);
  return { board, status, missing };
}
