import net from "node:net";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import WebSocket from "ws";
import { LeaderboardChangedDocument, LeaderboardFields, leaderboardKeys, refetchMissed } from "#app/features/leaderboard/queries.ts";
import { getFragmentData } from "#app/graphql/__generated__/fragment-masking.ts";
import type { LeaderboardChangedSubscription } from "#app/graphql/__generated__/graphql.ts";
import { LeaderboardDocument } from "#app/graphql/__generated__/graphql.ts";
import { createLiveClient, liveUrl, subscribe } from "#app/platform/data/live.ts";
import { createTransport } from "#app/platform/data/transport.ts";
import { events } from "#server/db/schema/index.ts";
import { startTestApi, type TestApi } from "./api.ts";

/** The machine is shared: waits are generous, they end as soon as the condition holds. */
const WAIT = { timeout: 10_000, interval: 50 };

let api: TestApi;
let eventId: string;

beforeAll(async () => {
  api = await startTestApi();
  const [row] = await api.handle.db.insert(events).values({ name: "Live Test Ride", isDefault: true }).returning({ id: events.id });
  eventId = row?.id ?? "";
});
afterAll(async () => {
  await api?.close();
});

describe("live updates over graphql-ws", () => {
  it("survive a server restart: reconnect within the backoff bounds, resubscribe, re-query", async () => {
    const waits: { delay: number; retries: number }[] = [];
    let connects = 0;
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const http = createTransport({ url: api.url });
    const observer = new QueryObserver(qc, {
      queryKey: leaderboardKeys.event(eventId, 10),
      queryFn: () => http.request(LeaderboardDocument, { eventId, first: 10 }),
      staleTime: 60_000,
    });
    const stopObserving = observer.subscribe(() => {});
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true), WAIT);
    const fetchedAt = observer.getCurrentResult().dataUpdatedAt;

    const live = await createLiveClient({
      url: liveUrl("/graphql", api.origin),
      getToken: () => null,
      webSocketImpl: WebSocket,
      onConnected: () => {
        connects++;
        void refetchMissed(qc);
      },
      onRetryWait: (delay, retries) => waits.push({ delay, retries }),
    });
    const received: LeaderboardChangedSubscription[] = [];
    const errors: unknown[] = [];
    const stop = subscribe(
      LeaderboardChangedDocument,
      { eventId },
      { next: (d) => received.push(d), error: (e) => errors.push(e) },
      Promise.resolve(live),
    );

    await vi.waitFor(() => expect(connects).toBe(1), WAIT);
    await vi.waitFor(async () => {
      await api.app.live.changed(eventId);
      expect(received.length).toBeGreaterThan(0);
    }, WAIT);
    expect(getFragmentData(LeaderboardFields, received[0]?.leaderboardChanged)?.eventId).toBe(eventId);
    // The first connect re-queried too; wait for it, so what follows is the reconnect's doing.
    await vi.waitFor(() => expect(observer.getCurrentResult().dataUpdatedAt).toBeGreaterThan(fetchedAt), WAIT);
    const afterFirstConnect = observer.getCurrentResult().dataUpdatedAt;

    await api.restart(400);
    await vi.waitFor(() => expect(connects).toBe(2), { timeout: 15_000, interval: 50 });
    const before = received.length;
    await vi.waitFor(async () => {
      await api.app.live.changed(eventId);
      expect(received.length).toBeGreaterThan(before);
    }, WAIT);
    expect(errors).toEqual([]);

    expect(waits.length).toBeGreaterThan(0);
    expect(waits[0]?.retries).toBe(0);
    for (const { delay, retries } of waits) {
      const base = Math.min(10_000, 100 * 2 ** retries);
      expect(delay).toBeGreaterThanOrEqual(base);
      expect(delay).toBeLessThanOrEqual(Math.min(10_000, base * 2));
    }
    // Nothing is replayed: the reconnect re-queried the leaderboard.
    await vi.waitFor(() => expect(observer.getCurrentResult().dataUpdatedAt).toBeGreaterThan(afterFirstConnect), WAIT);

    stop();
    stopObserving();
    await live.dispose();
  });
});

/** A TCP relay whose open connections can be frozen: bytes stop, nothing is closed (half-open). */
async function startRelay(target: number) {
  const pairs: [net.Socket, net.Socket][] = [];
  const frozen: [net.Socket, net.Socket][] = [];
  const server = net.createServer((client) => {
    const upstream = net.connect(target, "127.0.0.1");
    client.pipe(upstream);
    upstream.pipe(client);
    client.on("error", () => {});
    upstream.on("error", () => {});
    pairs.push([client, upstream]);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  return {
    port: (server.address() as net.AddressInfo).port,
    freeze() {
      for (const [a, b] of pairs.splice(0)) {
        frozen.push([a, b]);
        a.unpipe(b);
        b.unpipe(a);
      }
    },
    close() {
      for (const [a, b] of [...pairs, ...frozen]) {
        a.destroy();
        b.destroy();
      }
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe("subscription ids", () => {
  it("are numbered 1, 2, … per client, so the server can share one encoded update among phones", async () => {
    const ids: string[] = [];
    class Recording extends WebSocket {
      override send(data: unknown, ...rest: never[]) {
        const message = JSON.parse(String(data)) as { type: string; id?: string };
        if (message.type === "subscribe" && message.id) ids.push(message.id);
        return (super.send as (...a: unknown[]) => void)(data, ...rest);
      }
    }
    const live = await createLiveClient({ url: liveUrl("/graphql", api.origin), getToken: () => null, webSocketImpl: Recording });
    const sink = { next: () => {}, error: () => {} };
    const stops = [
      subscribe(LeaderboardChangedDocument, { eventId }, sink, Promise.resolve(live)),
      subscribe(LeaderboardChangedDocument, { eventId }, sink, Promise.resolve(live)),
    ];
    await vi.waitFor(() => expect(ids).toEqual(["1", "2"]), WAIT);
    for (const stop of stops) stop();
    await live.client.dispose();
  });
});

describe("half-open connection", () => {
  it("is noticed by the keep-alive ping and replaced", async () => {
    const relay = await startRelay(Number(new URL(api.origin).port));
    let connects = 0;
    const live = await createLiveClient({
      url: `ws://127.0.0.1:${relay.port}/graphql`,
      getToken: () => null,
      webSocketImpl: WebSocket,
      keepAliveMs: 200,
      pongTimeoutMs: 300,
      onConnected: () => {
        connects++;
      },
    });
    const received: unknown[] = [];
    const stop = subscribe(LeaderboardChangedDocument, { eventId }, { next: (d) => received.push(d) }, Promise.resolve(live));
    await vi.waitFor(() => expect(connects).toBe(1), WAIT);
    relay.freeze();
    await vi.waitFor(() => expect(connects).toBe(2), WAIT);
    await vi.waitFor(async () => {
      await api.app.live.changed(eventId);
      expect(received.length).toBeGreaterThan(0);
    }, WAIT);
    stop();
    await live.dispose();
    await relay.close();
  });
});
