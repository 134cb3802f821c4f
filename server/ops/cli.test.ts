import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockDataDir, openDatabase } from "#server/db/client.ts";
import { events, questions } from "#server/db/schema/index.ts";
import { createTestPostgres } from "#tests/setup/db.ts";
import { spawnServer } from "#tests/support/fault.ts";
import { ops } from "#tests/support/ops.ts";
import { loadBank } from "../../content/load.ts";

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
    for (const c of ["events", "checkpoints", "users promote", "questions", "posters", "results", "backup", "restore"])
      expect(help.stdout).toContain(c);
    const none = await cli([]);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain("MotoQuiz ops — run as: npm run ops -- <command>");
    const unknown = await cli(["frobnicate", "--now"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toMatch(/^Error: Unknown command: frobnicate\n\nMotoQuiz ops/);
  });

  it("refuses a PGlite directory a process holds without answering ops, says what to do, exit 2", async () => {
    const dataDir = path.join(dir, "held");
    const release = lockDataDir(dataDir);
    try {
      const run = await cli(["events", "list"], { DATA_DIR: dataDir });
      expect(run.code).toBe(2);
      expect(run.stderr).toContain(`The server is running on ${dataDir} (pid ${process.pid}) but does not answer on its ops socket yet`);
      expect(run.stderr).toContain("Try again in a moment");
      // The holder's lock survives: the refusal never takes it over.
      expect(fs.readFileSync(`${dataDir}.lock`, "utf8")).toBe(String(process.pid));
    } finally {
      release();
    }
  });

  it("works on a fresh PGlite directory: creates the tables and loads the bank, then the event and a checkpoint", async () => {
    const dataDir = path.join(dir, "fresh", "data");
    const create = await cli(["events", "create", "Night Ride"], { DATA_DIR: dataDir });
    expect(create.stderr).toContain('Created event "Night Ride"');
    expect(create.code).toBe(0);
    expect(create.stdout.trim()).toMatch(/^[0-9a-f-]{36}$/);
    // The bank is there before the server ever started: a checkpoint can draw from it.
    const checkpoint = await cli(["checkpoints", "create", "Night Ride", "Start", "--categories", "GEAR"], { DATA_DIR: dataDir });
    expect(checkpoint.stderr).not.toContain("cover 0 active questions");
    expect(checkpoint.code).toBe(0);
    // The lock is released on exit, so the server can start afterwards and sees the event.
    expect(fs.existsSync(`${dataDir}.lock`)).toBe(false);
    const server = await openDatabase({ dataDir });
    try {
      // Only the organizer's event: the demo event is the server's to create (docs/organizers.md).
      expect((await server.db.select().from(events)).map((e) => [e.id, e.name])).toEqual([[create.stdout.trim(), "Night Ride"]]);
      const [{ n } = { n: 0 }] = await server.db.select({ n: sql<number>`count(*)::int` }).from(questions);
      expect(n).toBe(loadBank().questions.length + loadBank().sample.length);
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
      // The console's file (organizer/results.ts): the tie rule first, then the header; no checkpoint, no rider yet.
      expect(fs.readFileSync(path.join(dir, "results.csv"), "utf8")).toMatch(
        /^"# Ranked by total score[^\r]*"\r\nrank,display_name,name_tag,score,right_answers,checkpoints_done,total_answer_time_s,last_finish \(UTC\)\r\n$/,
      );
    } finally {
      await pgdb.drop();
    }
  });

  it("runs through a running PGlite server: no restart, files on the organizer's side, then alone once it stopped", async () => {
    const dataDir = path.join(dir, "running", "data");
    const server = spawnServer({ DATA_DIR: dataDir, DEMO_EVENT: "1" });
    try {
      const base = await server.ready;
      // Only this machine's user can open the channel.
      expect(fs.statSync(`${dataDir}.ops.sock`).mode & 0o777).toBe(0o600);
      const create = await cli(["events", "create", "Club Run"], { DATA_DIR: dataDir });
      expect(create.stderr).toContain('Created event "Club Run"');
      expect(create.code).toBe(0);
      const checkpoint = await cli(["checkpoints", "create", "Club Run", "Start"], { DATA_DIR: dataDir });
      expect(checkpoint.code).toBe(0);
      const code = /[A-Z0-9]{4}-[A-Z0-9]{4}/.exec(checkpoint.stdout + checkpoint.stderr)?.[0] ?? "";
      expect(code).not.toBe("");
      // The running server serves what ops just created.
      const preview = await fetch(`${base}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "query($code: String!) { checkpointPreview(code: $code) { name } }", variables: { code } }),
      });
      expect(await preview.json()).toMatchObject({ data: { checkpointPreview: { name: "Start" } } });
      // Files are read and written by the ops client, where the organizer typed the command.
      const where = path.join(dir, "organizer");
      fs.mkdirSync(where, { recursive: true });
      const results = await cli(["results", "Demo Ride", "--out", "demo.csv"], { DATA_DIR: dataDir, INIT_CWD: where });
      expect(results.code).toBe(0);
      expect(fs.readFileSync(path.join(where, "demo.csv"), "utf8")).toMatch(/^"# Ranked[^\r]*"\r\nrank,display_name,name_tag,score,/);
      // A backup crosses the socket whole and lands beside the organizer.
      const backup = await cli(["backup", "ride.json.gz"], { DATA_DIR: dataDir, INIT_CWD: where });
      expect(backup.code).toBe(0);
      const saved = JSON.parse(gunzipSync(fs.readFileSync(path.join(where, "ride.json.gz"))).toString("utf8"));
      expect(saved.format).toBe("motoquiz-backup");
      expect(
        saved.tables
          .find((t: { name: string }) => t.name === "events")
          .rows.map((e: { name: string }) => e.name)
          .sort(),
      ).toEqual(["Club Run", "Demo Ride"]);
      const missing = await cli(["questions", "import", "nope.json"], { DATA_DIR: dataDir, INIT_CWD: where });
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain("Cannot read nope.json: no such file");
      // Same server process all along, still answering, with an audit line per command.
      expect(server.child.exitCode).toBeNull();
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      expect(server.output()).toContain('"ops":"events create","code":0');
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    expect(fs.existsSync(`${dataDir}.ops.sock`)).toBe(false);
    const alone = await cli(["events", "list"], { DATA_DIR: dataDir });
    expect(alone.code).toBe(0);
    expect(alone.stdout).toContain("Club Run");
  }, 180_000);

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
      ["backup", "--help"],
      ["restore", "--help"],
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
