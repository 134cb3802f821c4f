import fs from "node:fs";
import pino from "pino";
import { buildApp, readPersistedDocuments } from "./app.ts";
import { DataDirInUseError, openDatabase } from "./db/client.ts";
import { migrate } from "./db/migrate.ts";
import { seedContent } from "./db/seed.ts";
import { demoEventMode, parseEnv } from "./env.ts";
import { opsSocketPath, serveOps } from "./ops/channel.ts";
import { runCli } from "./ops/cli.ts";

// env → database → migrations → seed → app → listen → ops channel; SIGTERM/SIGINT drain and close.
const started = performance.now();
const env = (() => {
  try {
    return parseEnv();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
})();
const logger = pino({ level: env.LOG_LEVEL });

async function main() {
  const production = env.NODE_ENV === "production";
  const persistedDocuments = env.PERSISTED_OPERATIONS_ONLY ? readPersistedDocuments() : undefined;
  const handle = await openDatabase(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  await migrate(handle);
  const seeded = await seedContent(handle.db, undefined, { demoEvent: demoEventMode(env) });
  if (seeded.bankSeeded) logger.info({ bank: seeded.bank, sample: seeded.sample, retired: seeded.retired }, "question bank seeded");
  if (seeded.demoEventCreated) logger.info('demo event created (docs/organizers.md, "The demo event")');
  const app = await buildApp({
    db: handle,
    logger,
    production,
    persistedDocuments,
    clientAddressPath: env.CLIENT_ADDRESS_PATH,
    allowedOrigins: env.ALLOWED_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    tls:
      env.TLS_CERT_FILE && env.TLS_KEY_FILE
        ? { cert: fs.readFileSync(env.TLS_CERT_FILE), key: fs.readFileSync(env.TLS_KEY_FILE) }
        : undefined,
  });
  // ops commands run here, beside the riders, through a socket only this machine user can open;
  // opened before the "listening" line, so a server that says it listens also answers ops.
  const ops = await serveOps({ socketPath: opsSocketPath(env.DATA_DIR), db: handle.db, logger, run: runCli });
  await new Promise<void>((resolve) => app.server.listen(env.PORT, env.HOST, resolve));
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : env.PORT;
  const scheme = env.TLS_CERT_FILE ? "https" : "http";
  logger.info(
    { port, host: env.HOST, tls: Boolean(env.TLS_CERT_FILE), database: handle.kind, startupMs: Math.round(performance.now() - started) },
    `MotoQuiz listening on ${scheme}://${env.HOST}:${port}`,
  );
  // No organizer yet: a one-time link makes whoever opens it (signed in) the first one (docs/organizers.md#the-console).
  const setup = await app.setupPath();
  if (setup) {
    const host = env.HOST === "0.0.0.0" || env.HOST === "::" ? "localhost" : env.HOST;
    logger.info(`First organizer: sign in, then open ${scheme}://${host}:${port}${setup} (works once)`);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down: draining requests and websockets");
    try {
      await ops?.close();
      await app.close();
      await handle.close();
      logger.info("stopped");
      process.exit(0);
    } catch (err) {
      logger.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((err: unknown) => {
  // A busy data directory or a bad manifest is an operator's problem: say it plainly.
  if (err instanceof DataDirInUseError || (err instanceof Error && err.message.startsWith("PERSISTED_OPERATIONS_ONLY"))) {
    logger.fatal(err.message);
  } else logger.fatal({ err }, "start-up failed");
  process.exit(1);
});
