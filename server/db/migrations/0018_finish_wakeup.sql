-- Custom SQL (drizzle-kit generate --custom): a rider's row recomputed (a finish, a voided or
-- removed attempt) wakes the boards with a finish's payload, not an event's. A void is moderation:
-- its service also announces the event (events/service.ts announceEvent), which is exact.
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
  -- Marked as a finish (server/live/hub.ts FINISH): the event itself did not change, so a kept
  -- anonymous board answer may lag it briefly (docs/decisions/017-standings-snapshot.md).
  PERFORM pg_notify('motoquiz_leaderboard', 'finish:' || p_event::text);
END $$;
