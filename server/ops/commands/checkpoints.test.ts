import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isValidCode, normalizeCode } from "#core/checkpoint-code.ts";
import type { DbHandle } from "#server/db/client.ts";
import { checkpoints, questions } from "#server/db/schema/index.ts";
import { seedContent } from "#server/db/seed.ts";
import { freshDatabase, ops } from "#tests/support/ops.ts";

let handle: DbHandle;
let eventId: string;
beforeAll(async () => {
  handle = await freshDatabase();
  await seedContent(handle.db);
  eventId = (await ops(handle, ["events", "create", "Coast Ride"])).out.trim();
});
afterAll(async () => {
  await handle.close();
});

describe("ops checkpoints", () => {
  it("creates checkpoints with fresh XXXX-XXXX codes and the given settings", async () => {
    const run = await ops(handle, [
      "checkpoints",
      "create",
      "Coast Ride",
      "Harbour café",
      "--questions",
      "3",
      "--seconds",
      "30",
      "--description",
      "By the lighthouse",
    ]);
    expect(run.code).toBe(0);
    const printed = run.out.trim();
    expect(printed).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    const [row] = await handle.db
      .select()
      .from(checkpoints)
      .where(eq(checkpoints.code, normalizeCode(printed)));
    expect(row).toMatchObject({
      eventId,
      name: "Harbour café",
      questionCount: 3,
      secondsPerQuestion: 30,
      description: "By the lighthouse",
    });

    const defaults = await ops(handle, ["checkpoints", "create", eventId, "Summit"]);
    const [summit] = await handle.db
      .select()
      .from(checkpoints)
      .where(eq(checkpoints.code, normalizeCode(defaults.out.trim())));
    expect(summit).toMatchObject({ questionCount: 5, secondsPerQuestion: 20, description: "" });
  });

  it("draws a different valid code every time", async () => {
    for (let i = 0; i < 8; i++) await ops(handle, ["checkpoints", "create", eventId, `Stop ${i}`]);
    const codes = (await handle.db.select().from(checkpoints).where(eq(checkpoints.eventId, eventId))).map((c) => c.code);
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes.every(isValidCode)).toBe(true);
  });

  it("lists the event's checkpoints with code, settings and status", async () => {
    const run = await ops(handle, ["checkpoints", "list", "Coast Ride"]);
    expect(run.code).toBe(0);
    expect(run.out.split("\n")[0]).toMatch(/^code\s+name\s+questions\s+seconds\s+categories\s+status\s+id$/);
    expect(run.out).toMatch(/[2-9A-Z]{4}-[2-9A-Z]{4}\s+Harbour café\s+3\s+30\s+all\s+open\s+[0-9a-f-]{36}/);
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
    expect((await ops(handle, ["checkpoints", "list", eventId], () => now)).out).toMatch(/Summit\s+5\s+20\s+all\s+closed/);
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

  it("stores a checkpoint's categories and refuses ones that cannot fill a full ride without repeats or twins", async () => {
    const ride = (await ops(handle, ["events", "create", "Gear Ride"])).out.trim();
    const gearRows = await handle.db
      .select()
      .from(questions)
      .where(and(eq(questions.category, "GEAR"), eq(questions.active, true), eq(questions.isSample, false)));
    // A rider meets one question per concept in an event, so the concepts are what a ride can use.
    const gear = new Set(gearRows.map((q) => q.concept)).size;
    expect(gear).toBeGreaterThan(10);
    expect(gearRows.length).toBeGreaterThan(gear);
    const first = await ops(handle, ["checkpoints", "create", ride, "Gear check", "--categories", "gear", "--questions", "10"]);
    expect(first.code, first.err).toBe(0);
    const [row] = await handle.db
      .select()
      .from(checkpoints)
      .where(eq(checkpoints.code, normalizeCode(first.out.trim())));
    expect(row?.categories).toEqual(["GEAR"]);
    const before = (await handle.db.select().from(checkpoints).where(eq(checkpoints.eventId, ride))).length;
    const needed = gear + 1;
    const refused = await ops(handle, [
      "checkpoints",
      "create",
      ride,
      "More gear",
      "--categories",
      "GEAR",
      "--questions",
      String(needed - 10),
    ]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      `Categories GEAR cover ${gearRows.length} active questions on ${gear} concepts (a rider meets one question per concept); ` +
        `this event's checkpoints need ${needed} — add questions or categories.`,
    );
    // A checkpoint drawing from every category competes for the gear questions too.
    const all = await ops(handle, ["checkpoints", "create", ride, "Anything", "--questions", "20"]);
    expect(all.code, all.err).toBe(0);
    const second = await ops(handle, ["checkpoints", "create", ride, "Gear two", "--categories", "GEAR", "--questions", String(gear - 10)]);
    expect(second.code, second.err).toBe(0);
    expect(await handle.db.select().from(checkpoints).where(eq(checkpoints.eventId, ride))).toHaveLength(before + 2);
    // Updating is checked the same way, and a second category makes room.
    const code = first.out.trim();
    const tooMany = await ops(handle, ["checkpoints", "update", code, "--questions", "11"]);
    expect(tooMany.code).toBe(1);
    expect(tooMany.err).toContain(`Categories GEAR cover ${gearRows.length} active questions on ${gear} concepts`);
    expect(tooMany.err).toContain(`this event's checkpoints need ${gear + 1}`);
    const widened = await ops(handle, ["checkpoints", "update", code, "--categories", "GEAR,MAINTENANCE", "--questions", "11"]);
    expect(widened.code, widened.err).toBe(0);
    const [after] = await handle.db
      .select()
      .from(checkpoints)
      .where(eq(checkpoints.id, row?.id ?? ""));
    expect(after).toMatchObject({ categories: ["GEAR", "MAINTENANCE"], questionCount: 11 });
    const unknown = await ops(handle, ["checkpoints", "update", code, "--categories", "GEAR,TYRES"]);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/--categories must be "all" or a comma-separated list of GEAR, TECHNIQUE/);
  });
});
