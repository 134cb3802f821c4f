// Bench-only: N riders who each finished one checkpoint of the default event (Demo Ride), written
// in a few statements instead of N sign-ups through the API. bench/server.ts runs it before it
// listens when BENCH_BOARD_RIDERS is set; the board then holds N + whoever finishes during the run.
import { sql } from "drizzle-orm";
import { nameKey } from "#core/display-name.ts";
import type { Db } from "#server/db/client.ts";

export async function seedBoard(db: Db, riders: number): Promise<void> {
  await db.execute(sql`
    insert into checkpoints (event_id, code, name)
    select id, 'BNCH2345', 'Bench board' from events where is_default
    on conflict do nothing`);
  // Scores in steps of 125 with times spread over a minute: many riders share a score, few tie fully.
  // Each name with its key, as every path that writes a name stores it (server/db/schema users.nameKey).
  const names = Array.from({ length: riders }, (_, i) => `Board rider ${i + 1}`);
  const named = JSON.stringify(names.map((name) => ({ name, key: nameKey(name) })));
  await db.execute(sql`
    with riders as (
      insert into users (display_name, name_key)
      select name, key from json_to_recordset(${named}::json) as r(name text, key text)
      returning id
    )
    insert into attempts (user_id, checkpoint_id, question_ids, served_count, seconds_per_question, started_at, finished_at, score, correct_count, total_time_ms)
    select r.id, c.id, '[]'::jsonb, 5, 20, now() - interval '1 hour', now() - (random() * interval '50 minutes'),
           (floor(random() * 41) * 125)::int, 3, (floor(random() * 60000))::int
    from riders r cross join (select id from checkpoints where code = 'BNCH2345') c`);
}
