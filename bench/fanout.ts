// Live fan-out: N websocket subscribers on one event; from an attempt finishing (the submitAnswer
// response of its last question) to the last subscriber's update. Our shared path (one execution and
// one serialisation per snapshot, server/graphql/fanout.ts) and plain graphql-ws (one execution per
// subscriber) each on a fresh server process, same sizes, same run. Loopback only; every wait is bounded.
import os from "node:os";
import WebSocket from "ws";
import { createBenchDatabase, median, percentile, processUsage, r1, startBenchServer } from "./proc.ts";
import { gql, pooled, prepareRider, type Rider, SUBMIT } from "./riders.ts";

const SUBSCRIPTION = `subscription L($eventId: ID!) { leaderboardChanged(eventId: $eventId) {
  eventId riders updatedAt entries { rank userId displayName score checkpointsDone totalTimeMs } } }`;
const ROUND_TIMEOUT_MS = 15_000;
const CONNECT_TIMEOUT_MS = 120_000;
/** Past the 250 ms coalescing window, so each finish is its own update. */
const BETWEEN_FINISHES_MS = 600;

type Mode = "shared" | "per-subscriber";

/**
 * A bare graphql-transport-ws subscriber (no client library): the bench process then spends little
 * per message, so the latency is mostly the server's. Counts `next` messages without parsing them.
 */
interface Subscriber {
  socket: WebSocket;
  seen: number;
  target: number;
}

const round = { pending: 0, lastAt: 0 };
function delivered(sub: Subscriber): void {
  if (sub.seen === sub.target && round.pending > 0) {
    round.pending--;
    if (round.pending === 0) round.lastAt = performance.now();
  }
}

function subscribe(url: string, eventId: string): Promise<Subscriber> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
    const sub: Subscriber = { socket, seen: 0, target: 0 };
    const timer = setTimeout(() => reject(new Error("no first snapshot in time")), CONNECT_TIMEOUT_MS);
    socket.on("open", () => socket.send(JSON.stringify({ type: "connection_init", payload: {} })));
    socket.on("error", reject);
    socket.on("message", (data: Buffer) => {
      const head = data.toString("latin1", 0, 40);
      if (head.includes('"type":"next"')) {
        sub.seen++;
        if (sub.seen === 1) {
          clearTimeout(timer);
          resolve(sub);
        } else delivered(sub);
      } else if (head.includes('"type":"connection_ack"')) {
        socket.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query: SUBSCRIPTION, variables: { eventId } } }));
      } else if (!head.includes('"type":"ping"') && !head.includes('"type":"pong"')) {
        reject(new Error(`unexpected message: ${data.toString().slice(0, 200)}`));
      }
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Finishes one attempt per round and times the last of `subs` to receive the update. */
async function rounds(url: string, pid: number, subs: Subscriber[], finishers: Rider[]) {
  const latencies: number[] = [];
  let lost = 0;
  let extra = 0;
  const cpuBefore = processUsage(pid).cpuMs;
  let peakRss = processUsage(pid).rssMb;
  for (const rider of finishers) {
    for (const sub of subs) sub.target = sub.seen + 1;
    round.pending = subs.length;
    round.lastAt = 0;
    await gql(url, SUBMIT, { a: rider.attemptId, q: rider.questionId, c: rider.choiceId }, rider.token);
    const answeredAt = performance.now();
    while (!round.lastAt && performance.now() < answeredAt + ROUND_TIMEOUT_MS) {
      peakRss = Math.max(peakRss, processUsage(pid).rssMb);
      await sleep(5);
    }
    if (round.lastAt) latencies.push(Math.max(0, round.lastAt - answeredAt));
    await sleep(BETWEEN_FINISHES_MS);
    for (const sub of subs) {
      if (sub.seen < sub.target) lost++;
      else if (sub.seen > sub.target) extra++;
      // Who fell behind or got extra starts the next round from where it is.
    }
  }
  const cpuMs = processUsage(pid).cpuMs - cpuBefore;
  return {
    subscribers: subs.length,
    finishes: finishers.length,
    p50Ms: Math.round(median(latencies)),
    p99Ms: Math.round(percentile(latencies, 99)),
    maxMs: Math.round(Math.max(...latencies)),
    lostMessages: lost,
    extraMessages: extra,
    serverPeakRssMb: peakRss,
    serverCpuMsPerFinish: Math.round(cpuMs / finishers.length),
  };
}

async function runMode(mode: Mode, databaseUrl: string, eventId: string, sizes: number[], finishers: Rider[], perSize: number) {
  const server = await startBenchServer({ DATABASE_URL: databaseUrl, LIVE_FANOUT: mode });
  const subs: Subscriber[] = [];
  try {
    await sleep(1000); // settle after start-up before the idle figure
    const idleRssMb = processUsage(server.pid).rssMb;
    const out: Record<string, unknown> = { serverIdleRssMb: idleRssMb };
    for (const [k, size] of sizes.entries()) {
      const t0 = performance.now();
      subs.push(...(await pooled(size - subs.length, 200, () => subscribe(server.url, eventId))));
      const connectS = r1((performance.now() - t0) / 1000);
      await sleep(1000);
      const connectedRss = processUsage(server.pid).rssMb;
      const fig = await rounds(server.url, server.pid, subs, finishers.slice(k * perSize, (k + 1) * perSize));
      const perSubscriberKb = Math.round(((connectedRss - idleRssMb) * 1024) / size);
      out[String(size)] = { ...fig, serverRssConnectedMb: connectedRss, idleKbPerSubscriber: perSubscriberKb, connectSeconds: connectS };
      process.stderr.write(
        `  ${mode} ${size}: p50 ${fig.p50Ms} ms p99 ${fig.p99Ms} ms, lost ${fig.lostMessages}, RSS ${fig.serverPeakRssMb} MB (${perSubscriberKb} KB/subscriber idle), CPU ${fig.serverCpuMsPerFinish} ms/finish, load ${os.loadavg()[0]?.toFixed(2)}\n`,
      );
    }
    return out;
  } finally {
    for (const s of subs) s.socket.terminate();
    await server.stop();
  }
}

export async function runFanoutBench(opts: { sizes?: number[]; finishesPerSize?: number } = {}) {
  const { sizes = [1000, 5000, 10000], finishesPerSize = 6 } = opts;
  const modes: Mode[] = ["shared", "per-subscriber"];
  // On PostgreSQL, so the server's RSS is the fan-out's and not PGlite's in-process database.
  const database = await createBenchDatabase();
  try {
    // Riders are prepared on a server of their own, so each measured server starts equally idle.
    const prep = await startBenchServer({ DATABASE_URL: database.url });
    let eventId: string;
    let finishers: Rider[];
    try {
      eventId = (await gql(prep.url, "query { defaultEvent { id } }", {})).defaultEvent.id as string;
      finishers = await pooled(finishesPerSize * sizes.length * modes.length, 8, () => prepareRider(prep.url, { answerFirst: 4 }));
    } finally {
      await prep.stop();
    }
    const out: Record<string, unknown> = {
      database: "postgresql",
      sizes,
      loadavgAtStart: os.loadavg().map((l) => r1(l)),
      note: "subscribers are bare graphql-transport-ws sockets in the bench process, anonymous; latency is from the finishing submitAnswer's response to the last subscriber's update (includes the 250 ms coalescing window's leading edge); per-subscriber memory = (RSS with N idle subscribers − idle RSS) / N",
    };
    for (const [i, mode] of modes.entries()) {
      const share = finishesPerSize * sizes.length;
      out[mode] = await runMode(mode, database.url, eventId, sizes, finishers.slice(i * share, (i + 1) * share), finishesPerSize);
    }
    out.loadavgAtEnd = os.loadavg().map((l) => r1(l));
    // biome-ignore lint/suspicious/noExplicitAny: figures read back from the sections above
    const fig = (mode: Mode, size: number) => (out[mode] as any)[String(size)];
    out.ratios = Object.fromEntries(
      sizes.map((size) => {
        const a = fig("shared", size);
        const b = fig("per-subscriber", size);
        return [
          size,
          {
            p99: r1(b.p99Ms / Math.max(1, a.p99Ms)),
            cpu: r1(b.serverCpuMsPerFinish / Math.max(1, a.serverCpuMsPerFinish)),
            peakRss: r1(b.serverPeakRssMb / a.serverPeakRssMb),
          },
        ];
      }),
    );
    return out;
  } finally {
    await database.drop();
  }
}
