import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Button } from "#app/ui/button.tsx";
import { FieldError, FormField } from "#app/ui/form-field.tsx";
import { Loading } from "#app/ui/loading.tsx";
import { formatCode, normalizeCode } from "#core/checkpoint-code.ts";
import {
  attendanceQueryOptions,
  moderatedRidersQueryOptions,
  questionReportQueryOptions,
  rollCallQueryOptions,
  saveText,
  useModeration,
} from "./event-day-queries.ts";
import "./event-day.css";

// The console's event-day views (issue 27): attendance with the roll-call, moderation, the
// per-question report, and the TV board's link. Each takes the event it shows.

const STATE_TEXT = { SCANNED: "joined", IN_PROGRESS: "answering", FINISHED: "finished" } as const;

function clock(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" }) : "—";
}

/** Roll-call minutes: what a sweep usually allows between two stops; the organizer sets it. */
const DEFAULT_ROLL_CALL_MINUTES = 30;

export function RollCallView({ eventId }: { eventId: string }) {
  const [minutes, setMinutes] = useState(DEFAULT_ROLL_CALL_MINUTES);
  const [draft, setDraft] = useState(String(DEFAULT_ROLL_CALL_MINUTES));
  const [error, setError] = useState<string | null>(null);
  const missing = useQuery(rollCallQueryOptions(eventId, minutes));
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const n = Number(draft);
    if (!/^\d+$/.test(draft) || n > 1440) return setError("Minutes must be a whole number from 0 to 1440.");
    setError(null);
    setMinutes(n);
  };
  return (
    <section className="console__card event-day" aria-labelledby="roll-call-title">
      <h2 id="roll-call-title">Roll-call</h2>
      <p className="muted">Riders who finished a checkpoint and have not reached the next one since.</p>
      <form className="event-day__inline" onSubmit={onSubmit}>
        <FormField label="Missing for at least (minutes)" error={error}>
          {(control) => (
            <input
              {...control}
              className="input"
              name="afterMinutes"
              inputMode="numeric"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
          )}
        </FormField>
        <Button type="submit">Check</Button>
      </form>
      {!missing.data ? (
        <Loading pending={missing.isPending} />
      ) : (missing.data ?? []).length === 0 ? (
        <p data-testid="roll-call-empty">Nobody is missing for {minutes} minutes or more.</p>
      ) : (
        <ul className="console__list" data-testid="roll-call">
          {(missing.data ?? []).map((r) => (
            <li key={r.userId} className="console__row">
              <span className="console__name">{r.displayName}</span>
              <span>
                finished {r.finishedCheckpoint.name} at {clock(r.finishedAt)}, not seen at {r.nextCheckpoint.name}
              </span>
              <strong>{r.minutesSince} min</strong>
              {r.hidden ? <span className="badge">hidden</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function AttendanceView({ eventId }: { eventId: string }) {
  const attendance = useQuery(attendanceQueryOptions(eventId));
  if (attendance.isPending) return <Loading pending={attendance.isPending} />;
  const a = attendance.data;
  if (!a) return <p>No such event.</p>;
  return (
    <>
      <RollCallView eventId={eventId} />
      <section className="console__card event-day" aria-labelledby="attendance-title">
        <h2 id="attendance-title">Checkpoints</h2>
        <div className="console__table">
          <table data-testid="attendance-checkpoints">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Checkpoint</th>
                <th scope="col">Joined</th>
                <th scope="col">Started</th>
                <th scope="col">Answering</th>
                <th scope="col">Finished</th>
                <th scope="col">Last seen</th>
              </tr>
            </thead>
            <tbody>
              {a.checkpoints.map((c) => (
                <tr key={c.checkpointId}>
                  <td>{c.position}</td>
                  <td>{c.name}</td>
                  <td>{c.scanned}</td>
                  <td>{c.started}</td>
                  <td>{c.inProgress}</td>
                  <td>{c.finished}</td>
                  <td>{clock(c.lastSeenAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section className="console__card event-day" aria-labelledby="riders-title">
        <h2 id="riders-title">Riders ({a.riders.length})</h2>
        <div className="console__table">
          <table data-testid="attendance-riders">
            <thead>
              <tr>
                <th scope="col">Rider</th>
                {a.checkpoints.map((c) => (
                  <th key={c.checkpointId} scope="col">
                    {c.name}
                  </th>
                ))}
                <th scope="col">Last seen</th>
              </tr>
            </thead>
            <tbody>
              {a.riders.map((r) => (
                <tr key={r.userId}>
                  <td>
                    {r.displayName} {r.hidden ? <span className="badge">hidden</span> : null}
                  </td>
                  {a.checkpoints.map((c) => {
                    const v = r.visits.find((x) => x.checkpointId === c.checkpointId);
                    return <td key={c.checkpointId}>{v ? `${STATE_TEXT[v.state]} ${clock(v.finishedAt ?? v.lastSeenAt)}` : "—"}</td>;
                  })}
                  <td>{clock(r.lastSeenAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

function RiderRow({
  eventId,
  rider,
}: {
  eventId: string;
  rider: { userId: string; ownName: string; displayName: string | null; hidden: boolean; matchesWord?: string | null };
}) {
  const moderation = useModeration();
  const [name, setName] = useState(rider.displayName ?? "");
  const shown = rider.displayName ?? rider.ownName;
  return (
    <li className="console__row event-day__rider" data-testid="moderated-rider" data-hidden={rider.hidden || undefined}>
      <span className="console__name">{shown}</span>
      {rider.displayName ? <span className="muted">chose “{rider.ownName}”</span> : null}
      {rider.hidden ? <span className="badge">hidden</span> : null}
      {rider.matchesWord ? (
        <span className="badge badge--warn" data-testid="matches-list">
          matches your list: “{rider.matchesWord}”
        </span>
      ) : null}
      <Button pending={moderation.busy} onClick={() => void moderation.hide(eventId, rider.userId, !rider.hidden)}>
        {rider.hidden ? `Show ${shown}` : `Hide ${shown}`}
      </Button>
      <form
        className="event-day__inline"
        onSubmit={(e) => {
          e.preventDefault();
          void moderation.rename(eventId, rider.userId, name);
        }}
      >
        <FormField label={`Name shown for ${rider.ownName}`} hint="Empty: their own name">
          {(control) => (
            <input
              {...control}
              className="input"
              name="displayName"
              value={name}
              maxLength={24}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" pending={moderation.busy}>
          Rename
        </Button>
      </form>
      <FieldError id={`moderation-${rider.userId}`} error={moderation.error} />
    </li>
  );
}

function VoidList({ eventId }: { eventId: string }) {
  const attendance = useQuery(attendanceQueryOptions(eventId));
  const moderation = useModeration();
  const finished = (attendance.data?.riders ?? []).flatMap((r) =>
    r.visits.filter((v) => v.state === "FINISHED").map((v) => ({ rider: r.displayName, visit: v })),
  );
  const names = new Map((attendance.data?.checkpoints ?? []).map((c) => [c.checkpointId, c.name]));
  if (finished.length === 0) return null;
  return (
    <section className="console__card event-day" aria-labelledby="void-title">
      <h2 id="void-title">Void an attempt</h2>
      <p className="muted">A voided attempt's points leave the standings; the rider keeps playing.</p>
      <FieldError id="void-error" error={moderation.error} />
      <ul className="console__list">
        {finished.map(({ rider, visit }) => (
          <li key={visit.attemptId} className="console__row" data-voided={visit.voided || undefined}>
            <span className="console__name">{rider}</span>
            <span>
              {names.get(visit.checkpointId)} · {visit.score} points{visit.voided ? " · voided" : ""}
            </span>
            <Button pending={moderation.busy} onClick={() => void moderation.void(visit.attemptId, !visit.voided)}>
              {visit.voided ? "Restore" : "Void"}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The event's own words refused in a new rider's name, one per line (docs/decisions/020). */
function RefusedWords({ eventId, words }: { eventId: string; words: string[] }) {
  const moderation = useModeration();
  const [text, setText] = useState(words.join("\n"));
  const save = (e: FormEvent) => {
    e.preventDefault();
    void moderation.setWords(eventId, text.split(/[\n,]/));
  };
  return (
    <section className="console__card event-day" aria-labelledby="words-title">
      <h2 id="words-title">Names refused at join</h2>
      <p className="muted">
        Besides the built-in words (organizer, admin, staff…), refuse your own: a rival club, a name that caused trouble. Matched however
        spelled. Riders already in keep their names; they are marked below for you to hide or rename.
      </p>
      <form onSubmit={save}>
        <FormField label="Your words, one per line" error={moderation.error}>
          {(control) => (
            <textarea {...control} className="input" name="words" rows={4} value={text} onChange={(e) => setText(e.target.value)} />
          )}
        </FormField>
        <Button type="submit" pending={moderation.busy}>
          Save words
        </Button>
      </form>
    </section>
  );
}

export function ModerationView({ eventId }: { eventId: string }) {
  const query = useQuery(moderatedRidersQueryOptions(eventId));
  if (query.isPending) return <Loading pending={query.isPending} />;
  // Riders whose name matches the list come first: they are what the organizer came to act on.
  const riders = [...(query.data?.moderatedRiders ?? [])].sort((a, b) => Number(Boolean(b.matchesWord)) - Number(Boolean(a.matchesWord)));
  return (
    <>
      <RefusedWords key={(query.data?.refusedWords ?? []).join("\n")} eventId={eventId} words={query.data?.refusedWords ?? []} />
      <section className="console__card event-day" aria-labelledby="moderation-title">
        <h2 id="moderation-title">Riders' names</h2>
        <p className="muted">
          Hide or rename a rider: every board, the TV and the results follow within seconds. A hidden rider can still play.
        </p>
        {riders.length === 0 ? <p>No rider has joined yet.</p> : null}
        <ul className="console__list">
          {riders.map((r) => (
            <RiderRow key={`${r.userId}:${r.displayName ?? ""}:${r.hidden}`} eventId={eventId} rider={r} />
          ))}
        </ul>
      </section>
      <VoidList eventId={eventId} />
    </>
  );
}

export function ReportView({ eventId }: { eventId: string }) {
  const report = useQuery(questionReportQueryOptions(eventId));
  if (report.isPending) return <Loading pending={report.isPending} />;
  const r = report.data;
  if (!r) return <p>No such event.</p>;
  return (
    <section className="console__card event-day" aria-labelledby="report-title">
      <header className="console__head">
        <h2 id="report-title">Questions ({r.rows.length}), hardest first</h2>
        <Button onClick={() => saveText(r.csv, "question-report.csv")}>Download CSV</Button>
      </header>
      <div className="console__table">
        <table data-testid="question-report">
          <thead>
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Answered</th>
              <th scope="col">Right</th>
              <th scope="col">Most chosen wrong answer</th>
              <th scope="col">Median time</th>
            </tr>
          </thead>
          <tbody>
            {r.rows.map((q) => (
              <tr key={q.questionId} data-question={q.questionId}>
                <td>{q.prompt}</td>
                <td>
                  {q.answered} of {q.served}
                </td>
                <td>{q.percentRight}%</td>
                <td>{q.topWrongChoice ? `${q.topWrongChoice.text} (${q.topWrongChoice.count})` : "—"}</td>
                <td>{q.medianTimeMs === null ? "—" : `${(q.medianTimeMs / 1000).toFixed(1)} s`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The TV board's address, with the checkpoint its QR joins (the first by default). */
export function BoardLink({ eventId, checkpoints: given }: { eventId: string; checkpoints: readonly { name: string; code: string }[] }) {
  // Codes go into the link as a poster's QR holds them: without the dash.
  const checkpoints = given.map((c) => ({ name: c.name, code: normalizeCode(c.code) }));
  const [code, setCode] = useState(checkpoints[0]?.code ?? "");
  const href = `${window.location.origin}/board?event=${eventId}${code ? `&join=${code}` : ""}`;
  return (
    <section className="console__card event-day" aria-labelledby="board-link-title">
      <h2 id="board-link-title">TV board</h2>
      <p className="muted">
        Open this on the café's TV or a projector: live standings, latest finishes, a QR to join, the podium at the close.
      </p>
      {checkpoints.length > 0 ? (
        <FormField label="Its QR joins">
          {(control) => (
            <select {...control} className="input" value={code} onChange={(e) => setCode(e.target.value)}>
              {checkpoints.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name} ({formatCode(c.code)})
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      <p>
        <a href={href} target="_blank" rel="noreferrer" data-testid="board-link">
          {href}
        </a>
      </p>
    </section>
  );
}
