// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { act } from "react";
import { describe, expect, it } from "vitest";
import { makeFragmentData } from "#app/graphql/__generated__/fragment-masking.ts";
import type { LeaderboardFieldsFragment } from "#app/graphql/__generated__/graphql.ts";
import { reactRootPerTest } from "#tests/support/react-root.ts";
import { applyLeaderboard, boardOf, LeaderboardFields, leaderboardQueryOptions, placeOf } from "./queries.ts";

type Entry = LeaderboardFieldsFragment["entries"][number];

const entry = (rank: number, userId: string, score: number): Entry => ({
  rank,
  userId,
  displayName: `Rider ${userId}`,
  nameTag: null,
  score,
  checkpointsDone: 1,
  totalTimeMs: 1000 * rank,
  lastFinishedAt: null,
});

const board = (eventId: string, entries: Entry[], me: Entry | null) =>
  makeFragmentData(
    { eventId, entries, me, riders: entries.length, updatedAt: "2026-11-22T10:00:00.000Z", answersHidden: false, revealsAt: null },
    LeaderboardFields,
  );

const dom = reactRootPerTest();

describe("pushed leaderboards", () => {
  it("update every cached view of that event, cut to its size, keeping the rider's own row", () => {
    const qc = new QueryClient();
    const mine = entry(3, "me", 900);
    const byDefault = leaderboardQueryOptions(null, 2);
    const named = leaderboardQueryOptions("ev1", 10);
    const other = leaderboardQueryOptions("ev2", 10);
    qc.setQueryData(byDefault.queryKey, { leaderboard: board("ev1", [entry(1, "a", 2000)], mine) });
    qc.setQueryData(named.queryKey, { leaderboard: board("ev1", [entry(1, "a", 2000)], mine) });
    qc.setQueryData(other.queryKey, { leaderboard: board("ev2", [entry(1, "z", 5)], null) });

    // A broadcast without the viewer's row: the cached `me` is refreshed from the entries.
    applyLeaderboard(qc, board("ev1", [entry(1, "me", 2500), entry(2, "a", 2000), entry(3, "b", 100)], null));

    const read = (key: typeof byDefault.queryKey) => {
      const data = qc.getQueryData(key);
      return data ? boardOf(data) : null;
    };
    expect(read(byDefault.queryKey)?.entries.map((e) => e.userId)).toEqual(["me", "a"]);
    expect(read(byDefault.queryKey)?.me).toMatchObject({ rank: 1, score: 2500 });
    expect(read(named.queryKey)?.entries).toHaveLength(3);
    expect(read(other.queryKey)?.entries[0]?.userId).toBe("z");
  });

  it("re-render a reader of the rider's place only when the place moves", async () => {
    const qc = new QueryClient();
    const options = leaderboardQueryOptions("ev1");
    const mine = entry(2, "me", 900);
    qc.setQueryData(options.queryKey, { leaderboard: board("ev1", [entry(1, "a", 2000), mine], mine) });
    // The query's observers are told on a timer (TanStack's notifyManager): wait it out in act.
    const frame = (pushed: ReturnType<typeof board>) =>
      act(async () => {
        applyLeaderboard(qc, pushed);
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
    let renders = 0;
    function Place() {
      renders += 1;
      const place = useQuery({ ...options, select: placeOf }).data;
      return <p>{place?.rank}</p>;
    }
    act(() =>
      dom.root.render(
        <QueryClientProvider client={qc}>
          <Place />
        </QueryClientProvider>,
      ),
    );
    expect(dom.container.textContent).toBe("2");
    const before = renders;

    // Rider a scores again: a new frame, the same place.
    await frame(board("ev1", [entry(1, "a", 2600), entry(2, "me", 900)], null));
    expect(renders).toBe(before);

    // Rider a falls behind: the place moves and the reader shows it.
    await frame(board("ev1", [entry(1, "me", 900), entry(2, "a", 100)], null));
    expect(renders).toBe(before + 1);
    expect(dom.container.textContent).toBe("1");
  });
});
