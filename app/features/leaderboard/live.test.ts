import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { LeaderboardEntryFieldsFragment, LeaderboardFieldsFragment } from "#app/graphql/__generated__/graphql.ts";
import { applyLeaderboard } from "#app/platform/data/live.ts";
import { leaderboardKeys } from "./keys.ts";

const entry = (rank: number, userId: string, score: number): LeaderboardEntryFieldsFragment => ({
  rank,
  userId,
  displayName: `Rider ${userId}`,
  nameTag: null,
  score,
  checkpointsDone: 1,
  totalTimeMs: 1000 * rank,
  lastFinishedAt: null,
});

const board = (eventId: string, entries: LeaderboardEntryFieldsFragment[], me: LeaderboardEntryFieldsFragment | null) =>
  ({ eventId, entries, me, riders: entries.length, updatedAt: "2026-11-22T10:00:00.000Z" }) satisfies LeaderboardFieldsFragment;

describe("pushed leaderboards", () => {
  it("update every cached view of that event, cut to its size, keeping the rider's own row", () => {
    const qc = new QueryClient();
    const mine = entry(3, "me", 900);
    qc.setQueryData(leaderboardKeys.event(null, 2), { leaderboard: board("ev1", [entry(1, "a", 2000)], mine) });
    qc.setQueryData(leaderboardKeys.event("ev1", 10), { leaderboard: board("ev1", [entry(1, "a", 2000)], mine) });
    qc.setQueryData(leaderboardKeys.event("ev2", 10), { leaderboard: board("ev2", [entry(1, "z", 5)], null) });

    // A broadcast without the viewer's row: the cached `me` is refreshed from the entries.
    const pushed = board("ev1", [entry(1, "me", 2500), entry(2, "a", 2000), entry(3, "b", 100)], null);
    applyLeaderboard(qc, pushed);

    const byDefault = qc.getQueryData<{ leaderboard: LeaderboardFieldsFragment }>(leaderboardKeys.event(null, 2));
    expect(byDefault?.leaderboard.entries.map((e) => e.userId)).toEqual(["me", "a"]);
    expect(byDefault?.leaderboard.me).toMatchObject({ rank: 1, score: 2500 });
    const named = qc.getQueryData<{ leaderboard: LeaderboardFieldsFragment }>(leaderboardKeys.event("ev1", 10));
    expect(named?.leaderboard.entries).toHaveLength(3);
    const other = qc.getQueryData<{ leaderboard: LeaderboardFieldsFragment }>(leaderboardKeys.event("ev2", 10));
    expect(other?.leaderboard.entries[0]?.userId).toBe("z");
  });
});
