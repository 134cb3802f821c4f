-- Custom SQL (drizzle-kit generate --custom): the triggers that keep "standings" (migration
-- 0008) equal to the finished attempts, in the writing transaction, whoever writes them.
-- Why a table kept by the database: docs/decisions/017-standings-snapshot.md.

-- Recomputes one rider's row in one event from their finished attempts. The row is locked
-- first, and the sums are read by a later statement (a fresh snapshot under READ COMMITTED),
-- so two finishes of the same rider committing together cannot overwrite each other's total.
-- `create_row` false: only an existing row is updated (a removal, also inside a cascade).
CREATE FUNCTION standings_refresh(p_event uuid, p_user uuid, create_row boolean) RETURNS void
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
    WHERE c.event_id = p_event AND a.user_id = p_user AND a.finished_at IS NOT NULL
  ) t
  WHERE s.event_id = p_event AND s.user_id = p_user;
  -- Delivered at commit to every process (server/db/channels.ts), whoever wrote: the app, the ops CLI.
  PERFORM pg_notify('motoquiz_leaderboard', p_event::text);
END $$;
--> statement-breakpoint
CREATE FUNCTION standings_on_attempt() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD.finished_at IS NOT NULL
      AND (NEW.finished_at IS NULL OR OLD.checkpoint_id <> NEW.checkpoint_id OR OLD.user_id <> NEW.user_id)) THEN
    PERFORM standings_refresh((SELECT event_id FROM checkpoints WHERE id = OLD.checkpoint_id), OLD.user_id, false);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.finished_at IS NOT NULL THEN
    PERFORM standings_refresh((SELECT event_id FROM checkpoints WHERE id = NEW.checkpoint_id), NEW.user_id, true);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Only finished attempts count: an answer before the last (finished_at still null) fires nothing.
CREATE TRIGGER attempts_standings_insert AFTER INSERT ON attempts FOR EACH ROW
  WHEN (NEW.finished_at IS NOT NULL) EXECUTE FUNCTION standings_on_attempt();
--> statement-breakpoint
CREATE TRIGGER attempts_standings_update AFTER UPDATE ON attempts FOR EACH ROW
  WHEN (OLD.finished_at IS NOT NULL OR NEW.finished_at IS NOT NULL) EXECUTE FUNCTION standings_on_attempt();
--> statement-breakpoint
CREATE TRIGGER attempts_standings_delete AFTER DELETE ON attempts FOR EACH ROW
  WHEN (OLD.finished_at IS NOT NULL) EXECUTE FUNCTION standings_on_attempt();
--> statement-breakpoint
-- A renamed rider: the snapshots re-read their rows (the name is read from users).
CREATE FUNCTION standings_on_rename() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE standings SET version = nextval('standings_version') WHERE user_id = NEW.id;
  PERFORM pg_notify('motoquiz_leaderboard', event_id::text) FROM standings WHERE user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_standings_rename AFTER UPDATE OF display_name ON users FOR EACH ROW
  WHEN (OLD.display_name IS DISTINCT FROM NEW.display_name) EXECUTE FUNCTION standings_on_rename();
--> statement-breakpoint
-- The standings of what was played before this migration.
INSERT INTO standings (event_id, user_id, score, checkpoints_done, total_time_ms, last_finished_at)
SELECT c.event_id, a.user_id, sum(a.score)::int, count(*)::int, sum(a.total_time_ms)::int, max(a.finished_at)
FROM attempts a JOIN checkpoints c ON c.id = a.checkpoint_id
WHERE a.finished_at IS NOT NULL
GROUP BY c.event_id, a.user_id;
