// Bench-only: N riders who each finished one checkpoint of the default event (Demo Ride), written
// in a few statements instead of N sign-ups through the API. bench/server.ts runs it before it
// listens when BENCH_BOARD_RIDERS is set; the board then holds N + whoever finishes during the run.
import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";

export async function seedBoard(db: Db, riders: number): Promise<void> {
  await db.execute(sql`
    insert into checkpoints (event_id, code, name)
    select id, 'BNCH2345', 'Bench board' from events where is_default
    on conflict do nothing`);
  // Scores in steps of 125 with times spread over a minute: many riders share a score, few tie fully.
  await db.execute(sql`
    with riders as (
      insert into users (display_name)
      select 'Board rider ' || g from generate_series(1, ${riders}) g
      returning id
    )
    insert into attempts (user_id, checkpoint_id, question_ids, served_count, seconds_per_question, started_at, finished_at, score, correct_count, total_time_ms)
    select r.id, c.id, '[]'::jsonb, 5, 20, now() - interval '1 hour', now() - (random() * interval '50 minutes'),
           (floor(random() * 41) * 125)::int, 3, (floor(random() * 60000))::int
    from riders r cross join (select id from checkpoints where code = 'BNCH2345') c`);
}
