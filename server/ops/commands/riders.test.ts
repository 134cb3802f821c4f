import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { attempts, checkpoints, events, users } from "#server/db/schema/index.ts";
import { rankEvent } from "#server/modules/leaderboard/service.ts";
import { freshDatabase, ops } from "#tests/support/ops.ts";

let handle: DbHandle;
let eventId: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  handle = await freshDatabase();
  const [event] = await handle.db.insert(events).values({ name: "Ops Ride" }).returning();
  eventId = event?.id as string;
  const [cp] = await handle.db.insert(checkpoints).values({ eventId, code: "PSRD2345", name: "Start" }).returning();
  const names = ["Rude Word", "Ana", "Sam", "Sam"];
  for (const [i, displayName] of names.entries()) {
    const [u] = await handle.db.insert(users).values({ displayName }).returning();
    ids[`${displayName}${i}`] = u?.id as string;
    await handle.db.insert(attempts).values({
      userId: u?.id as string,
      checkpointId: cp?.id as string,
      questionIds: [],
      secondsPerQuestion: 20,
      finishedAt: new Date(Date.UTC(2026, 5, 1, 10, i)),
      score: 5000 - i * 100,
    });
  }
});
afterAll(async () => {
  await handle.close();
});

const shown = async () => (await rankEvent(handle.db, eventId)).map((r) => r.displayName);

describe("ops riders", () => {
  it("hides a rider by name from the standings and shows them again", async () => {
    expect(await ops(handle, ["riders", "hide", "Ops Ride", "Rude Word"])).toMatchObject({
      code: 0,
      out: 'Rude Word is hidden in "Ops Ride".\n',
    });
    expect(await shown()).toEqual(["Ana", "Sam", "Sam"]);
    const listed = await ops(handle, ["riders", "list", "Ops Ride"]);
    expect(listed.out).toMatch(new RegExp(`${ids["Rude Word0"]}\\s+Rude Word\\s+Rude Word\\s+yes`));
    await ops(handle, ["riders", "show", eventId, ids["Rude Word0"] as string]);
    expect(await shown()).toEqual(["Rude Word", "Ana", "Sam", "Sam"]);
  });

  it("renames a rider in the event, and gives them back their own name with an empty one", async () => {
    expect((await ops(handle, ["riders", "rename", "Ops Ride", "Rude Word", "Rider 1"])).out).toBe(
      'Rude Word is shown as "Rider 1" in "Ops Ride".\n',
    );
    expect((await shown())[0]).toBe("Rider 1");
    const bad = await ops(handle, ["riders", "rename", "Ops Ride", "Ana", "x"]);
    expect(bad).toMatchObject({ code: 1, err: "Error: Nickname must be at least 2 characters.\n" });
    await ops(handle, ["riders", "rename", "Ops Ride", "Rider 1", ""]);
    expect((await shown())[0]).toBe("Rude Word");
  });

  it("sets the event's own refused words; riders already in are marked as matching, and a rename to one is refused", async () => {
    expect(await ops(handle, ["riders", "words", "Ops Ride", "rude", "RUDE", "Rival Club"])).toMatchObject({
      code: 0,
      out: '"Ops Ride" refuses "rude", "Rival Club".\n',
    });
    expect((await ops(handle, ["riders", "words", "Ops Ride"])).out).toBe("rude\nRival Club\n");
    expect((await ops(handle, ["riders", "list", "Ops Ride"])).out).toMatch(/Rude Word\s+Rude Word\s+rude/);
    const refused = await ops(handle, ["riders", "rename", "Ops Ride", "Ana", "Ru de"]);
    expect(refused).toMatchObject({ code: 1, err: "Error: Nickname must not use the word “rude”: this ride's organizer refused it.\n" });
    expect((await ops(handle, ["riders", "words", "Ops Ride", "--clear"])).out).toBe('"Ops Ride" refuses no words of its own.\n');
  });

  it("asks for the id when a name is not one rider's, and says which riders exist", async () => {
    const twins = await ops(handle, ["riders", "hide", "Ops Ride", "Sam"]);
    expect(twins.code).toBe(1);
    expect(twins.err).toContain('2 riders of "Ops Ride" are named "Sam"; use the id instead');
    expect(twins.err).toContain(ids.Sam2);
    const nobody = await ops(handle, ["riders", "hide", "Ops Ride", "Nobody"]);
    expect(nobody.err).toBe('Error: "Ops Ride" has no rider "Nobody". See them with: npm run ops -- riders list "Ops Ride"\n');
    expect((await ops(handle, ["riders", "hide", "Ops Ride"])).code).toBe(2);
    expect(await shown()).toEqual(["Rude Word", "Ana", "Sam", "Sam"]);
  });
});
