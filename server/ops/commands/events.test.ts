import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { events } from "#server/db/schema/index.ts";
import { freshDatabase, ops } from "#tests/support/ops.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await freshDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe("ops events", () => {
  it("starts empty and says how to create an event", async () => {
    const run = await ops(handle, ["events", "list"]);
    expect(run).toMatchObject({ code: 0, err: "" });
    expect(run.out).toContain("No events yet. Create one with: npm run ops -- events create <name>");
  });

  it("creates events, prints the id, and moves the default to the newest --default", async () => {
    const first = await ops(handle, [
      "events",
      "create",
      "Spring Ride",
      "--starts",
      "2026-06-01T09:00:00Z",
      "--ends",
      "2026-06-01T18:00:00Z",
      "--default",
    ]);
    expect(first.code).toBe(0);
    const firstId = first.out.trim();
    const [row] = await handle.db.select().from(events).where(eq(events.id, firstId));
    expect(row).toMatchObject({
      name: "Spring Ride",
      isDefault: true,
      startsAt: new Date("2026-06-01T09:00:00Z"),
      endsAt: new Date("2026-06-01T18:00:00Z"),
    });

    const second = await ops(handle, ["events", "create", "  Autumn Run ", "--default"]);
    expect(second.code).toBe(0);
    const defaults = await handle.db.select().from(events).where(eq(events.isDefault, true));
    expect(defaults.map((e) => e.name)).toEqual(["Autumn Run"]);

    const list = await ops(handle, ["events", "list"]);
    expect(list.out).toMatch(
      new RegExp(
        `${firstId}\\s+Spring Ride\\s+2026-06-01T09:00:00.000Z\\s+2026-06-01T18:00:00.000Z\\s+right\\s+after-each-answer\\s+0\\s+open\\n`,
      ),
    );
    expect(list.out).toMatch(/Autumn Run\s+right\s+after-each-answer\s+0\s+open, default/);
  });

  it("records the side of the road with --drives, right by default, and changes it with update", async () => {
    const created = await ops(handle, ["events", "create", "Highland Tour", "--drives", "LEFT"]);
    expect(created.code).toBe(0);
    const id = created.out.trim();
    const side = async () => (await handle.db.select({ drivesOn: events.drivesOn }).from(events).where(eq(events.id, id)))[0]?.drivesOn;
    expect(await side()).toBe("LEFT");
    expect((await ops(handle, ["events", "list"])).out).toMatch(/Highland Tour\s+left\s+after-each-answer\s+0\s+open/);

    const updated = await ops(handle, ["events", "update", "Highland Tour", "--drives", "right"]);
    expect(updated).toMatchObject({ code: 0, out: 'Event "Highland Tour" now drives on the right.\n' });
    expect(await side()).toBe("RIGHT");
    await ops(handle, ["events", "update", id, "--drives", "left"]);
    expect(await side()).toBe("LEFT");

    const [plain] = await handle.db.select().from(events).where(eq(events.name, "Spring Ride"));
    expect(plain?.drivesOn).toBe("RIGHT");
  });

  it("closes an event by name, once", async () => {
    const now = new Date("2026-06-02T12:00:00Z");
    const run = await ops(handle, ["events", "close", "Spring Ride"], () => now);
    expect(run).toMatchObject({ code: 0, out: `Closed event "Spring Ride" at ${now.toISOString()}.\n` });
    const [row] = await handle.db.select().from(events).where(eq(events.name, "Spring Ride"));
    expect(row?.closedAt).toEqual(now);
    const again = await ops(handle, ["events", "close", "Spring Ride"]);
    expect(again.out).toContain("already closed");
    expect((await ops(handle, ["events", "list"])).out).toMatch(/Spring Ride.*closed/);
  });

  it("refuses bad input with exit 1 and changes nothing", async () => {
    const before = await handle.db.select().from(events);
    const cases: [string[], RegExp][] = [
      [["events", "create", "X"], /name must be 2 to 80 characters/],
      [["events", "create", "Night Ride", "--starts", "tomorrow"], /--starts must be an ISO 8601 date/],
      [["events", "create", "Night Ride", "--starts", "2026-06-01", "--ends", "2026-05-01"], /--ends must be after --starts/],
      [["events", "close", "No Such Ride"], /No event "No Such Ride"/],
      [["events", "create", "Night Ride", "--drives", "middle"], /--drives must be left or right \(got "middle"\)/],
      [["events", "update", "Spring Ride", "--drives", "up"], /--drives must be left or right/],
      [["events", "update", "Spring Ride"], /Nothing to update: pass --drives left\|right/],
      [["events", "update", "No Such Ride", "--drives", "left"], /No event "No Such Ride"/],
      [["events", "create", "Night Ride", "--reveal", "never"], /--reveal must be after-each-answer or at-close \(got "never"\)/],
      [["events", "update", "Spring Ride", "--reveal", "at close"], /--reveal must be after-each-answer or at-close/],
    ];
    for (const [argv, message] of cases) {
      const run = await ops(handle, argv);
      expect(run.code, argv.join(" ")).toBe(1);
      expect(run.err).toMatch(message);
    }
    expect(await handle.db.select().from(events)).toEqual(before);
  });

  it("sets the reveal mode at create and update, after each answer by default", async () => {
    const fun = (await ops(handle, ["events", "create", "Fun Ride"])).out.trim();
    const race = await ops(handle, ["events", "create", "Race Ride", "--reveal", "AT-CLOSE"]);
    expect(race.err).toContain("answers revealed at-close");
    const byId = async (id: string) => (await handle.db.select().from(events).where(eq(events.id, id)))[0]?.revealMode;
    expect(await byId(fun)).toBe("AFTER_EACH_ANSWER");
    expect(await byId(race.out.trim())).toBe("AT_CLOSE");
    const update = await ops(handle, ["events", "update", fun, "--reveal", "at-close"]);
    expect(update.out).toContain('Event "Fun Ride" now reveals answers at-close.');
    expect(await byId(fun)).toBe("AT_CLOSE");
    expect((await ops(handle, ["events", "list"])).out).toMatch(/Race Ride\s+right\s+at-close\s+0\s+open/);
  });

  it("asks for the id when a name is ambiguous", async () => {
    await ops(handle, ["events", "create", "Twin"]);
    expect((await ops(handle, ["events", "create", "Twin"])).err).toContain(
      'Warning: another event is already named "Twin"; refer to this one by its id.',
    );
    const run = await ops(handle, ["events", "close", "Twin"]);
    expect(run.code).toBe(1);
    expect(run.err).toContain('2 events are named "Twin"; use the id instead');
  });

  it("rejects unknown subcommands and flags with usage and exit 2", async () => {
    const sub = await ops(handle, ["events", "delete", "x"]);
    expect(sub.code).toBe(2);
    expect(sub.err).toContain("Error: Unknown subcommand: delete");
    expect(sub.err).toContain("Usage: npm run ops -- events");
    const flag = await ops(handle, ["events", "create", "Ride", "--colour", "red"]);
    expect(flag.code).toBe(2);
    expect(flag.err).toContain("Unknown option '--colour'");
    const extra = await ops(handle, ["events", "list", "extra"]);
    expect(extra).toMatchObject({ code: 2 });
    expect(extra.err).toContain("Unexpected argument: extra");
  });
});
