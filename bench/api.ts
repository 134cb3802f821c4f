// API latency and throughput: autocannon from this process against the server in
// its own process, loopback only, 50 connections, bounded in time.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import autocannon from "autocannon";
import { createBenchDatabase, startBenchServer } from "./proc.ts";
import { CURRENT, pooled, prepareRider, type Rider, SUBMIT } from "./riders.ts";

const CONNECTIONS = 50;

export interface LoadFigures {
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Answers that were not a clean `ok: true` (GraphQL errors or field errors). */
  notOk: number;
  seconds: number;
}

export async function load(
  url: string,
  seconds: number,
  pick: (i: number) => { token: string; body: string } | null,
  check: (body: string) => boolean,
  amount?: number,
  connections = CONNECTIONS,
): Promise<LoadFigures> {
  let i = 0;
  let notOk = 0;
  const result = await autocannon({
    url: `${url}/graphql`,
    connections,
    duration: seconds,
    amount,
    timeout: 30,
    method: "POST",
    requests: [
      {
        setupRequest: (req) => {
          const next = pick(i++);
          // Out of distinct items: keep the connection busy with nothing more to send.
          if (!next) return req;
          // The headers a phone's browser sends: it asks for compressed answers too.
          return {
            ...req,
            headers: {
              "content-type": "application/json",
              "accept-encoding": "gzip, deflate, br",
              ...(next.token ? { authorization: `Bearer ${next.token}` } : {}),
            },
            body: next.body,
          };
        },
        onResponse: (status, body) => {
          if (status !== 200 || !check(body)) notOk++;
        },
      },
    ],
  });
  return {
    requests: result.requests.total,
    rps: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    notOk,
    seconds: Math.round(result.duration * 10) / 10,
  };
}

async function measure(url: string, riders: Rider[], seconds: number) {
  const submitBody = (r: Rider) => JSON.stringify({ query: SUBMIT, variables: { a: r.attemptId, q: r.questionId, c: r.choiceId } });
  const currentBody = JSON.stringify({ query: CURRENT });
  const okSubmit = (b: string) => b.includes('"ok":true');
  const currentQuestion = await load(
    url,
    seconds,
    (i) => ({ token: (riders[i % riders.length] as Rider).token, body: currentBody }),
    (b) => b.includes('"questionId"'),
  );
  // Each rider's open question answered once: every request is a first answer (a real write).
  const firstAnswer = await load(
    url,
    seconds,
    (i) => {
      const r = riders[i];
      return r ? { token: r.token, body: submitBody(r) } : null;
    },
    okSubmit,
    riders.length,
  );
  // The same answers again: the stored result comes back, nothing is written.
  const repeatAnswer = await load(
    url,
    seconds,
    (i) => {
      const r = riders[i % riders.length] as Rider;
      return { token: r.token, body: submitBody(r) };
    },
    okSubmit,
  );
  return { currentQuestion, firstAnswer, repeatAnswer };
}

export async function runApiBench(opts: { riders?: number; seconds?: number } = {}) {
  const { riders: n = 600, seconds = 10 } = opts;
  const out: Record<string, unknown> = { connections: CONNECTIONS, riders: n, seconds };
  const floor = await startBenchServer({}, "bench/floor-server.ts");
  try {
    out.floor = await load(
      floor.url,
      seconds,
      () => ({ token: "-", body: '{"query":"{ ping }"}' }),
      (b) => b.includes('"pong"'),
    );
  } finally {
    await floor.stop();
  }
  const dataDir = `${process.cwd()}/tmp/bench-pglite-${randomBytes(4).toString("hex")}`;
  for (const kind of ["pglite", "postgres"] as const) {
    const database = kind === "postgres" ? await createBenchDatabase() : null;
    const env: Record<string, string> = database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir };
    const server = await startBenchServer(env);
    try {
      const t0 = performance.now();
      const riders = await pooled(n, 16, () => prepareRider(server.url));
      process.stderr.write(`  api ${kind}: ${n} riders ready in ${Math.round((performance.now() - t0) / 1000)} s\n`);
      out[kind] = await measure(server.url, riders, seconds);
    } finally {
      await server.stop();
      await database?.drop();
      if (!database) {
        fs.rmSync(dataDir, { recursive: true, force: true });
        fs.rmSync(`${dataDir}.lock`, { force: true });
      }
    }
  }
  return out;
}
