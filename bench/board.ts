// The board at scale (issue 28, item 7): 20,000 riders in one event, 50 concurrent readers of its
// first page, and riders finishing their checkpoint meanwhile (each finish changes the standings).
// Figures: board read p99 alone; a finishing submit's p99 alone; both together; the server's CPU
// (main thread and PGlite's, user + system) per board read alone, what each reader costs the riders;
// a join from the event's poster (its namesake check, accounts/names.ts), with a free name and a taken one.

import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { load } from "./api.ts";
import { refreshCost } from "./board-refresh.ts";
import { createBenchDatabase, processUsage, startBenchServer } from "./proc.ts";
import { gql, pooled, prepareRider, type Rider, SUBMIT } from "./riders.ts";

const BOARD = "query B($e: ID) { leaderboard(eventId: $e, first: 10) { riders entries { rank displayName nameTag score } } }";
const READERS = 50;
/** Riders submitting their last answer: a rider's path, not a flood. */
const SUBMITTERS = 10;
const JOIN = "mutation J($i: JoinInput!) { join(input: $i) { ok fieldErrors { suggestion } } }";
/** Joins from the poster of the seeded riders' checkpoint (board-seed.ts), each one at a time. */
const JOINS = 100;
const joinBody = (displayName: string) => JSON.stringify({ query: JOIN, variables: { i: { displayName, checkpointCode: "BNCH2345" } } });

/**
 * A guest's join from the poster of an event of `riders` riders, one connection: a free name each
 * time, then a seeded rider's name ("Board rider 1", whose offer is the first number past them all:
 * every seeded name is a number of its base, the worst case of the search).
 */
export async function measureJoins(url: string, seconds: number) {
  const free = await load(
    url,
    seconds,
    (i) => (i < JOINS ? { token: "", body: joinBody(`Joiner ${i + 1}`) } : null),
    (b) => b.includes('"ok":true'),
    JOINS,
    1,
  );
  const taken = await load(
    url,
    seconds,
    () => ({ token: "", body: joinBody("Board rider 1") }),
    (b) => b.includes('"suggestion":"Board rider'),
    3,
    1,
  );
  return { joinFree: free, joinTaken: taken };
}

export async function runBoardBench(opts: { riders?: number; finishers?: number; seconds?: number } = {}) {
  const { riders = 20_000, finishers = 400, seconds = 10 } = opts;
  const out: Record<string, unknown> = { riders, readers: READERS, submitConnections: SUBMITTERS, seconds };
  // What the machine gives at all right now: a server answering { ping } with nothing behind it.
  const floor = await startBenchServer({}, "bench/floor-server.ts");
  try {
    out.floor = await load(
      floor.url,
      5,
      () => ({ token: "", body: '{"query":"{ ping }"}' }),
      (b) => b.includes('"pong"'),
      undefined,
      READERS,
    );
  } finally {
    await floor.stop();
  }
  const dataDir = `${process.cwd()}/tmp/bench-board-${randomBytes(4).toString("hex")}`;
  for (const kind of ["pglite", "postgres"] as const) {
    const database = kind === "postgres" ? await createBenchDatabase() : null;
    const env: Record<string, string> = {
      BENCH_BOARD_RIDERS: String(riders),
      ...(database ? { DATABASE_URL: database.url } : { DATA_DIR: dataDir }),
    };
    const server = await startBenchServer(env);
    try {
      const eventId = (await gql(server.url, "query { defaultEvent { id } }", {})).defaultEvent.id as string;
      // Each rider has answered 4 of 5: their next submit finishes the attempt and moves the board.
      const ready = await pooled(finishers, 16, () => prepareRider(server.url, { answerFirst: 4 }));
      const [alone, together] = [ready.slice(0, finishers / 2), ready.slice(finishers / 2)];
      const readBody = JSON.stringify({ query: BOARD, variables: { e: eventId } });
      const okBoard = (b: string) => b.includes(`"riders":`);
      const submitBody = (r: Rider) => JSON.stringify({ query: SUBMIT, variables: { a: r.attemptId, q: r.questionId, c: r.choiceId } });
      const okSubmit = (b: string) => b.includes('"ok":true');
      const submits = (rs: Rider[]) =>
        load(server.url, seconds, (i) => (rs[i] ? { token: rs[i].token, body: submitBody(rs[i]) } : null), okSubmit, rs.length, SUBMITTERS);
      const reads = () => load(server.url, seconds, () => ({ token: "", body: readBody }), okBoard, undefined, READERS);

      const entry: Record<string, unknown> = await measureJoins(server.url, seconds);
      const cpuBefore = processUsage(server.pid).cpuMs;
      const boardAlone = await reads();
      entry.boardAlone = boardAlone;
      entry.serverCpuUsPerRead = Math.round(((processUsage(server.pid).cpuMs - cpuBefore) * 1000) / Math.max(1, boardAlone.requests));
      entry.submitAlone = await submits(alone);
      const [boardWithSubmits, submitWithReaders] = await Promise.all([reads(), submits(together)]);
      Object.assign(entry, { boardWithSubmits, submitWithReaders });
      out[kind] = entry;
      process.stderr.write(`  board ${kind}: ${JSON.stringify(entry)}\n`);
    } finally {
      await server.stop();
      await database?.drop();
      if (!database) {
        fs.rmSync(dataDir, { recursive: true, force: true });
        fs.rmSync(`${dataDir}.lock`, { force: true });
      }
    }
  }
  // What every finish costs the process once someone reads the board after it (one refresh each).
  const refreshDir = `${dataDir}-refresh`;
  const refreshDb = await createBenchDatabase();
  try {
    out.snapshotRefresh = {
      pglite: await refreshCost(riders, { dataDir: refreshDir }),
      postgres: await refreshCost(riders, { databaseUrl: refreshDb.url }),
    };
    process.stderr.write(`  board snapshot refresh: ${JSON.stringify(out.snapshotRefresh)}\n`);
  } finally {
    await refreshDb.drop();
    fs.rmSync(refreshDir, { recursive: true, force: true });
    fs.rmSync(`${refreshDir}.lock`, { force: true });
  }
  return out;
}
