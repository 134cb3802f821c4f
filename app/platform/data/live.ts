// The live connection: the graphql-ws client with the product's reconnect and keep-alive, and the
// app's one connection with the subscribe helper every live screen uses.
import type { Client, ClientOptions } from "graphql-ws";
import { WEBSOCKET } from "#app/platform/constants.ts";
import { GRAPHQL_URL } from "#app/platform/env.ts";
import { getToken } from "./token-cookie.ts";
import { type Document, operationNameOf } from "./transport.ts";

export interface LiveClientOptions {
  /** ws:// or wss:// URL of the GraphQL endpoint. */
  url: string;
  /** The token is read on every (re)connect, so a restart after login carries the new one. */
  getToken: () => string | null | undefined;
  /** Called after every connection acknowledgement, first or not: nothing missed is replayed. */
  onConnected?: (wasRetry: boolean) => void;
  /** Called whenever the socket closes (it reconnects by itself): a screen can say "reconnecting". */
  onClosed?: () => void;
  /** Node tests pass `ws`; browsers use their own WebSocket. */
  webSocketImpl?: unknown;
  /** Keep-alive ping interval; a pong must come back within `pongTimeoutMs`. */
  keepAliveMs?: number;
  pongTimeoutMs?: number;
  /** Observes each reconnect wait (tests check it stays inside the backoff bounds). */
  onRetryWait?: (delayMs: number, retries: number) => void;
}

/**
 * Reconnect backoff (platform/constants.ts): 100 ms doubling to 10000 ms. Jitter spreads reconnects of many phones
 * after a server restart; it stays inside [base, min(2·base, max)], so inside those bounds.
 */
export function retryDelay(retries: number, random: () => number = Math.random): number {
  const { backoffMinMs: min, backoffMaxMs: max, backoffFactor: factor } = WEBSOCKET;
  const base = Math.min(max, min * factor ** retries);
  const top = Math.min(max, base * factor);
  return Math.round(base + random() * (top - base));
}

/** Connection (ack) time-out: 30000 ms, never below 1000 ms (platform/constants.ts). */
export const CONNECTION_TIMEOUT_MS = Math.max(WEBSOCKET.minTimeoutMs, WEBSOCKET.timeoutMs);

export interface LiveClient {
  client: Client;
  /** Closes the open socket so the client reconnects with fresh connectionParams. */
  restart(): void;
  dispose(): Promise<void>;
}

/**
 * The graphql-ws client with the product's behaviour, not graphql-ws's defaults (5 retries, 1 s base,
 * network errors fatal, no ping): lazy, retries forever, and a keep-alive ping whose missing pong
 * closes the socket, so a half-open connection (phone changed cell, NAT dropped it) is noticed.
 * graphql-ws is loaded here, on first use, to keep it out of the landing page's chunk.
 */
export async function createLiveClient(opts: LiveClientOptions): Promise<LiveClient> {
  const { createClient } = await import("graphql-ws");
  const keepAlive = opts.keepAliveMs ?? 10_000;
  const pongTimeoutMs = opts.pongTimeoutMs ?? 5_000;
  let socket: WebSocket | null = null;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let connecting = false;
  let restartPending = false;

  let lastId = 0;
  const options: ClientOptions = {
    url: opts.url,
    // Ids need only be unique on one socket. Small sequential ones let the server encode a
    // leaderboard update once for every phone whose subscription has the same id
    // (server/graphql/fanout.ts); graphql-ws's default, a random UUID, makes each message unique.
    generateID: () => String(++lastId),
    lazy: true,
    lazyCloseTimeout: 3_000,
    retryAttempts: Number.POSITIVE_INFINITY,
    shouldRetry: () => true,
    connectionAckWaitTimeout: CONNECTION_TIMEOUT_MS,
    keepAlive,
    connectionParams: () => {
      const token = opts.getToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    retryWait: async (retries) => {
      const delay = retryDelay(retries);
      opts.onRetryWait?.(delay, retries);
      await new Promise((resolve) => setTimeout(resolve, delay));
    },
    on: {
      connecting: () => {
        connecting = true;
      },
      opened: (s) => {
        connecting = false;
        socket = s as WebSocket;
        if (restartPending) {
          restartPending = false;
          socket.close(4205, "Client Restart");
        }
      },
      connected: (_s, _payload, wasRetry) => opts.onConnected?.(wasRetry),
      closed: () => {
        connecting = false;
        socket = null;
        clearTimeout(pongTimer);
        opts.onClosed?.();
      },
      ping: (received) => {
        if (received) return;
        // A half-open socket never completes a close handshake either: terminate() drops it at once
        // (close 4499, which graphql-ws retries) instead of waiting for the peer.
        pongTimer = setTimeout(() => client.terminate(), pongTimeoutMs);
      },
      pong: (received) => {
        if (received) clearTimeout(pongTimer);
      },
    },
  };
  if (opts.webSocketImpl) options.webSocketImpl = opts.webSocketImpl;
  const client = createClient(options);

  return {
    client,
    restart() {
      if (socket?.readyState === 1) socket.close(4205, "Client Restart");
      else if (connecting) restartPending = true;
    },
    async dispose() {
      clearTimeout(pongTimer);
      await client.dispose();
    },
  };
}

/** ws/wss from the page's scheme, same origin, unless the endpoint names another host. */
export function liveUrl(endpoint: string, pageHref: string): string {
  const url = new URL(endpoint, pageHref);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.toString();
}

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
