import { pathToFileURL } from "node:url";
import type { DbHandle } from "#server/db/client.ts";
import { type OpsContext, OpsError, UsageError } from "./context.ts";
import { DatabaseBusyError, openOpsDatabase } from "./database.ts";

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

Run "npm run ops -- <command> --help" for a command's options.
The database is the server's: DATABASE_URL (PostgreSQL) when set, else the PGlite directory
DATA_DIR (default ./data). With PGlite, stop the server before running ops.

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
  let handle: DbHandle | undefined;
  const ctx: OpsContext = {
    out: (line) => process.stdout.write(`${line}\n`),
    write: (text) => process.stdout.write(text),
    err: (line) => process.stderr.write(`${line}\n`),
    now: () => new Date(),
    cwd: env.INIT_CWD ?? process.cwd(),
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
