import fs from "node:fs";
import path from "node:path";
import { type ParseArgsConfig, parseArgs } from "node:util";
import type { Db } from "#server/db/client.ts";
import type { AppDeps } from "#server/modules/deps.ts";

/** What a command needs from the outside world; tests hand in their own database and clock. */
export interface OpsContext {
  /** Results (tables, ids, file contents): stdout, so they can be piped. */
  out: (line: string) => void;
  /** Raw stdout, for file contents printed as they are (CSV keeps its CRLF). */
  write: (text: string) => void;
  /** Progress, warnings and errors: stderr. */
  err: (line: string) => void;
  /** Opened on first use, so `--help` and argument mistakes never touch the database. */
  db: () => Promise<Db>;
  now: () => Date;
  /**
   * The organizer's files (a question file to import, a CSV or PDF to write), named as typed,
   * relative to where the command was typed. Through the ops channel they are read and written
   * by the ops client, never by the server (docs/decisions/013-ops-channel.md).
   */
  files: OpsFiles;
}

export interface OpsFiles {
  /** Throws OpsError naming the file when it cannot be read. */
  read(name: string): Promise<Buffer>;
  /** Written whole and renamed, so a failed run never leaves half a file under the real name. */
  write(name: string, data: string | Uint8Array): Promise<void>;
}

/** The organizer's files on this machine, relative to `cwd` (`npm run` moves to the project root; INIT_CWD keeps where it was typed). */
export function localFiles(cwd: string): OpsFiles {
  return {
    async read(name) {
      try {
        return await fs.promises.readFile(path.resolve(cwd, name));
      } catch (err) {
        const missing = err instanceof Error && "code" in err && err.code === "ENOENT";
        throw new OpsError(`Cannot read ${name}: ${missing ? "no such file" : err instanceof Error ? err.message : String(err)}`);
      }
    },
    async write(name, data) {
      const target = path.resolve(cwd, name);
      try {
        await fs.promises.writeFile(`${target}.partial`, data);
        await fs.promises.rename(`${target}.partial`, target);
      } catch (err) {
        throw new OpsError(`Cannot write ${name}: ${err instanceof Error ? err.message : String(err)}`);
      }
    },
  };
}

/** Bad arguments: the CLI prints the message and the usage, and exits with 2. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly usage: string,
  ) {
    super(message);
  }
}

/** A failure the organizer can act on (unknown event, invalid file): message, exit 1. */
export class OpsError extends Error {}

/** What the domain services take, as the server hands it to them: the database and the clock in ms. */
export async function serviceDeps(ctx: OpsContext): Promise<Pick<AppDeps, "db" | "now">> {
  return { db: await ctx.db(), now: () => ctx.now().getTime() };
}

type Options = NonNullable<ParseArgsConfig["options"]>;

interface Parsed {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
}

/**
 * node:util parseArgs in strict mode, with `--help` on every command and its errors turned into
 * UsageError. Returns null when help was asked for (and printed).
 */
export function parseCommand(
  args: string[],
  options: Options,
  usage: string,
  ctx: OpsContext,
  positionals: { min: number; max: number },
): Parsed | null {
  let parsed: Parsed;
  try {
    parsed = parseArgs({
      args,
      options: { ...options, help: { type: "boolean", short: "h" } },
      allowPositionals: true,
      strict: true,
    }) as Parsed;
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err), usage);
  }
  if (parsed.values.help) {
    ctx.out(usage);
    return null;
  }
  const n = parsed.positionals.length;
  if (n < positionals.min) throw new UsageError("Missing arguments.", usage);
  if (n > positionals.max) throw new UsageError(`Unexpected argument: ${parsed.positionals[positionals.max]}`, usage);
  return parsed;
}

export function stringFlag(parsed: Parsed, name: string): string | undefined {
  const v = parsed.values[name];
  return typeof v === "string" ? v : undefined;
}

type SubcommandHandler = (rest: string[], ctx: OpsContext) => Promise<number>;

/** Runs the subcommand named first in `args`; `--help` prints the command's usage. */
export async function dispatch(
  args: string[],
  handlers: Record<string, SubcommandHandler>,
  usage: string,
  ctx: OpsContext,
): Promise<number> {
  const [first, ...rest] = args;
  if (first === undefined) throw new UsageError("Missing subcommand.", usage);
  if (first === "--help" || first === "-h") {
    ctx.out(usage);
    return 0;
  }
  const handler = Object.hasOwn(handlers, first) ? handlers[first] : undefined;
  if (!handler) throw new UsageError(`Unknown subcommand: ${first}`, usage);
  return handler(rest, ctx);
}

export function parseIsoDate(value: string | undefined, flag: string): Date | null {
  if (value === undefined) return null;
  // Date.parse accepts far more than ISO 8601; insist on a date with an optional time and zone.
  const iso = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;
  const date = new Date(value);
  if (!iso.test(value) || Number.isNaN(date.getTime())) {
    throw new OpsError(`${flag} must be an ISO 8601 date or time, e.g. 2026-06-01 or 2026-06-01T09:00:00Z (got "${value}").`);
  }
  return date;
}

export function parseIntFlag(value: string | undefined, flag: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min || n > max)
    throw new OpsError(`${flag} must be a whole number from ${min} to ${max} (got "${value}").`);
  return n;
}

/** Left-aligned columns for terminal tables. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
