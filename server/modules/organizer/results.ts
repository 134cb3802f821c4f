import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { attempts, checkpoints } from "#server/db/schema/index.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import { rankEvent } from "#server/modules/leaderboard/service.ts";
import { neutralizeFormula, writeCsv } from "#server/modules/shared/csv.ts";
import type { OrganizerEventRow } from "./mappers.ts";
import { eventCheckpoints } from "./service.ts";

/** Said on the rules screen, in docs/organizers.md#results and in the file itself. */
export const TIE_RULE =
  "Ranked by total score; equal scores by less total answer time; riders equal on both share the rank (=2). Who rode fastest to the last stop never counts.";

/** An instant as the event's organizer reads it: YYYY-MM-DD HH:MM:SS in the event's zone. */
export function inZone(date: Date, timeZone: string): string {
  // The Swedish locale writes ISO-like date and time; the zone is the event's.
  return new Intl.DateTimeFormat("sv-SE", { timeZone, dateStyle: "short", timeStyle: "medium" }).format(date);
}

/**
 * The event's results: the leaderboard module's standings (the one ranking, shared with the live
 * board and the ops export), with what an organizer also needs per rider: right answers and the
 * score at each checkpoint.
 */
export async function eventResults(deps: Pick<AppDeps, "db">, event: OrganizerEventRow) {
  const [standings, cps, done] = await Promise.all([
    rankEvent(deps.db, event.id),
    eventCheckpoints(deps, { eventId: event.id }),
    deps.db
      .select({ userId: attempts.userId, checkpointId: attempts.checkpointId, score: attempts.score, correct: attempts.correctCount })
      .from(attempts)
      .innerJoin(checkpoints, eq(checkpoints.id, attempts.checkpointId))
      // A voided attempt (moderation) leaves the standings; its column empties too.
      .where(and(eq(checkpoints.eventId, event.id), isNotNull(attempts.finishedAt), isNull(attempts.voidedAt))),
  ]);
  const perRider = new Map<string, Map<string, { score: number; correct: number }>>();
  for (const a of done) {
    const mine = perRider.get(a.userId) ?? new Map();
    mine.set(a.checkpointId, { score: a.score, correct: a.correct });
    perRider.set(a.userId, mine);
  }
  const sharing = new Map<number, number>();
  for (const r of standings) sharing.set(r.rank, (sharing.get(r.rank) ?? 0) + 1);
  const rows = standings.map((r) => {
    const mine = perRider.get(r.userId) ?? new Map<string, { score: number; correct: number }>();
    return {
      rank: r.rank,
      rankLabel: (sharing.get(r.rank) ?? 0) > 1 ? `=${r.rank}` : String(r.rank),
      displayName: r.displayName,
      nameTag: r.nameTag,
      score: r.score,
      rightAnswers: [...mine.values()].reduce((sum, a) => sum + a.correct, 0),
      checkpointsDone: r.checkpointsDone,
      checkpointScores: cps.map((c) => mine.get(c.id)?.score ?? null),
      totalTimeMs: r.totalTimeMs,
      lastFinish: r.lastFinishedAt ? inZone(r.lastFinishedAt, event.timeZone) : null,
    };
  });
  return {
    eventId: event.id,
    timeZone: event.timeZone,
    checkpoints: cps.map((c) => ({ id: c.id, name: c.name })),
    rows,
    tieRule: TIE_RULE,
  };
}

/**
 * The results as CSV (RFC 4180, CRLF, formula-safe names): a first line states the tie rule, then
 * the header, with one score column per checkpoint.
 */
export function resultsCsv(results: Awaited<ReturnType<typeof eventResults>>): string {
  const header = [
    "rank",
    "display_name",
    "name_tag",
    "score",
    "right_answers",
    "checkpoints_done",
    ...results.checkpoints.map((c) => neutralizeFormula(c.name)),
    "total_answer_time_s",
    `last_finish (${results.timeZone})`,
  ];
  const body = writeCsv(
    header,
    results.rows.map((r) => [
      neutralizeFormula(r.rankLabel),
      neutralizeFormula(r.displayName),
      r.nameTag ?? "",
      r.score,
      r.rightAnswers,
      r.checkpointsDone,
      ...r.checkpointScores.map((s) => (s === null ? "" : s)),
      (r.totalTimeMs / 1000).toFixed(3),
      r.lastFinish ?? "",
    ]),
  );
  return `${writeCsv([`# ${TIE_RULE}`], [])}${body}`;
}
