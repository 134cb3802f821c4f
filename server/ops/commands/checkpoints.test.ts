import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isValidCode, normalizeCode } from "#core/checkpoint-code.ts";
import type { DbHandle } from "#server/db/client.ts";
import { checkpoints } from "#server/db/schema/index.ts";
import { freshDatabase, ops } from "../test-support.ts";

let handle: DbHandle;
let eventId: string;
beforeAll(async () => {
  handle = await freshDatabase();
  eventId = (await ops(handle, ["events", "create", "Coast Ride"])).out.trim();
});
afterAll(async () => {
  await handle.close();
});

describe("ops checkpoints", () => {
  it("creates checkpoints with fresh XXXX-XXXX codes and the given settings", async () => {
    const run = await ops(handle, ["checkpoints", "create", "Coast Ride", "Harbour café", "--questions", "3", "--seconds", "30", "--description", "By the lighthouse"]);
    expect(run.code).toBe(0);
    const printed = run.out.trim();
    expect(printed).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    // The bank is empty in this database: the organizer is told before riders find out.
    expect(run.err).toContain("Warning: only 0 questions are in the bank, fewer than 3");
    const [row] = await handle.db.select().from(checkpoints).where(eq(checkpoints.code, normalizeCode(printed)));
    expect(row).toMatchObject({ eventId, name: "Harbour café", questionCount: 3, secondsPerQuestion: 30, description: "By the lighthouse" });

    const defaults = await ops(handle, ["checkpoints", "create", eventId, "Summit"]);
    const [summit] = await handle.db.select().from(checkpoints).where(eq(checkpoints.code, normalizeCode(defaults.out.trim())));
    expect(summit).toMatchObject({ questionCount: 5, secondsPerQuestion: 20, description: "" });
  });

  it("draws a different valid code every time", async () => {
    for (let i = 0; i < 8; i++) await ops(handle, ["checkpoints", "create", eventId, `Stop ${i}`]);
    const codes = (await handle.db.select().from(checkpoints)).map((c) => c.code);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes.every(isValidCode)).toBe(true);
  });

  it("lists the event's checkpoints with code, settings and status", async () => {
    const run = await ops(handle, ["checkpoints", "list", "Coast Ride"]);
    expect(run.code).toBe(0);
    expect(run.out.split("\n")[0]).toMatch(/^code\s+name\s+questions\s+seconds\s+status\s+id$/);
    expect(run.out).toMatch(/[2-9A-Z]{4}-[2-9A-Z]{4}\s+Harbour café\s+3\s+30\s+open\s+[0-9a-f-]{36}/);
  });

  it("closes a checkpoint by its code, with or without the dash", async () => {
    const [row] = await handle.db.select().from(checkpoints).where(eq(checkpoints.name, "Summit"));
    const now = new Date("2026-07-01T08:00:00Z");
    const lower = `${row?.code.slice(0, 4)}-${row?.code.slice(4)}`.toLowerCase();
    const run = await ops(handle, ["checkpoints", "close", lower], () => now);
    expect(run.code).toBe(0);
    expect(run.out).toContain(`Closed checkpoint "Summit"`);
    const [after] = await handle.db.select().from(checkpoints).where(eq(checkpoints.name, "Summit"));
    expect(after?.closesAt).toEqual(now);
    expect((await ops(handle, ["checkpoints", "list", eventId], () => now)).out).toMatch(/Summit\s+5\s+20\s+closed/);
  });

  it("refuses bad input with exit 1 and creates nothing", async () => {
    const before = (await handle.db.select().from(checkpoints)).length;
    const cases: [string[], RegExp][] = [
      [["checkpoints", "create", eventId, "Ridge", "--questions", "0"], /--questions must be a whole number from 1 to 20/],
      [["checkpoints", "create", eventId, "Ridge", "--seconds", "4.5"], /--seconds must be a whole number from 5 to 120/],
      [["checkpoints", "create", "Nowhere Ride", "Ridge"], /No event "Nowhere Ride"/],
      [["checkpoints", "close", "ABCD-0000"], /is not a checkpoint code/],
      [["checkpoints", "close", "ABCD-2345"], /No checkpoint has the code ABCD-2345/],
    ];
    for (const [argv, message] of cases) {
      const run = await ops(handle, argv);
      expect(run.code, argv.join(" ")).toBe(1);
      expect(run.err).toMatch(message);
    }
    expect(await handle.db.select().from(checkpoints)).toHaveLength(before);
    expect((await ops(handle, ["checkpoints", "create", eventId])).code).toBe(2);
  });
});
