import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DbHandle, openDatabase } from "./client.ts";
import { isUniqueViolation } from "./query.ts";

describe("PGlite on its own thread", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDatabase({});
    await handle.db.execute(sql`create table notes (id int primary key, body text not null, at timestamptz)`);
  });
  afterAll(() => handle.close());

  it("commits a transaction, and rolls one back that throws: nothing of it is stored", async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (1, 'kept')`);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes (id, body) values (2, 'lost')`);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const { rows } = (await handle.db.execute(sql`select id from notes order by id`)) as unknown as { rows: { id: number }[] };
    expect(rows.map((r) => r.id)).toEqual([1]);
  });

  it("makes a query from outside wait for an open transaction, and then see what it wrote", async () => {
    let outside: Promise<unknown> | undefined;
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes (id, body) values (3, 'in a transaction')`);
      outside = handle.db.execute(sql`select count(*)::int as n from notes where id = 3`);
      await tx.execute(sql`update notes set body = 'still in it' where id = 3`);
    });
    const { rows } = (await outside) as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(1);
  });

  it("keeps the database's error code, so a duplicate is told apart from other failures", async () => {
    const err = await handle.db.execute(sql`insert into notes (id, body) values (1, 'again')`).catch((e: unknown) => e);
    expect(isUniqueViolation(err)).toBe(true);
    const other = await handle.db.execute(sql`insert into notes (id) values (9)`).catch((e: unknown) => e);
    expect(isUniqueViolation(other)).toBe(false);
    // drizzle wraps the driver's error; the thread's copy keeps its code and message.
    const cause = (other as { cause?: { code?: string; message?: string } }).cause;
    expect(cause?.code).toBe("23502");
    expect(cause?.message).toMatch(/"body"/);
  });

  it("runs a statement again after it failed once (each text is prepared once and kept)", async () => {
    const insert = (id: number) => handle.db.execute(sql`insert into notes (id, body) values (${id}, 'twice')`);
    await insert(20);
    await expect(insert(20)).rejects.toThrow();
    await insert(21);
    const { rows } = (await handle.db.execute(sql`select count(*)::int as n from notes where id in (20, 21)`)) as unknown as {
      rows: { n: number }[];
    };
    expect(rows[0]?.n).toBe(2);
  });

  it("prepares a statement afresh when a migration changed what it returns", async () => {
    const read = () => handle.db.execute(sql`select body from notes where id = ${1}`) as unknown as Promise<{ rows: { body: unknown }[] }>;
    expect((await read()).rows[0]?.body).toBe("kept");
    await handle.db.execute(sql`alter table notes alter column body type varchar(40)`);
    // PostgreSQL refuses a kept plan whose result type changed at most once; the next run is fresh.
    const first = await read().catch((err: unknown) => err);
    const again = first instanceof Error ? await read() : first;
    expect((again as { rows: { body: unknown }[] }).rows[0]?.body).toBe("kept");
  });

  it("hands back timestamps as drizzle's PGlite driver expects them, as Dates from text", async () => {
    await handle.db.execute(sql`insert into notes (id, body, at) values (5, 'dated', '2026-11-25T12:00:00Z')`);
    const { rows } = (await handle.db.execute(sql`select at from notes where id = 5`)) as unknown as { rows: { at: string }[] };
    // Raw queries get the column's text; drizzle's typed selects turn it into a Date.
    expect(typeof rows[0]?.at).toBe("string");
    expect(new Date(rows[0]?.at as string).toISOString()).toBe("2026-11-25T12:00:00.000Z");
  });

  it("leaves the server's event loop free while a long query runs", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    await handle.db.execute(sql`select count(*) from generate_series(1, 4000000)`);
    const ms = performance.now() - started;
    clearInterval(timer);
    // On the server's own thread the query would hold the loop and no tick would run until it ended.
    expect(ms).toBeGreaterThan(100);
    expect(ticks).toBeGreaterThan(ms / 5 / 4);
  });

  it("refuses queries clearly once closed", async () => {
    const other = await openDatabase({});
    await other.close();
    await expect(other.ping()).rejects.toThrow(/database thread has stopped/);
  });
});
