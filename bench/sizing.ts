// Sizing (`npm run bench -- --only=sizing`): what the production server (the compiled
// build/node/index.js, as `npm start` runs it, with its real settings) needs in memory and CPU
// while 50, 300 and 1,000 riders each join as guests, keep the live leaderboard open and play one
// checkpoint, on each database. Riders come 32 at a time from addresses of their own (TRUST_PROXY).
// docs/organizers.md, "Sizing", is written from these figures. Loopback only; every wait is bounded.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import WebSocket from "ws";
import { createBenchDatabase, processUsage, r1 } from "./proc.ts";
import { CODES, gql, NEXT, pooled, START, SUBMIT } from "./riders.ts";

const root = fileURLToPath(new URL("..", import.meta.url));
const JOIN = "mutation J($input: JoinInput!) { join(input: $input) { ok token fieldErrors { field message } } }";
const EVENT = "query E { defaultEvent { id } }";
const SUBSCRIPTION = "subscription L($eventId: ID!) { leaderboardChanged(eventId: $eventId) { eventId riders } }";
const WIDTH = 32;
const TIMEOUT_MS = 600_000;

interface Started {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** The compiled server in its own process, as `npm start` runs it. */
async function startCompiled(env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ["build/node/index.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      TRUST_PROXY: "1",
      DEMO_EVENT: "1",
      LOG_LEVEL: "info",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let head = "";
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no server:\n${head}`)), 180_000);
    const onData = (d: Buffer) => {
      if (head.length < 100_000) head += d;
      const line = head.split("\n").find((l) => l.includes("MotoQuiz listening"));
      if (line) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    void exited.then(() => reject(new Error(`server exited:\n${head}`)));
  });
  return {
    url,
    pid: child.pid as number,
    async stop() {
      child.kill("SIGTERM");
      const t = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(t);
    },
  };
}

/** A phone on the live leaderboard: a bare graphql-transport-ws subscriber. */
function watch(url: string, eventId: string, ip: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws", { headers: { "x-forwarded-for": ip } });
    const timer = setTimeout(() => reject(new Error("no snapshot in time")), 60_000);
    socket.on("open", () => socket.send(JSON.stringify({ type: "connection_init", payload: {} })));
    socket.on("error", reject);
    socket.on("message", (data: Buffer) => {
      const head = data.toString("latin1", 0, 40);
      if (head.includes('"type":"connection_ack"')) {
        socket.send(JSON.stringify({ id: "1", type: "subscribe", payload: { query: SUBSCRIPTION, variables: { eventId } } }));
      } else if (head.includes('"type":"next"')) {
        clearTimeout(timer);
        resolve(socket);
      }
    });
  });
}

let counter = 0;
/** One rider: joins as a guest, accepts the rules, opens the leaderboard, plays a checkpoint. */
async function ride(url: string, eventId: string, sockets: WebSocket[]): Promise<void> {
  counter++;
  const ip = `10.${(counter >> 16) & 255}.${(counter >> 8) & 255}.${counter & 255}`;
  const joined = await gql(url, JOIN, { input: { displayName: `Rider ${counter}` } }, undefined, ip);
  const token = joined.join.token as string;
  if (!token) throw new Error(JSON.stringify(joined));
  await gql(url, "mutation { acceptRules { ok } }", {}, token, ip);
  sockets.push(await watch(url, eventId, ip));
  const started = await gql(url, START, { code: CODES[counter % CODES.length] }, token, ip);
  const attemptId = started.startAttempt.attempt?.id as string;
  if (!attemptId) throw new Error(JSON.stringify(started));
  for (;;) {
    const q = (await gql(url, NEXT, { id: attemptId }, token, ip)).nextQuestion.question;
    if (!q) return;
    const answered = await gql(url, SUBMIT, { a: attemptId, q: q.questionId, c: q.choices[0].id }, token, ip);
    if (answered.submitAnswer.outcome?.attemptFinished) return;
  }
}

async function measure(kind: "pglite" | "postgres", riders: number) {
  const db = kind === "postgres" ? await createBenchDatabase() : null;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mq-sizing-"));
  const env: Record<string, string> = { DATA_DIR: path.join(dataDir, "data"), ...(db ? { DATABASE_URL: db.url } : {}) };
  // The first start creates the database and seeds the bank (PGlite's memory grows then and is not
  // given back); a ride day's server starts on an existing install, so that is the one measured.
  const first = await startCompiled(env);
  await new Promise((r) => setTimeout(r, 1000));
  const firstStartRssMb = processUsage(first.pid).rssMb;
  await first.stop();
  const server = await startCompiled(env);
  const sockets: WebSocket[] = [];
  let sampler: NodeJS.Timeout | undefined;
  try {
    await new Promise((r) => setTimeout(r, 2000));
    const idle = processUsage(server.pid);
    const eventId = (await gql(server.url, EVENT, {})).defaultEvent.id as string;
    let peakRss = idle.rssMb;
    sampler = setInterval(() => {
      peakRss = Math.max(peakRss, processUsage(server.pid).rssMb);
    }, 250);
    const t0 = performance.now();
    const cpu0 = processUsage(server.pid).cpuMs;
    await Promise.race([
      pooled(riders, WIDTH, () => ride(server.url, eventId, sockets)),
      new Promise((_, reject) => setTimeout(() => reject(new Error("timed out")), TIMEOUT_MS)),
    ]);
    const wallMs = performance.now() - t0;
    const cpuMs = processUsage(server.pid).cpuMs - cpu0;
    clearInterval(sampler);
    const held = processUsage(server.pid);
    return {
      riders,
      firstStartRssMb,
      idleRssMb: idle.rssMb,
      peakRssMb: Math.max(peakRss, held.rssMb),
      rssWithSocketsOpenMb: held.rssMb,
      cpuS: r1(cpuMs / 1000),
      cpuMsPerRider: Math.round(cpuMs / riders),
      wallS: r1(wallMs / 1000),
      coresBusy: r1(cpuMs / wallMs),
    };
  } finally {
    clearInterval(sampler);
    for (const s of sockets) s.terminate();
    await server.stop();
    await db?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function runSizingBench(
  opts: { sizes?: number[]; kinds?: ("pglite" | "postgres")[]; onRow?: (partial: Record<string, unknown>) => void } = {},
) {
  const sizes = opts.sizes ?? [50, 300, 1000];
  // The build `npm start` would run (only what is older than its sources is rebuilt).
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  const out: Record<string, unknown> = { sizes, loadavgAtStart: os.loadavg().map(r1) };
  for (const kind of opts.kinds ?? (["pglite", "postgres"] as const)) {
    const rows: Awaited<ReturnType<typeof measure>>[] = [];
    out[kind] = rows;
    for (const n of sizes) {
      process.stderr.write(`  sizing ${kind}: ${n} riders\n`);
      rows.push(await measure(kind, n));
      opts.onRow?.(out);
    }
  }
  out.loadavgAtEnd = os.loadavg().map(r1);
  return out;
}
