import { pathToFileURL } from "node:url";
import type { DbHandle } from "#server/db/client.ts";
import { runThroughServer } from "./channel.ts";
import { localFiles, type OpsContext, OpsError, UsageError } from "./context.ts";
import { DatabaseBusyError, openOpsDatabase, opsSocketFor } from "./database.ts";

interface CommandModule {
  run(args: string[], ctx: OpsContext): Promise<number>;
  usage: string;
}

// Loaded on demand: `events list` need not load pdfkit.
const commands: Record<string, () => Promise<CommandModule>> = {
  events: () => import("./commands/events.ts"),
  checkpoints: () => import("./commands/checkpoints.ts"),
  users: () => import("./commands/users.ts"),
  questions: () => import("./commands/questions.ts"),
  posters: () => import("./commands/posters.ts"),
  results: () => import("./commands/results.ts"),
  riders: () => import("./commands/riders.ts"),
  backup: () => import("./commands/backup.ts"),
  restore: () => import("./commands/restore.ts"),
};

export const usage = `MotoQuiz ops — run as: npm run ops -- <command> [options]

Commands:
  events list|create|close          Events (rides, campaigns)
  checkpoints list|create|close     Checkpoints and their codes
  users promote <email>             Make a user an ORGANIZER
  questions import <file>|export    The question bank, as JSON or CSV
  posters <event> --url <base> --out <file.pdf>
                                    Printable A4 QR posters, one per checkpoint
  results <event> [--out <file.csv>]
                                    The event's leaderboard as CSV
  riders list|hide|show|rename <event> …
                                    Moderate an event's riders (hidden, renamed)
  backup <file>                     Everything in one file, while the server runs
  restore <file> [--replace]        A backup into this database (embedded or PostgreSQL)

Run "npm run ops -- <command> --help" for a command's options.
While the server runs, it runs the command itself (through the local socket beside DATA_DIR):
riders are not disturbed. With the server stopped, ops opens the server's database itself:
DATABASE_URL (PostgreSQL) when set, else the PGlite directory DATA_DIR (default ./data); a fresh
one is migrated and given the question bank first.

Exit codes: 0 done, 1 failed (nothing changed), 2 bad arguments or database busy.`;

/** Dispatches one command line and maps failures to messages and exit codes. */
export async function runCli(argv: string[], ctx: OpsContext): Promise<number> {
  const [name, ...rest] = argv;
  try {
    if (name === undefined || name === "--help" || name === "-h" || name === "help") {
      (name === undefined ? ctx.err : ctx.out)(usage);
      return name === undefined ? 2 : 0;
    }
    const load = commands[name];
    if (!load) throw new UsageError(`Unknown command: ${name}`, usage);
    return await (await load()).run(rest, ctx);
  } catch (err) {
    if (err instanceof UsageError) {
      ctx.err(`Error: ${err.message}\n\n${err.usage}`);
      return 2;
    }
    if (err instanceof DatabaseBusyError) {
      ctx.err(err.message);
      return 2;
    }
    if (err instanceof OpsError) {
      ctx.err(`Error: ${err.message}`);
      return 1;
    }
    ctx.err(
      err instanceof Error && err.message.startsWith("Invalid environment")
        ? err.message
        : `Unexpected error: ${err instanceof Error ? err.stack : String(err)}`,
    );
    return 1;
  }
}

export async function main(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const out = (text: string) => process.stdout.write(text);
  const err = (text: string) => process.stderr.write(text);
  const files = localFiles(env.INIT_CWD ?? process.cwd());
  // A running server on this data directory runs the command itself (docs/decisions/013-ops-channel.md).
  const socketPath = opsSocketFor(env);
  const viaServer = socketPath ? await runThroughServer(socketPath, argv, { out, err, files }) : null;
  if (viaServer !== null) return viaServer;

  let handle: DbHandle | undefined;
  const ctx: OpsContext = {
    out: (line) => out(`${line}\n`),
    write: out,
    err: (line) => err(`${line}\n`),
    now: () => new Date(),
    files,
    db: async () => {
      handle ??= await openOpsDatabase(env);
      return handle.db;
    },
  };
  try {
    return await runCli(argv, ctx);
  } finally {
    await handle?.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
