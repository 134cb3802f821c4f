// What one refresh of an event's standings snapshot costs the process at N riders (bench/board.ts):
// every change followed by a read costs one, so a board read between every two finishes costs one
// per finish. A finish every 20 ms, each refresh re-reading the rows changed within the settle
// window on PostgreSQL, and only the rows above the newest version read on PGlite (ADR 017); the
// process's CPU (its main thread, and PGlite's thread on PGlite) per refresh, median.
import { sql } from "drizzle-orm";
import { openDatabase } from "#server/db/client.ts";
import { migrate } from "#server/db/migrate.ts";
import { selectRows } from "#server/db/query.ts";
import { seedContent } from "#server/db/seed.ts";
import { SnapshotStore } from "#server/modules/leaderboard/service.ts";
import { seedBoard } from "./board-seed.ts";
import { median, r1 } from "./proc.ts";

const FINISHES = 600;
const EVERY_MS = 20;

export async function refreshCost(riders: number, where: { databaseUrl: string } | { dataDir: string }) {
  const handle = await openDatabase(where);
  try {
    await migrate(handle);
    await seedContent(handle.db);
    await seedBoard(handle.db, riders);
    const [event] = await selectRows<{ id: string }>(handle.db, sql`select id from events where is_default`);
    const eventId = event?.id as string;
    const finishers = await selectRows<{ user_id: string }>(
      handle.db,
      sql`select user_id from standings where event_id = ${eventId} limit ${FINISHES}`,
    );
    // The store's own clock, moved by hand: the settle window passes without waiting for it.
    let clock = 0;
    const store = new SnapshotStore(handle.db, Date.now, { commitsInOrder: handle.kind === "pglite", clock: () => clock });
    await store.get(eventId);
    clock += 60_000;
    const cpuMs: number[] = [];
    const wallMs: number[] = [];
    for (const { user_id } of finishers) {
      clock += EVERY_MS;
      await handle.db.execute(
        sql`update standings set score = score + 125, version = nextval('standings_version') where event_id = ${eventId} and user_id = ${user_id}`,
      );
      store.invalidate(eventId);
      const cpu = process.cpuUsage();
      const t = performance.now();
      await store.get(eventId);
      wallMs.push(performance.now() - t);
      const used = process.cpuUsage(cpu);
      cpuMs.push((used.user + used.system) / 1000);
    }
    // The first settle window's refreshes re-read fewer rows than a busy minute's: the rest are measured.
    const steady = (xs: number[]) => xs.slice(Math.ceil(5000 / EVERY_MS));
    return { finishes: FINISHES, everyMs: EVERY_MS, cpuMsMedian: r1(median(steady(cpuMs))), wallMsMedian: r1(median(steady(wallMs))) };
  } finally {
    await handle.close();
  }
}
