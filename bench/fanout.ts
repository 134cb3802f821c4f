// Live fan-out (issue 9 §5): N graphql-ws subscribers on one event; from an attempt finishing
// (the submitAnswer response of its last question) to the last subscriber's update.
import { type Client, createClient } from "graphql-ws";
import WebSocket from "ws";
import { createBenchDatabase, median, percentile, processUsage, startBenchServer } from "./proc.ts";
import { gql, pooled, prepareRider, type Rider, SUBMIT } from "./riders.ts";

const SUBSCRIPTION = `subscription L($eventId: ID!) { leaderboardChanged(eventId: $eventId) {
  eventId riders updatedAt entries { rank userId displayName score checkpointsDone totalTimeMs } } }`;

interface Subscriber {
  client: Client;
  seen: number;
  /** The update count that means "this round's update arrived". */
  target: number;
}

async function connect(url: string, eventId: string, n: number, onUpdate: (sub: Subscriber) => void): Promise<Subscriber[]> {
  const subs: Subscriber[] = [];
  let ready = 0;
  await pooled(n, 200, async () => {
    const client = createClient({ url: `${url.replace(/^http/, "ws")}/graphql`, webSocketImpl: WebSocket, retryAttempts: 0, lazy: true });
    const sub: Subscriber = { client, seen: 0, target: 0 };
    subs.push(sub);
    await new Promise<void>((resolve, reject) => {
      client.subscribe(
        { query: SUBSCRIPTION, variables: { eventId } },
        {
          next: () => {
            sub.seen++;
            if (sub.seen === 1) {
              ready++;
              resolve();
            } else onUpdate(sub);
          },
          error: reject,
          complete: () => {},
        },
      );
    });
  });
  if (ready !== n) throw new Error(`only ${ready}/${n} subscribers got the first snapshot`);
  return subs;
}

/** Counts deliveries per round without scanning every subscriber: each one reports once. */
const round = { pending: 0, lastAt: 0 };
function delivered(sub: Subscriber): void {
  if (sub.seen === sub.target && round.pending > 0) {
    round.pending--;
    if (round.pending === 0) round.lastAt = performance.now();
  }
}

/** Finishes one attempt per round and times the last of `subs` to receive the update. */
async function rounds(url: string, pid: number, subs: Subscriber[], finishers: Rider[]) {
  const latencies: number[] = [];
  let incomplete = 0;
  const cpuBefore = processUsage(pid).cpuMs;
  let peakRss = processUsage(pid).rssMb;
  for (const rider of finishers) {
    // Subscribers that joined later have seen fewer updates: each waits for its next one.
    for (const sub of subs) sub.target = sub.seen + 1;
    round.pending = subs.length;
    round.lastAt = 0;
    await gql(url, SUBMIT, { a: rider.attemptId, q: rider.questionId, c: rider.choiceId }, rider.token);
    const answeredAt = performance.now();
    while (!round.lastAt && performance.now() < answeredAt + 15_000) {
      peakRss = Math.max(peakRss, processUsage(pid).rssMb);
      await new Promise((r) => setTimeout(r, 5));
    }
    if (round.lastAt) latencies.push(Math.max(0, round.lastAt - answeredAt));
    else incomplete++;
    // Past the coalescing window, so the next finish is its own update.
    await new Promise((r) => setTimeout(r, 600));
    if (subs.some((sub) => sub.seen !== sub.target)) throw new Error("subscribers out of step: an extra or a missing update");
  }
  const cpuMs = processUsage(pid).cpuMs - cpuBefore;
  return {
    subscribers: subs.length,
    finishes: finishers.length,
    p50Ms: Math.round(median(latencies)),
    p99Ms: Math.round(percentile(latencies, 99)),
    maxMs: Math.round(Math.max(...latencies)),
    incomplete,
    serverPeakRssMb: peakRss,
    serverCpuMsPerFinish: Math.round(cpuMs / finishers.length),
  };
}

export async function runFanoutBench(opts: { sizes?: number[]; finishesPerSize?: number } = {}) {
  const { sizes = [1000, 5000], finishesPerSize = 8 } = opts;
  // On PostgreSQL, so the server's RSS is the fan-out's and not PGlite's in-process database.
  const database = await createBenchDatabase();
  const server = await startBenchServer({ DATABASE_URL: database.url });
  const all: Subscriber[] = [];
  try {
    const eventId = (await gql(server.url, "query { defaultEvent { id } }", {})).defaultEvent.id as string;
    const finishers = await pooled(finishesPerSize * sizes.length, 8, () => prepareRider(server.url, { answerFirst: 4 }));
    const idle = processUsage(server.pid);
    const out: Record<string, unknown> = { serverIdleRssMb: idle.rssMb, database: "postgresql", note: "subscribers run in the bench process (graphql-ws + ws), anonymous; latency includes their client-side handling and the 250 ms coalescing window" };
    for (const [k, size] of sizes.entries()) {
      const t0 = performance.now();
      all.push(...(await connect(server.url, eventId, size - all.length, delivered)));
      const connectedRss = processUsage(server.pid).rssMb;
      const connectS = Math.round((performance.now() - t0) / 100) / 10;
      const fig = await rounds(server.url, server.pid, all, finishers.slice(k * finishesPerSize, (k + 1) * finishesPerSize));
      out[String(size)] = { ...fig, serverRssConnectedMb: connectedRss, connectSeconds: connectS };
      process.stderr.write(`  fan-out ${size}: p50 ${fig.p50Ms} ms p99 ${fig.p99Ms} ms, RSS ${fig.serverPeakRssMb} MB\n`);
    }
    return out;
  } finally {
    await Promise.all(all.map((s) => s.client.dispose()));
    await server.stop();
    await database.drop();
  }
}
