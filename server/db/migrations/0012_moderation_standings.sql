-- Custom SQL (drizzle-kit generate --custom): moderation in the standings
-- (docs/decisions/020-board-and-moderation.md). A voided attempt no longer counts in its rider's
-- row (the attempts trigger of 0009 already fires when voided_at changes on a finished attempt);
-- hiding or renaming a rider in an event marks their row changed, so every process's snapshot
-- re-reads it (server/modules/leaderboard/standings.ts reads the moderation with the row).
CREATE OR REPLACE FUNCTION standings_refresh(p_event uuid, p_user uuid, create_row boolean) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_event IS NULL OR p_user IS NULL THEN
    RETURN;
  END IF;
  IF create_row THEN
    INSERT INTO standings (event_id, user_id) VALUES (p_event, p_user) ON CONFLICT DO NOTHING;
  END IF;
  PERFORM 1 FROM standings WHERE event_id = p_event AND user_id = p_user FOR UPDATE;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  UPDATE standings s SET
    score = t.score, checkpoints_done = t.done, total_time_ms = t.time_ms,
    last_finished_at = t.last_finished_at, version = nextval('standings_version')
  FROM (
    SELECT coalesce(sum(a.score), 0)::int AS score, count(*)::int AS done,
           coalesce(sum(a.total_time_ms), 0)::int AS time_ms, max(a.finished_at) AS last_finished_at
    FROM attempts a JOIN checkpoints c ON c.id = a.checkpoint_id
    WHERE c.event_id = p_event AND a.user_id = p_user AND a.finished_at IS NOT NULL AND a.voided_at IS NULL
  ) t
  WHERE s.event_id = p_event AND s.user_id = p_user;
  -- Delivered at commit to every process (server/db/channels.ts), whoever wrote: the app, the ops CLI.
  PERFORM pg_notify('motoquiz_leaderboard', p_event::text);
END $$;
--> statement-breakpoint
CREATE FUNCTION standings_on_moderation() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  r record;
BEGIN
  IF TG_OP = 'DELETE' THEN
    r := OLD;
  ELSE
    r := NEW;
  END IF;
  UPDATE standings SET version = nextval('standings_version') WHERE event_id = r.event_id AND user_id = r.user_id;
  PERFORM pg_notify('motoquiz_leaderboard', r.event_id::text);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER rider_moderation_standings AFTER INSERT OR UPDATE OR DELETE ON rider_moderation
  FOR EACH ROW EXECUTE FUNCTION standings_on_moderation();
