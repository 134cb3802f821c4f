import { sql } from "drizzle-orm";
import type { Category } from "#core/content-schema.ts";
import { isUuid } from "#core/validation.ts";
import { selectRows } from "#server/db/query.ts";
import type { StoredChoice } from "#server/db/schema/index.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import { neutralizeFormula, writeCsv } from "../shared/csv.ts";

/**
 * The per-question report (Kahoot's): for each question served in the event, how riders did.
 * Counted like the standings: voided attempts and hidden riders are left out
 * (docs/decisions/020-board-and-moderation.md).
 * - served: times the question was put in front of a rider;
 * - answered: a choice was made (a time-out is served, not answered);
 * - percentRight: right answers of those served, 0–100, rounded (a time-out is not right);
 * - medianTimeMs: the median time from serve to answer, as the server saw it (no grace taken off),
 *   of those answered.
 */
export interface QuestionReportRow {
  questionId: string;
  prompt: string;
  category: Category;
  served: number;
  answered: number;
  right: number;
  percentRight: number;
  /** The wrong choice picked most (ties: the first in the question's order), with its count. */
  topWrongChoice: { id: string; text: string; count: number } | null;
  medianTimeMs: number | null;
}

interface Row {
  question_id: string;
  prompt: string;
  category: Category;
  choices: StoredChoice[] | string;
  served: number;
  answered: number;
  right_count: number;
  median_ms: number | string | null;
  wrong: Record<string, number> | string | null;
}

const parse = <T>(v: T | string): T => (typeof v === "string" ? (JSON.parse(v) as T) : v);

export async function questionReport(deps: Pick<AppDeps, "db">, input: { eventId: string }): Promise<QuestionReportRow[] | null> {
  if (!isUuid(input.eventId)) return null;
  const rows = await selectRows<Row>(
    deps.db,
    sql`
    with counted as (
      select an.* from answers an
      join attempts a on a.id = an.attempt_id
      join checkpoints c on c.id = a.checkpoint_id
      where c.event_id = ${input.eventId} and a.voided_at is null
        and not exists (select 1 from rider_moderation m where m.event_id = c.event_id and m.user_id = a.user_id and m.hidden)
    ), wrong as (
      select question_id, jsonb_object_agg(choice_id, n) as wrong from (
        select question_id, choice_id, count(*)::int as n from counted
        where choice_id is not null and not correct group by question_id, choice_id
      ) w group by question_id
    )
    select q.id as question_id, q.prompt, q.category, q.choices,
           count(*)::int as served,
           (count(*) filter (where k.choice_id is not null))::int as answered,
           (count(*) filter (where k.correct))::int as right_count,
           percentile_cont(0.5) within group (order by extract(epoch from k.answered_at - k.served_at) * 1000)
             filter (where k.choice_id is not null) as median_ms,
           w.wrong
    from counted k join questions q on q.id = k.question_id left join wrong w on w.question_id = q.id
    group by q.id, w.wrong`,
  );
  return rows
    .map((r) => {
      const served = Number(r.served);
      const right = Number(r.right_count);
      const wrong = parse(r.wrong ?? {}) ?? {};
      const choices = parse(r.choices);
      let top: QuestionReportRow["topWrongChoice"] = null;
      for (const c of choices) {
        const count = wrong[c.id] ?? 0;
        if (count > 0 && (!top || count > top.count)) top = { id: c.id, text: c.text, count };
      }
      return {
        questionId: r.question_id,
        prompt: r.prompt,
        category: r.category,
        served,
        answered: Number(r.answered),
        right,
        percentRight: served === 0 ? 0 : Math.round((100 * right) / served),
        topWrongChoice: top,
        medianTimeMs: r.median_ms === null ? null : Math.round(Number(r.median_ms)),
      };
    })
    .sort((a, b) => a.percentRight - b.percentRight || b.served - a.served || a.questionId.localeCompare(b.questionId));
}

const REPORT_HEADER = [
  "question_id",
  "category",
  "prompt",
  "served",
  "answered",
  "right",
  "percent_right",
  "top_wrong_choice",
  "top_wrong_count",
  "median_time_s",
];

/** The report as CSV (RFC 4180, CRLF), hardest question first, as on screen. */
export function questionReportCsv(rows: QuestionReportRow[]): string {
  return writeCsv(
    REPORT_HEADER,
    rows.map((r) => [
      r.questionId,
      r.category,
      // An organizer's own question is typed text: a spreadsheet must not run it.
      neutralizeFormula(r.prompt),
      r.served,
      r.answered,
      r.right,
      r.percentRight,
      neutralizeFormula(r.topWrongChoice?.text ?? ""),
      r.topWrongChoice?.count ?? 0,
      r.medianTimeMs === null ? "" : (r.medianTimeMs / 1000).toFixed(1),
    ]),
  );
}
