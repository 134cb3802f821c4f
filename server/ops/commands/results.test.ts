import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { normalizeCode } from "#core/checkpoint-code.ts";
import type { DbHandle } from "#server/db/client.ts";
import { attempts, checkpoints, events, users } from "#server/db/schema/index.ts";
import { rankEvent } from "#server/modules/leaderboard/service.ts";
import { eventResults, resultsCsv } from "#server/modules/organizer/results.ts";
import { organizerEvent } from "#server/modules/organizer/service.ts";
import { parseCsv } from "#server/modules/shared/csv.ts";
import { freshDatabase, ops } from "#tests/support/ops.ts";
import { play } from "#tests/support/quiz.ts";
import { signUp, startServer } from "#tests/support/server-harness.ts";

let handle: DbHandle;
let dir: string;
let eventId: string;
const at = (hhmm: string) => new Date(`2026-06-01T${hhmm}:00.000Z`);

beforeAll(async () => {
  handle = await freshDatabase();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-results-"));
  const db = handle.db;
  const [event, other] = await db
    .insert(events)
    .values([{ name: "Lakes Ride" }, { name: "Other Ride" }])
    .returning();
  eventId = event?.id ?? "";
  const cps = await db
    .insert(checkpoints)
    .values([
      { eventId, code: "AAAA2222", name: "One" },
      { eventId, code: "AAAA3333", name: "Two" },
      { eventId: other?.id ?? "", code: "AAAA4444", name: "Elsewhere" },
    ])
    .returning();
  const [one, two, elsewhere] = cps.map((c) => c.id);
  const names = ["Ana", 'Zoë, "Fast" \u{1F3CD}', "Ben", "=SUM(A1)", "Cam"];
  const riders = await db
    .insert(users)
    .values(names.map((displayName, i) => ({ email: `r${i}@example.org`, displayName, passwordHash: "x" })))
    .returning();
  const id = (name: string) => riders.find((r) => r.displayName === name)?.id ?? "";
  const finished = (userId: string, checkpointId: string | undefined, score: number, totalTimeMs: number, finishedAt: Date | null) => ({
    userId,
    checkpointId: checkpointId ?? "",
    questionIds: [],
    secondsPerQuestion: 20,
    startedAt: at("09:00"),
    finishedAt,
    score,
    totalTimeMs,
  });
  await db.insert(attempts).values([
    finished(id("Ana"), one, 1800, 20_000, at("10:00")),
    finished(id("Ana"), two, 900, 10_500, at("10:30")),
    // Same score and time as Ana, earlier last finish: listed first, the same rank (answer time only breaks ties).
    finished(id('Zoë, "Fast" \u{1F3CD}'), one, 2700, 30_500, at("10:20")),
    // Tied with Ana on all three: the same rank.
    finished(id("Ben"), one, 2700, 30_500, at("10:30")),
    finished(id("=SUM(A1)"), two, 500, 1_234, at("11:00")),
    // Unfinished, and another event's attempt: not in these results.
    finished(id("Cam"), one, 0, 0, null),
    finished(id("Cam"), elsewhere, 5000, 1000, at("09:30")),
  ]);
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("ops results", () => {
  it("writes the console's results CSV (tie rule, shared ranks, a column per checkpoint), parsed back equal", async () => {
    const out = path.join(dir, "results.csv");
    const run = await ops(handle, ["results", "Lakes Ride", "--out", out]);
    expect(run.code).toBe(0);
    expect(run.err).toContain(`Wrote 4 riders of "Lakes Ride" to ${out}.`);
    const text = fs.readFileSync(out, "utf8");
    expect(text).toContain('\r\n\'=1,"Zoë, ""Fast"" \u{1F3CD}",,2700,0,1,2700,,30.500,2026-06-01 10:20:00\r\n');

    const [rule, header, ...rows] = parseCsv(text).map((r) => r.fields);
    expect(rule?.[0]).toMatch(/^# Ranked by total score.*answer time/);
    expect(header).toEqual([
      "rank",
      "display_name",
      "name_tag",
      "score",
      "right_answers",
      "checkpoints_done",
      "One",
      "Two",
      "total_answer_time_s",
      "last_finish (UTC)",
    ]);
    // Byte for byte the console's download (server/http/downloads.ts adds only the byte order mark).
    const event = await organizerEvent({ db: handle.db }, { eventId });
    if (!event) throw new Error("no event");
    expect(text).toBe(resultsCsv(await eventResults({ db: handle.db }, event)));
    const service = await rankEvent(handle.db, eventId);
    expect(rows.map((r) => [r[1], r[3], r[5]])).toEqual(
      service.map((r) => [r.displayName.startsWith("=") ? `'${r.displayName}` : r.displayName, String(r.score), String(r.checkpointsDone)]),
    );
    // Zoë, Ana and Ben tie on score and answer time: one rank, shown as =1; the next is 4.
    expect(rows.map((r) => r[0])).toEqual(["'=1", "'=1", "'=1", "4"]);
    expect(rows.map((r) => r[1])).toEqual([
      'Zoë, "Fast" \u{1F3CD}',
      expect.stringMatching(/^(Ana|Ben)$/),
      expect.stringMatching(/^(Ana|Ben)$/),
      "'=SUM(A1)",
    ]);
    expect(new Set(rows.slice(1, 3).map((r) => r[1]))).toEqual(new Set(["Ana", "Ben"]));
    expect(rows.find((r) => r[1] === "Ana")?.slice(3)).toEqual(["2700", "0", "2", "1800", "900", "30.500", "2026-06-01 10:30:00"]);
  });

  it("prints to stdout without --out, with a byte order mark on request", async () => {
    const run = await ops(handle, ["results", eventId, "--bom"]);
    expect(run.code).toBe(0);
    expect(run.out.startsWith('\uFEFF"# Ranked by total score')).toBe(true);
    expect(parseCsv(run.out)).toHaveLength(6);
  });

  it("ranks only the named event's finished attempts", async () => {
    const run = await ops(handle, ["results", "Other Ride"]);
    expect(parseCsv(run.out).map((r) => r.fields[1])).toEqual([undefined, "display_name", "Cam"]);
    expect((await ops(handle, ["results", "No Ride"])).code).toBe(1);
  });
});

// It starts a server and plays riders through it: a busy machine needs more than the default.
describe("ops results against the running API", { timeout: 90_000 }, () => {
  it("equals the API's leaderboard after riders play checkpoints that ops created", async () => {
    const s = await startServer("pglite");
    try {
      const eventId = (await ops(s.handle, ["events", "create", "API Ride"])).out.trim();
      const code = async (name: string) =>
        normalizeCode((await ops(s.handle, ["checkpoints", "create", eventId, name, "--questions", "3"])).out.trim());
      const [one, two] = [await code("One"), await code("Two")];
      const [ana, ben, cid, dee] = await Promise.all(["Ana", 'Ben, "B"', "Cid", "Dee"].map((n) => signUp(s, n)));
      if (!ana || !ben || !cid || !dee) throw new Error("sign-up failed");
      await play(s, ana.token, one);
      s.clock.advance(1000);
      await play(s, ben.token, one, { delayMs: 3000 });
      await play(s, ben.token, two);
      await play(s, cid.token, one, { wrongAt: [0] });
      await play(s, dee.token, two, { delayMs: 1500 });

      const api = (await s.gql(BOARD, { e: eventId, first: 100 })).data?.leaderboard;
      expect(api.entries).toHaveLength(4);
      const run = await ops(s.handle, ["results", "API Ride"]);
      const [, , ...rows] = parseCsv(run.out).map((r) => r.fields);
      expect(rows.map((r) => [r[1], r[3], r[5], r[8]])).toEqual(
        api.entries.map((e: { displayName: string; score: number; checkpointsDone: number; totalTimeMs: number }) => [
          e.displayName,
          String(e.score),
          String(e.checkpointsDone),
          (e.totalTimeMs / 1000).toFixed(3),
        ]),
      );
      expect(rows[0]?.[1]).toBe('Ben, "B"');
    } finally {
      await s.close();
    }
  });
});

const BOARD = `query Board($e: ID, $first: Int) { leaderboard(eventId: $e, first: $first) {
  entries { rank displayName score checkpointsDone totalTimeMs lastFinishedAt } } }`;
