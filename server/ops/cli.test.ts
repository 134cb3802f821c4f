import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockDataDir, openDatabase } from "#server/db/client.ts";
import { events } from "#server/db/schema/index.ts";
import { createTestPostgres } from "#tests/setup/db.ts";
import { ops } from "#tests/support/ops.ts";

const root = fileURLToPath(new URL("../..", import.meta.url));
const tsx = path.join(root, "node_modules/.bin/tsx");

/** `tsx server/ops/cli.ts ...` as a child process, as `npm run ops -- ...` runs it. */
function cli(args: string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  const { DATABASE_URL: _url, DATA_DIR: _dir, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile(tsx, ["server/ops/cli.ts", ...args], { cwd: root, env: { ...inherited, ...env }, timeout: 60_000 }, (err, stdout, stderr) => {
      resolve({ code: err ? Number((err as NodeJS.ErrnoException & { code?: unknown }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-cli-"));
});
afterAll(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

// Each child starts tsx and Node (~2-5 s on a busy machine): generous per-test time limits.
describe("ops command line (child process)", { timeout: 90_000 }, () => {
  it("prints help with exit 0, and usage with exit 2 for no or an unknown command", async () => {
    const help = await cli(["--help"]);
    expect(help.code).toBe(0);
    for (const c of ["events", "checkpoints", "users promote", "questions", "posters", "results"]) expect(help.stdout).toContain(c);
    const none = await cli([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("MotoQuiz ops — run as: npm run ops -- <command>");
    const unknown = await cli(["frobnicate", "--now"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^Error: Unknown command: frobnicate\n\nMotoQuiz ops/);
  });

  it("refuses a PGlite directory another process holds, says what to do, exit 2", async () => {
    const dataDir = path.join(dir, "held");
    const release = lockDataDir(dataDir);
    try {
      const run = await cli(["events", "list"], { DATA_DIR: dataDir });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`The server is running on ${dataDir} (pid ${process.pid}).`);
      expect(run.stderr).toContain("Stop the server first (Ctrl+C)");
      expect(run.stderr).toContain("or run the server on PostgreSQL (set DATABASE_URL) so ops can run beside it.");
      // The holder's lock survives: the refusal never takes it over.
      expect(fs.readFileSync(`${dataDir}.lock`, "utf8")).toBe(String(process.pid));
    } finally {
      release();
    }
  });

  it("works on a fresh PGlite directory: creates the tables, then the event", async () => {
    const dataDir = path.join(dir, "fresh", "data");
    const create = await cli(["events", "create", "Night Ride"], { DATA_DIR: dataDir });
    expect(create.stderr).toContain('Created event "Night Ride"');
    expect(create.code).toBe(0);
    expect(create.stdout.trim()).toMatch(/^[0-9a-f-]{36}$/);
    // The lock is released on exit, so the server can start afterwards and sees the event.
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
    const server = await openDatabase({ dataDir });
    try {
      expect((await server.db.select().from(events)).map((e) => [e.id, e.name])).toEqual([[create.stdout.trim(), "Night Ride"]]);
    } finally {
      await server.close();
    }
    // initdb of a new data directory takes several seconds on a busy machine.
  }, 120_000);

  it("runs beside a server on PostgreSQL", async () => {
    const pgdb = await createTestPostgres();
    try {
      const run = await cli(["events", "create", "Shared Ride"], { DATABASE_URL: pgdb.databaseUrl });
      expect(run.code).toBe(0);
      const rows = await pgdb.handle.db.select().from(events);
      expect(rows.map((e) => [e.id, e.name])).toEqual([[run.stdout.trim(), "Shared Ride"]]);
      // `npm run` starts in the project root; a relative --out lands where the organizer typed it.
      const results = await cli(["results", "Shared Ride", "--out", "results.csv"], { DATABASE_URL: pgdb.databaseUrl, INIT_CWD: dir });
      expect(results.code).toBe(0);
      expect(fs.readFileSync(path.join(dir, "results.csv"), "utf8")).toBe(
        "rank,display_name,score,checkpoints_done,total_time_s,last_finish\r\n",
      );
    } finally {
      await pgdb.drop();
    }
  });

  it("reports a bad environment with the field, exit 1", async () => {
    const run = await cli(["events", "list"], { DATABASE_URL: "mysql://nope" });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain("DATABASE_URL: DATABASE_URL must start with postgres:// or postgresql://");
  });
});

describe("ops help (in-process)", () => {
  it("answers --help for every command and subcommand without opening the database", async () => {
    const lines = [
      ["events", "--help"],
      ["events", "create", "--help"],
      ["checkpoints", "-h"],
      ["checkpoints", "create", "--help"],
      ["users", "promote", "--help"],
      ["questions", "--help"],
      ["questions", "import", "--help"],
      ["questions", "export", "--help"],
      ["posters", "--help"],
      ["results", "--help"],
      ["help"],
    ];
    for (const argv of lines) {
      const run = await ops(null, argv);
      expect(run.code, argv.join(" ")).toBe(0);
      expect(run.out, argv.join(" ")).toMatch(/Usage: npm run ops -- |run as: npm run ops --/);
      expect(run.err).toBe("");
    }
  });
});
