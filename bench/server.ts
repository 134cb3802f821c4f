// The server under load, as its own process: `tsx bench/server.ts` with DATA_DIR or DATABASE_URL.
// It is the production app (buildApp, production mode, the built client) with bench-only
// settings, printed in the results: scrypt at log2 N = 12 instead of 17, so the bench can sign up
// hundreds of riders in seconds, and rate limits and the websockets-per-address cap raised so one
// loopback address can (the fan-out opens thousands of sockets from it).
import pino from "pino";
import { buildApp } from "#server/app.ts";
import { openDatabase } from "#server/db/client.ts";
import { migrate } from "#server/db/migrate.ts";
import { seedContent } from "#server/db/seed.ts";
import { seedBoard } from "./board-seed.ts";

export const BENCH_SCRYPT_LOG_N = 12;
const BIG = { points: 1_000_000, durationS: 3600 };

async function main() {
  const handle = await openDatabase(
    process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { dataDir: process.env.DATA_DIR },
  );
  await migrate(handle);
  await seedContent(handle.db);
  if (process.env.BENCH_BOARD_RIDERS) await seedBoard(handle.db, Number(process.env.BENCH_BOARD_RIDERS));
  const app = await buildApp({
    db: handle,
    logger: pino({ level: "warn" }),
    production: true,
    scryptLogN: BENCH_SCRYPT_LOG_N,
    trustProxy: true,
    rateLimits: { registerIp: BIG, loginIp: BIG, loginAccount: BIG, startAttemptIp: BIG, startAttemptAccount: BIG, boardIp: BIG },
    clientLimits: { socketsPerAddress: BIG.points },
    // bench/fanout.ts runs plain graphql-ws (per-subscriber execution) beside the shared path.
    liveFanout: process.env.LIVE_FANOUT === "per-subscriber" ? "per-subscriber" : "shared",
  });
  await new Promise<void>((resolve) => app.server.listen(0, "127.0.0.1", resolve));
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  console.log(JSON.stringify({ msg: "MotoQuiz listening", port, database: handle.kind }));
  const stop = async () => {
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  process.on("SIGINT", () => void stop());
}

if (process.argv[1]?.endsWith("server.ts")) void main();
