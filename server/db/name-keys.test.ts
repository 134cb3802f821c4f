import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nameKey } from "#core/display-name.ts";
import { readBackup, restoreBackup, takeBackup } from "#server/db/backup.ts";
import { migrate } from "#server/db/migrate.ts";
import { fillNameKeys } from "#server/db/name-keys.ts";
import { riderModeration, users } from "#server/db/schema/index.ts";
import { DB_KINDS, openTestPglite } from "#tests/setup/db.ts";
import { ops } from "#tests/support/ops.ts";
import { signUpOrganizer } from "#tests/support/organizer.ts";
import { createEvent, play, start } from "#tests/support/quiz.ts";
import { SLOW, signUp, startServer, type TestServer } from "#tests/support/server-harness.ts";
import { seedBoard } from "../../bench/board-seed.ts";

// Every display name is stored with its key (migration 0015), so the board's namesake tags read a
// column instead of running the normalizer (docs/decisions/011-domain-layout.md).

const JOIN = `mutation J($n: String!) { join(input: { displayName: $n }) { ok token user { id } } }`;
const JOIN_AT = `mutation J($i: JoinInput!) { join(input: $i) { ok fieldErrors { field message suggestion } } }`;
const RENAME = `mutation R($i: RenameRiderInput!) { renameRider(input: $i) { ok } }`;
const HIDE = `mutation H($i: HideRiderInput!) { hideRider(input: $i) { ok } }`;
const BOARD = `query B($e: ID) { leaderboard(eventId: $e, first: 20) { entries { userId displayName nameTag } } }`;
type Board = { leaderboard: { entries: { userId: string; displayName: string; nameTag: string | null }[] } };

describe.each(DB_KINDS)("display names' keys on %s", SLOW, (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, { rateLimits: { registerIp: { points: 1000, durationS: 60 } } });
  });
  afterAll(() => s.close());

  const userKey = async (id: string) => (await s.handle.db.select({ k: users.nameKey }).from(users).where(eq(users.id, id)))[0]?.k;
  const moderationKey = async (eventId: string, userId: string) =>
    (
      await s.handle.db
        .select({ k: riderModeration.nameKey })
        .from(riderModeration)
        .where(and(eq(riderModeration.eventId, eventId), eq(riderModeration.userId, userId)))
    )[0]?.k;
  const tags = async (eventId: string) =>
    new Map((await s.gql<Board>(BOARD, { e: eventId })).data?.leaderboard.entries.map((e) => [e.displayName, e.nameTag]));

  it("is written by every path that writes a name: join, register, the organizer's rename, the ops CLI, the bench's seed", async () => {
    const sfx = kind === "pglite" ? "2345" : "3456";
    const eventId = await createEvent(s, `Keys ${kind}`, [{ code: `KEYS${sfx}` }]);
    const joined = (await s.gql(JOIN, { n: "Zoë  Ｆａｓｔ" })).data?.join;
    expect(await userKey(joined.user.id)).toBe("zoefast");
    const registered = await signUp(s, "P\u200baul 0'Neil");
    expect(await userKey(registered.userId)).toBe("pauioneii");

    const org = await signUpOrganizer(s);
    await play(s, registered.token, `KEYS${sfx}`);
    await s.gql(RENAME, { i: { eventId, userId: registered.userId, displayName: "Paulo" } }, org.token);
    expect(await moderationKey(eventId, registered.userId)).toBe("pauio");
    // Hiding leaves the name and its key alone; giving the rider their own name back clears both.
    await s.gql(HIDE, { i: { eventId, userId: registered.userId, hidden: true } }, org.token);
    expect(await moderationKey(eventId, registered.userId)).toBe("pauio");
    await s.gql(RENAME, { i: { eventId, userId: registered.userId, displayName: null } }, org.token);
    expect(await moderationKey(eventId, registered.userId)).toBeNull();

    expect((await ops(s.handle, ["riders", "rename", `Keys ${kind}`, registered.userId, "Pavel"])).code).toBe(0);
    expect(await moderationKey(eventId, registered.userId)).toBe("pavei");

    await seedBoard(s.handle.db, 3);
    const seeded = await s.handle.db
      .select({ name: users.displayName, key: users.nameKey })
      .from(users)
      .where(sql`display_name like 'Board rider %'`);
    expect(seeded).toHaveLength(3);
    for (const r of seeded) expect(r.key).toBe(nameKey(r.name));
  });

  it("tells namesakes apart on the board from the stored keys, a rename's included; a name changed by hand loses its key, never keeps a stale one", async () => {
    const sfx = kind === "pglite" ? "2345" : "3456";
    const code = `TAGS${sfx}`;
    const eventId = await createEvent(s, `Tags ${kind}`, [{ code }]);
    const org = await signUpOrganizer(s);
    const [sam, fiveAm, ben, tom] = [await signUp(s, "Sam"), await signUp(s, "5am"), await signUp(s, "Ben"), await signUp(s, "Tom")];
    for (const r of [sam, fiveAm, ben, tom]) await play(s, r.token, code);
    await s.gql(RENAME, { i: { eventId, userId: ben.userId, displayName: "S a m" } }, org.token);
    const tagOf = (id: string) => id.replace(/-/g, "").slice(0, 4).toUpperCase();
    expect(await tags(eventId)).toEqual(
      new Map([
        ["Sam", tagOf(sam.userId)],
        ["5am", tagOf(fiveAm.userId)],
        ["S a m", tagOf(ben.userId)],
        ["Tom", null],
      ]),
    );

    // Written straight to the database (no app path): the key goes with the old name (migration 0016).
    await s.handle.db.update(users).set({ displayName: "Tom" }).where(eq(users.id, sam.userId));
    expect(await userKey(sam.userId)).toBeNull();
    s.app.deps.standings.invalidate(eventId);
    const after = await tags(eventId);
    expect([after.get("5am"), after.get("S a m")]).toEqual([tagOf(fiveAm.userId), tagOf(ben.userId)]);
    const toms = (await s.gql<Board>(BOARD, { e: eventId })).data?.leaderboard.entries.filter((e) => e.displayName === "Tom");
    expect(toms?.map((e) => e.nameTag).sort()).toEqual([tagOf(sam.userId), tagOf(tom.userId)].sort());
    // A name and key written together keep the key.
    await s.handle.db
      .update(users)
      .set({ displayName: "Samuel", nameKey: nameKey("Samuel") })
      .where(eq(users.id, sam.userId));
    expect(await userKey(sam.userId)).toBe("samuei");

    // The board reads the stored key, not the name: a key set by hand makes two names namesakes.
    const other = await createEvent(s, `Stored ${kind}`, [{ code: `STRD${sfx}` }]);
    const [ann, bob] = [await signUp(s, "Ann"), await signUp(s, "Bob")];
    await s.handle.db.update(users).set({ nameKey: "ann" }).where(eq(users.id, bob.userId));
    for (const r of [ann, bob]) await play(s, r.token, `STRD${sfx}`);
    expect(await tags(other)).toEqual(
      new Map([
        ["Ann", tagOf(ann.userId)],
        ["Bob", tagOf(bob.userId)],
      ]),
    );
  });

  it("a join's namesake check reads the stored keys: own names, the organizer's renames, names written by hand without a key", async () => {
    const sfx = kind === "pglite" ? "2345" : "3456";
    const eventId = await createEvent(s, `Namesakes ${kind}`, [{ code: `NAME${sfx}` }]);
    await createEvent(s, `Away ${kind}`, [{ code: `AWAY${sfx}` }]);
    const org = await signUpOrganizer(s);
    const [lena, paul, kate, ruth, anna, ben, omar] = [
      await signUp(s, "Lena"),
      await signUp(s, "Paul"),
      await signUp(s, "Kate"),
      await signUp(s, "Ruth"),
      await signUp(s, "Anna B"),
      await signUp(s, "Ben"),
      await signUp(s, "Omar"),
    ];
    for (const r of [lena, paul, kate, ruth, anna, ben]) await start(s, r.token, `NAME${sfx}`);
    await start(s, omar.token, `AWAY${sfx}`);
    await s.gql(RENAME, { i: { eventId, userId: paul.userId, displayName: "Mira" } }, org.token);
    await s.gql(RENAME, { i: { eventId, userId: ben.userId, displayName: "Anna B 2" } }, org.token);
    // Written by hand: a user's name (its key cleared, migration 0016) and an organizer's rename without a key.
    await s.handle.db.update(users).set({ displayName: "Nora" }).where(eq(users.id, kate.userId));
    await s.handle.db.execute(
      sql`insert into rider_moderation (event_id, user_id, display_name) values (${eventId}, ${ruth.userId}, 'Vera')`,
    );
    expect([await userKey(kate.userId), await moderationKey(eventId, ruth.userId)]).toEqual([null, null]);

    const join = async (name: string) =>
      (await s.gql(JOIN_AT, { i: { displayName: name, checkpointCode: `NAME${sfx}` } })).data?.join.fieldErrors[0]?.suggestion ?? null;
    // Refused with the lowest free number: own name, rename, each hand-written name, a look-alike spelling.
    expect(await join("Lena")).toBe("Lena 2");
    expect(await join("M1ra")).toBe("M1ra 2");
    expect(await join("Nora")).toBe("Nora 2");
    expect(await join("vera")).toBe("vera 2");
    expect(await join("Аnna b")).toBe("Аnna b 3");
    // Free: a name the organizer renamed away, the names written over by hand, a rider of another event only.
    for (const name of ["Paul", "Ben", "Kate", "Ruth", "Omar"]) expect(await join(name), name).toBeNull();

    // Numbers 2 to 12 taken: the offer is found past the first numbers asked.
    await seedBoard(s.handle.db, 12);
    expect(
      (await s.gql(JOIN_AT, { i: { displayName: "Board rider 1", checkpointCode: "BNCH2345" } })).data?.join.fieldErrors[0]?.suggestion,
    ).toBe("Board rider 13");
  });

  it("keys old rows where migrations run, in batches, and then finds nothing to do", async () => {
    const made = await s.handle.db
      .insert(users)
      .values(Array.from({ length: 1005 }, (_, i) => ({ displayName: `Old rider ${i}` })))
      .returning({ id: users.id });
    const eventId = await createEvent(s, `Old ${kind}`, []);
    const first = made[0]?.id ?? "";
    await s.handle.db.execute(
      sql`insert into rider_moderation (event_id, user_id, display_name) values (${eventId}, ${first}, 'Оld Ｎame')`,
    );
    const ids = made.map((m) => m.id);
    const unkeyed = async () =>
      (
        await s.handle.db
          .select({ id: users.id })
          .from(users)
          .where(and(inArray(users.id, ids), sql`name_key is null`))
      ).length;
    expect(await unkeyed()).toBe(1005);

    await migrate(s.handle);
    expect(await unkeyed()).toBe(0);
    const keyed = await s.handle.db.select({ name: users.displayName, key: users.nameKey }).from(users).where(inArray(users.id, ids));
    for (const r of keyed) expect(r.key).toBe(nameKey(r.name));
    expect(await moderationKey(eventId, first)).toBe("oidname");
    expect(await fillNameKeys(s.handle.db)).toBe(0);
  });
});

describe("a restored backup from before the keys", SLOW, () => {
  it("has its names keyed by the restore", async () => {
    const from = await openTestPglite();
    const to = await openTestPglite();
    try {
      await from.db.insert(users).values([
        { displayName: "Anna", nameKey: "anna" },
        { displayName: "Ａnna B", nameKey: "annab" },
      ]);
      const backup = readBackup(await takeBackup(from.db, new Date()));
      // As a backup taken before migration 0015 holds them: no name_key column.
      for (const t of backup.tables) t.rows = t.rows.map(({ name_key: _, ...row }) => row);
      await restoreBackup(to.db, backup, { replace: false });
      const restored = await to.db.select({ name: users.displayName, key: users.nameKey }).from(users);
      expect(restored.map((r) => [r.name, r.key]).sort()).toEqual([
        ["Anna", "anna"],
        ["Ａnna B", "annab"],
      ]);
    } finally {
      await from.close();
      await to.close();
    }
  });
});
