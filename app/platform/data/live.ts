import { GRAPHQL_URL } from "#app/platform/env.ts";
import { getToken } from "./token-cookie.ts";
import type { Document } from "./transport.ts";
import { createLiveClient, type LiveClient, liveUrl } from "./ws-client.ts";

let live: Promise<LiveClient> | null = null;
/** The `connected` callbacks of the subscriptions open now. */
const connectedListeners = new Set<() => void>();

/** The app's live connection, created on first subscription (graphql-ws loads then). */
function getLive(): Promise<LiveClient> {
  live ??= createLiveClient({
    url: liveUrl(GRAPHQL_URL, window.location.href),
    getToken,
    onConnected: () => {
      for (const listener of connectedListeners) listener();
    },
  }).catch((err: unknown) => {
    live = null; // graphql-ws's chunk failed to load: the next subscription tries again
    throw err;
  });
  return live;
}

/** Re-establishes the connection (login/logout): the next connect carries the new token. */
export function restartLive(): void {
  live?.then((l) => l.restart()).catch(() => {});
}

const names = new Map<string, string | null>();

/** The operation's name from its text, graphql-ws sends it beside the text (no parser in the bundle for it). */
function operationNameOf(query: string): string | null {
  let name = names.get(query);
  if (name === undefined) {
    name = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1] ?? null;
    names.set(query, name);
  }
  return name;
}

export interface Sink<T> {
  next(data: T): void;
  error?(error: unknown): void;
  /**
   * After every connection acknowledgement, first or not. Nothing is replayed over a new
   * connection, so a subscriber asks again for what it feeds: updates sent while the socket was
   * down are not lost.
   */
  connected?(): void;
}

/** Subscribes over the live connection (the app's own unless one is given); returns the unsubscribe. */
export function subscribe<TResult, TVariables extends Record<string, unknown>>(
  document: Document<TResult, TVariables>,
  variables: TVariables,
  sink: Sink<TResult>,
  connection: Promise<LiveClient> = getLive(),
): () => void {
  let stop: (() => void) | null = null;
  let cancelled = false;
  const query = document.toString();
  const connected = sink.connected && (() => sink.connected?.());
  if (connected) connectedListeners.add(connected);
  connection.then(
    ({ client }) => {
      if (cancelled) return;
      stop = client.subscribe<TResult>(
        { query, variables, operationName: operationNameOf(query) },
        {
          next: (result) => {
            if (result.data) sink.next(result.data);
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
    if (connected) connectedListeners.delete(connected);
    stop?.();
  };
}
