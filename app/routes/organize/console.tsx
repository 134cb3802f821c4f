import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import {
  type ConsoleCheckpoint,
  type ConsoleEvent,
  consoleActions,
  download,
  eventQueryOptions,
  eventsQueryOptions,
  type Outcome,
  resultsQueryOptions,
  setupValidQueryOptions,
  useConsoleAction,
} from "#app/features/organizer/queries.ts";
import type { Category, DrivesOn, RevealMode } from "#app/graphql/__generated__/graphql.ts";
import { DefaultLayout } from "#app/shell/default-layout.tsx";
import { Button } from "#app/ui/button.tsx";
import { FieldError, FormField } from "#app/ui/form-field.tsx";
import { Loading } from "#app/ui/loading.tsx";
import { AttendanceView, BoardLink, ModerationView, ReportView } from "./event-day.tsx";
import "./organize.css";

const CATEGORIES: Category[] = ["GEAR", "TECHNIQUE", "HAZARDS", "MAINTENANCE", "RULES", "GROUP_FIRST_AID"];
const CATEGORY_NAMES: Record<Category, string> = {
  GEAR: "Gear",
  TECHNIQUE: "Technique",
  HAZARDS: "Hazards",
  MAINTENANCE: "Maintenance",
  RULES: "Rules of the road",
  GROUP_FIRST_AID: "Group riding & first aid",
};
const PAPERS = ["A4", "A5", "A6"] as const;

type Errors = Record<string, string>;

/** Field errors by the input's field name (the part after `event.`, `checkpoint.` or `question.`). */
function errorsOf(result: Outcome): Errors {
  return Object.fromEntries(result.fieldErrors.map((e) => [e.field.replace(/^(event|checkpoint|question)\./, ""), e.message]));
}

/** The console spans the screen on a desktop, not the phone column riders get (organize.css). */
function useWideScreen() {
  useEffect(() => {
    document.documentElement.dataset.console = "";
    return () => {
      delete document.documentElement.dataset.console;
    };
  }, []);
}

export default function Console() {
  useWideScreen();
  const [params] = useSearchParams();
  const setup = params.get("setup");
  const eventId = params.get("event");
  const view = params.get("view") ?? "event";
  let body: ReactNode;
  if (setup !== null) body = <SetupView token={setup} />;
  else if (!eventId) body = <EventsView />;
  else body = <EventView eventId={eventId} view={view} />;
  return (
    <DefaultLayout>
      <div className="console">{body}</div>
    </DefaultLayout>
  );
}

function SetupView({ token }: { token: string }) {
  const valid = useQuery(setupValidQueryOptions(token));
  const claim = useConsoleAction(consoleActions.claimSetupLink);
  const navigate = useNavigate();
  const [closeDemo, setCloseDemo] = useState(true);
  const [error, setError] = useState<string | null>(null);
  if (valid.isPending) return <Loading pending={valid.isPending} />;
  if (!valid.data)
    return (
      <section>
        <h1>This setup link no longer works</h1>
        <p>
          It was used already, or the server has an organizer. Ask them to make you one, or run npm run ops -- users promote &lt;email&gt;.
        </p>
      </section>
    );
  async function onClaim() {
    const result = await claim.mutateAsync({ token, closeDemo });
    if (!result.ok) return setError(result.fieldErrors[0]?.message ?? "That did not work.");
    await navigate("/organize", { replace: true });
  }
  return (
    <section className="console__card">
      <p className="eyebrow">First organizer</p>
      <h1>Run rides from this browser</h1>
      <p>This link makes the account you are signed in with the organizer of this MotoQuiz. It works once.</p>
      <label className="console__check">
        <input type="checkbox" checked={closeDemo} onChange={(e) => setCloseDemo(e.target.checked)} /> Close the demo event (Demo Ride): its
        codes are printed in the README, so anyone could score in it
      </label>
      <FieldError id="setup-error" error={error} />
      <Button variant="primary" pending={claim.isPending} pendingLabel="Setting up…" onClick={() => void onClaim()}>
        Become the organizer
      </Button>
    </section>
  );
}

function when(iso: string | null | undefined): string {
  return iso ? new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" }) : "—";
}

function EventsView() {
  const events = useQuery(eventsQueryOptions());
  const [creating, setCreating] = useState(false);
  return (
    <>
      <header className="console__head">
        <div>
          <p className="eyebrow">Organizer console</p>
          <h1>Events</h1>
        </div>
        {creating ? null : (
          <Button variant="primary" onClick={() => setCreating(true)}>
            New event
          </Button>
        )}
      </header>
      {creating ? <EventForm onDone={() => setCreating(false)} /> : null}
      <Loading pending={events.isPending} />
      <ul className="console__list" aria-label="Events">
        {(events.data ?? []).map((e) => (
          <li key={e.id} className="console__row">
            <Link to={`/organize?event=${e.id}`} className="console__name">
              {e.name}
            </Link>
            {e.isDemo ? <span className="badge badge--demo">Demo</span> : null}
            {e.isDefault ? <span className="badge">Default</span> : null}
            <span className={e.closedAt ? "badge badge--closed" : "badge badge--open"}>{e.closedAt ? "Closed" : "Open"}</span>
            {e.startsAt || e.endsAt ? (
              <span className="muted small">
                {when(e.startsAt)} – {when(e.endsAt)}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {events.data?.length === 0 ? <p>No events yet.</p> : null}
    </>
  );
}

/** A datetime-local value (the browser's zone) and back to an instant. */
const toLocal = (iso: string | null | undefined) => {
  if (!iso) return "";
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (value: FormDataEntryValue | null) => (typeof value === "string" && value ? new Date(value).toISOString() : null);
const text = (form: FormData, name: string) => String(form.get(name) ?? "");

function EventForm({ event, onDone }: { event?: ConsoleEvent; onDone: () => void }) {
  const create = useConsoleAction(consoleActions.createEvent);
  const update = useConsoleAction(consoleActions.updateEvent);
  const navigate = useNavigate();
  const [errors, setErrors] = useState<Errors>({});
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const input = {
      name: text(form, "name"),
      startsAt: fromLocal(form.get("startsAt")),
      endsAt: fromLocal(form.get("endsAt")),
      timeZone: text(form, "timeZone"),
      drivesOn: text(form, "drivesOn") as DrivesOn,
      revealMode: text(form, "revealMode") as RevealMode,
      isDefault: form.get("isDefault") === "on",
    };
    const result = event ? await update.mutateAsync({ eventId: event.id, event: input }) : await create.mutateAsync({ event: input });
    setErrors(errorsOf(result));
    if (!result.ok) return;
    onDone();
    if (!event && "event" in result && result.event) await navigate(`/organize?event=${result.event.id}`);
  }
  const zone = event?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <form className="console__form" onSubmit={(e) => void onSubmit(e)} aria-label={event ? "Edit event" : "New event"} noValidate>
      <FormField label="Name" error={errors.name}>
        {(p) => <input {...p} className="input" name="name" defaultValue={event?.name} required maxLength={80} />}
      </FormField>
      <div className="console__pair">
        <FormField label="Starts" error={errors.startsAt}>
          {(p) => <input {...p} className="input" name="startsAt" type="datetime-local" defaultValue={toLocal(event?.startsAt)} />}
        </FormField>
        <FormField label="Ends" error={errors.endsAt}>
          {(p) => <input {...p} className="input" name="endsAt" type="datetime-local" defaultValue={toLocal(event?.endsAt)} />}
        </FormField>
      </div>
      <FormField label="Time zone (results and times)" error={errors.timeZone}>
        {(p) => <input {...p} className="input" name="timeZone" defaultValue={zone} />}
      </FormField>
      <div className="console__pair">
        <FormField label="Riders keep to the" error={errors.drivesOn}>
          {(p) => (
            <select {...p} className="input" name="drivesOn" defaultValue={event?.drivesOn ?? "RIGHT"}>
              <option value="RIGHT">Right</option>
              <option value="LEFT">Left</option>
            </select>
          )}
        </FormField>
        <FormField label="Right answers shown" error={errors.revealMode}>
          {(p) => (
            <select {...p} className="input" name="revealMode" defaultValue={event?.revealMode ?? "AFTER_EACH_ANSWER"}>
              <option value="AFTER_EACH_ANSWER">After each answer</option>
              <option value="AT_CLOSE">When the event closes</option>
            </select>
          )}
        </FormField>
      </div>
      <label className="console__check">
        <input type="checkbox" name="isDefault" defaultChecked={event?.isDefault} /> The app's default event
      </label>
      <FieldError id="event-form-error" error={errors.form ?? errors.eventId} />
      <div className="console__actions">
        <Button type="submit" variant="primary" pending={create.isPending || update.isPending} pendingLabel="Saving…">
          {event ? "Save event" : "Create event"}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

const VIEWS = [
  ["event", "Event & checkpoints"],
  ["questions", "Own questions"],
  ["results", "Results"],
  // The event day (issue 27, event-day.tsx).
  ["attendance", "Who is where"],
  ["moderation", "Riders' names"],
  ["report", "Question report"],
  ["board", "TV board"],
] as const;

function EventView({ eventId, view }: { eventId: string; view: string }) {
  const event = useQuery(eventQueryOptions(eventId));
  if (event.isPending) return <Loading pending={event.isPending} />;
  if (!event.data)
    return (
      <p>
        No such event. <Link to="/organize">All events</Link>
      </p>
    );
  const e = event.data;
  return (
    <>
      <nav className="console__crumbs" aria-label="Console">
        <Link to="/organize">All events</Link>
      </nav>
      <header className="console__head">
        <div>
          <p className="eyebrow">{e.closedAt ? "Closed event" : "Event"}</p>
          <h1>
            {e.name} {e.isDemo ? <span className="badge badge--demo">Demo</span> : null}
          </h1>
        </div>
      </header>
      {e.isDemo ? <DemoNotice event={e} /> : null}
      <nav className="console__tabs" aria-label="Views">
        {VIEWS.map(([key, label]) => (
          <Link key={key} to={`/organize?event=${e.id}&view=${key}`} aria-current={view === key ? "page" : undefined}>
            {label}
          </Link>
        ))}
      </nav>
      {view === "questions" ? (
        <QuestionsView event={e} />
      ) : view === "results" ? (
        <ResultsView event={e} />
      ) : view === "attendance" ? (
        <AttendanceView eventId={e.id} />
      ) : view === "moderation" ? (
        <ModerationView eventId={e.id} />
      ) : view === "report" ? (
        <ReportView eventId={e.id} />
      ) : view === "board" ? (
        <BoardLink eventId={e.id} checkpoints={e.checkpoints.filter((c) => !c.closedAt)} />
      ) : (
        <EventDetail event={e} />
      )}
    </>
  );
}

function DemoNotice({ event }: { event: ConsoleEvent }) {
  const close = useConsoleAction(consoleActions.closeEvent);
  const remove = useConsoleAction(consoleActions.deleteEvent);
  const navigate = useNavigate();
  return (
    <div className="callout console__demo" role="note">
      <strong>This is the demo event</strong>, for trying the app: its codes are printed in the README. Close or delete it before a real
      ride.
      <div className="console__actions">
        {event.closedAt ? null : (
          <Button variant="secondary" pending={close.isPending} onClick={() => void close.mutateAsync(event.id)}>
            Close the demo
          </Button>
        )}
        <Button
          variant="ghost"
          pending={remove.isPending}
          onClick={() => void remove.mutateAsync(event.id).then((r) => (r.ok ? navigate("/organize") : undefined))}
        >
          Delete the demo
        </Button>
      </div>
    </div>
  );
}

function EventDetail({ event }: { event: ConsoleEvent }) {
  const [editing, setEditing] = useState(false);
  const close = useConsoleAction(consoleActions.closeEvent);
  const reopen = useConsoleAction(consoleActions.reopenEvent);
  const remove = useConsoleAction(consoleActions.deleteEvent);
  const navigate = useNavigate();
  const [message, setMessage] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [paper, setPaper] = useState<(typeof PAPERS)[number]>("A4");
  const [adding, setAdding] = useState(false);
  const show = (r: Outcome) => setMessage(r.ok ? null : (r.fieldErrors[0]?.message ?? "That did not work."));
  return (
    <>
      <section className="console__card" aria-label="Event settings">
        {editing ? (
          <EventForm event={event} onDone={() => setEditing(false)} />
        ) : (
          <dl className="console__facts">
            <dt>Starts</dt>
            <dd>{when(event.startsAt)}</dd>
            <dt>Ends</dt>
            <dd>{when(event.endsAt)}</dd>
            <dt>Time zone</dt>
            <dd>{event.timeZone}</dd>
            <dt>Riders keep to the</dt>
            <dd>{event.drivesOn === "LEFT" ? "Left" : "Right"}</dd>
            <dt>Right answers shown</dt>
            <dd>{event.revealMode === "AT_CLOSE" ? "When the event closes" : "After each answer"}</dd>
            <dt>Attempts</dt>
            <dd>{event.attemptCount}</dd>
          </dl>
        )}
        {editing ? null : (
          <div className="console__actions">
            <Button onClick={() => setEditing(true)}>Edit event</Button>
            {event.closedAt ? (
              <Button
                pending={reopen.isPending}
                disabled={event.answersRevealed}
                onClick={() => void reopen.mutateAsync(event.id).then(show)}
              >
                Reopen
              </Button>
            ) : (
              <Button pending={close.isPending} onClick={() => void close.mutateAsync(event.id).then(show)}>
                Close event
              </Button>
            )}
            {confirmDelete ? (
              <Button
                variant="primary"
                pending={remove.isPending}
                onClick={() => void remove.mutateAsync(event.id).then((r) => (r.ok ? navigate("/organize") : show(r)))}
              >
                Delete with its {event.attemptCount} attempts
              </Button>
            ) : (
              <Button variant="ghost" onClick={() => setConfirmDelete(true)}>
                Delete event…
              </Button>
            )}
          </div>
        )}
        {event.answersRevealed ? <p className="muted small">Riders have seen the answers at close: this event cannot open again.</p> : null}
        <FieldError id="event-error" error={message} />
      </section>

      <section aria-label="Checkpoints">
        <header className="console__head">
          <h2>Checkpoints</h2>
          <div className="console__actions">
            <label className="console__inline">
              Paper{" "}
              <select
                className="input"
                value={paper}
                onChange={(e) => setPaper(e.target.value as (typeof PAPERS)[number])}
                aria-label="Poster paper size"
              >
                {PAPERS.map((p) => (
                  <option key={p}>{p}</option>
                ))}
              </select>
            </label>
            <Button onClick={() => void download(`/downloads/posters.pdf?event=${event.id}&size=${paper}`, "posters.pdf").then(setMessage)}>
              All posters
            </Button>
            {adding ? null : (
              <Button variant="primary" onClick={() => setAdding(true)}>
                Add checkpoint
              </Button>
            )}
          </div>
        </header>
        {adding ? <CheckpointForm eventId={event.id} onDone={() => setAdding(false)} /> : null}
        <ul className="console__list">
          {event.checkpoints.map((c) => (
            <CheckpointRow key={c.id} checkpoint={c} eventId={event.id} paper={paper} />
          ))}
        </ul>
        {event.checkpoints.length === 0 ? <p>No checkpoints yet.</p> : null}
      </section>
    </>
  );
}

function CheckpointRow({ checkpoint: c, eventId, paper }: { checkpoint: ConsoleCheckpoint; eventId: string; paper: string }) {
  const close = useConsoleAction(consoleActions.closeCheckpoint);
  const reopen = useConsoleAction(consoleActions.reopenCheckpoint);
  const reissue = useConsoleAction(consoleActions.reissueCode);
  const remove = useConsoleAction(consoleActions.deleteCheckpoint);
  const [editing, setEditing] = useState(false);
  const [confirm, setConfirm] = useState<"reissue" | "delete" | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const show = (r: Outcome) => setMessage(r.ok ? null : (r.fieldErrors[0]?.message ?? "That did not work."));
  if (editing)
    return (
      <li className="console__row console__row--open">
        <CheckpointForm eventId={eventId} checkpoint={c} onDone={() => setEditing(false)} />
      </li>
    );
  return (
    <li className="console__row">
      <span className="console__name">{c.name}</span>
      <code className="console__code">{c.code}</code>
      <span className={c.closedAt ? "badge badge--closed" : "badge badge--open"}>{c.closedAt ? "Closed" : "Open"}</span>
      <span className="muted small">
        {c.questionCount} question{c.questionCount === 1 ? "" : "s"} · {c.secondsPerQuestion} s ·{" "}
        {c.categories.length ? c.categories.map((x) => CATEGORY_NAMES[x]).join(", ") : "all categories"}
        {c.pinnedQuestionIds.length ? ` · ${c.pinnedQuestionIds.length} own` : ""}
      </span>
      <span className="console__actions">
        <Button variant="ghost" onClick={() => setEditing(true)}>
          Edit
        </Button>
        <Button
          variant="ghost"
          onClick={() =>
            void download(`/downloads/posters.pdf?event=${eventId}&checkpoint=${c.id}&size=${paper}`, "poster.pdf").then(setMessage)
          }
        >
          Poster {paper}
        </Button>
        {c.closedAt ? (
          <Button variant="ghost" pending={reopen.isPending} onClick={() => void reopen.mutateAsync(c.id).then(show)}>
            Reopen
          </Button>
        ) : (
          <Button variant="ghost" pending={close.isPending} onClick={() => void close.mutateAsync(c.id).then(show)}>
            Close
          </Button>
        )}
        {confirm === "reissue" ? (
          <Button
            variant="secondary"
            pending={reissue.isPending}
            onClick={() =>
              void reissue
                .mutateAsync(c.id)
                .then(show)
                .then(() => setConfirm(null))
            }
          >
            Yes: new code, old poster says replaced
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => setConfirm("reissue")}>
            New code…
          </Button>
        )}
        {confirm === "delete" ? (
          <Button variant="secondary" pending={remove.isPending} onClick={() => void remove.mutateAsync(c.id).then(show)}>
            Yes, delete it and its attempts
          </Button>
        ) : (
          <Button variant="ghost" onClick={() => setConfirm("delete")}>
            Delete…
          </Button>
        )}
      </span>
      <FieldError id={`cp-${c.id}-error`} error={message} />
    </li>
  );
}

function CheckpointForm({ eventId, checkpoint, onDone }: { eventId: string; checkpoint?: ConsoleCheckpoint; onDone: () => void }) {
  const create = useConsoleAction(consoleActions.createCheckpoint);
  const update = useConsoleAction(consoleActions.updateCheckpoint);
  const [errors, setErrors] = useState<Errors>({});
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const input = {
      name: text(form, "name"),
      description: text(form, "description"),
      categories: CATEGORIES.filter((c) => form.get(`cat-${c}`) === "on"),
      questionCount: Number(form.get("questionCount")),
      secondsPerQuestion: Number(form.get("secondsPerQuestion")),
    };
    const result = checkpoint
      ? await update.mutateAsync({ checkpointId: checkpoint.id, checkpoint: input })
      : await create.mutateAsync({ eventId, checkpoint: input });
    setErrors(errorsOf(result));
    if (result.ok) onDone();
  }
  return (
    <form
      className="console__form"
      onSubmit={(e) => void onSubmit(e)}
      aria-label={checkpoint ? "Edit checkpoint" : "New checkpoint"}
      noValidate
    >
      <FormField label="Checkpoint name" error={errors.name}>
        {(p) => <input {...p} className="input" name="name" defaultValue={checkpoint?.name} maxLength={80} />}
      </FormField>
      <FormField label="Description (on the start card)" error={errors.description}>
        {(p) => <input {...p} className="input" name="description" defaultValue={checkpoint?.description} maxLength={400} />}
      </FormField>
      <div className="console__pair">
        <FormField label="Questions" error={errors.questionCount}>
          {(p) => (
            <input
              {...p}
              className="input"
              name="questionCount"
              type="number"
              min={1}
              max={20}
              defaultValue={checkpoint?.questionCount ?? 5}
            />
          )}
        </FormField>
        <FormField label="Seconds each" error={errors.secondsPerQuestion}>
          {(p) => (
            <input
              {...p}
              className="input"
              name="secondsPerQuestion"
              type="number"
              min={5}
              max={120}
              defaultValue={checkpoint?.secondsPerQuestion ?? 20}
            />
          )}
        </FormField>
      </div>
      <fieldset className="console__cats">
        <legend>Categories (none ticked: all)</legend>
        {CATEGORIES.map((c) => (
          <label key={c} className="console__check">
            <input type="checkbox" name={`cat-${c}`} defaultChecked={checkpoint?.categories.includes(c)} /> {CATEGORY_NAMES[c]}
          </label>
        ))}
      </fieldset>
      <FieldError id="cp-form-error" error={errors.categories ?? errors.form} />
      <div className="console__actions">
        <Button type="submit" variant="primary" pending={create.isPending || update.isPending} pendingLabel="Saving…">
          {checkpoint ? "Save checkpoint" : "Create checkpoint"}
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function QuestionsView({ event }: { event: ConsoleEvent }) {
  const create = useConsoleAction(consoleActions.createOwnQuestion);
  const remove = useConsoleAction(consoleActions.deleteOwnQuestion);
  const upload = useConsoleAction(consoleActions.importOwnQuestions);
  const [errors, setErrors] = useState<Errors>({});
  const [problems, setProblems] = useState<string[]>([]);
  const [imported, setImported] = useState<number | null>(null);
  const names = new Map(event.checkpoints.map((c) => [c.id, c.name]));
  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const formEl = e.currentTarget;
    const form = new FormData(formEl);
    const choices = ["a", "b", "c", "d"].map((k) => text(form, `choice-${k}`).trim()).filter((c, i) => i < 2 || c !== "");
    const result = await create.mutateAsync({
      eventId: event.id,
      question: {
        prompt: text(form, "prompt"),
        choices,
        correct: Number(form.get("correct")),
        explanation: text(form, "explanation"),
        category: text(form, "category") as Category,
        checkpointIds: event.checkpoints.filter((c) => form.get(`pin-${c.id}`) === "on").map((c) => c.id),
      },
    });
    setErrors(errorsOf(result));
    if (result.ok) formEl.reset();
  }
  async function onUpload(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const file = new FormData(e.currentTarget).get("file");
    if (!(file instanceof File) || file.size === 0) return setProblems(["Choose a .csv or .json file first."]);
    const result = await upload.mutateAsync({ eventId: event.id, file });
    setProblems(result.fieldErrors.map((p) => p.message));
    setImported(result.ok ? result.imported : null);
  }
  return (
    <>
      <section className="console__card" aria-label="Write a question">
        <h2>Write a question</h2>
        <p className="muted small">
          The event's own questions are served first at the checkpoints they are pinned to; the public bank fills the rest. They stay in
          this event.
        </p>
        <form className="console__form" onSubmit={(e) => void onSubmit(e)} aria-label="New own question" noValidate>
          <FormField label="Question" error={errors.prompt}>
            {(p) => <textarea {...p} className="input" name="prompt" rows={2} maxLength={300} />}
          </FormField>
          {(["a", "b", "c", "d"] as const).map((k, i) => (
            <FormField
              key={k}
              label={`Choice ${k.toUpperCase()}${i >= 2 ? " (optional)" : ""}`}
              error={i === 0 ? errors.choices : errors[`choices.${i}`]}
            >
              {(p) => <input {...p} className="input" name={`choice-${k}`} maxLength={120} />}
            </FormField>
          ))}
          <div className="console__pair">
            <FormField label="Right choice" error={errors.correct}>
              {(p) => (
                <select {...p} className="input" name="correct" defaultValue="0">
                  {["A", "B", "C", "D"].map((l, i) => (
                    <option key={l} value={i}>
                      {l}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <FormField label="Category" error={errors.category}>
              {(p) => (
                <select {...p} className="input" name="category" defaultValue="RULES">
                  {CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {CATEGORY_NAMES[c]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <FormField label="Explanation (shown after the answer)" error={errors.explanation}>
            {(p) => <textarea {...p} className="input" name="explanation" rows={2} maxLength={600} />}
          </FormField>
          <fieldset className="console__cats">
            <legend>Pin to checkpoints</legend>
            {event.checkpoints.map((c) => (
              <label key={c.id} className="console__check">
                <input type="checkbox" name={`pin-${c.id}`} /> {c.name}
              </label>
            ))}
          </fieldset>
          <FieldError id="q-form-error" error={errors.form ?? errors.checkpointIds} />
          <Button type="submit" variant="primary" pending={create.isPending} pendingLabel="Saving…">
            Add question
          </Button>
        </form>
      </section>
      <section className="console__card" aria-label="Upload questions">
        <h2>Upload a file</h2>
        <p className="muted small">
          CSV with the header <code>prompt,choice_a,choice_b,choice_c,choice_d,correct,explanation,category,checkpoints</code> (correct is
          A–D, checkpoints are codes), or JSON. Every problem is listed by line; nothing is stored until there is none.
        </p>
        <form className="console__upload" onSubmit={(e) => void onUpload(e)} aria-label="Upload questions">
          <input type="file" name="file" accept=".csv,.json,text/csv,application/json" aria-label="Questions file" />
          <Button type="submit" pending={upload.isPending} pendingLabel="Checking…">
            Upload
          </Button>
        </form>
        {problems.length ? (
          <ul className="console__problems" aria-label="Problems in the file">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
        {imported !== null ? <p role="status">Imported {imported} questions.</p> : null}
      </section>
      <section aria-label="The event's own questions">
        <h2>The event's own questions ({event.ownQuestions.length})</h2>
        <ul className="console__list">
          {event.ownQuestions.map((q) => (
            <li key={q.id} className="console__row">
              <span className="console__name">{q.prompt}</span>
              <span className="muted small">
                Right: {q.choices[q.correct]} · {q.checkpointIds.map((id) => names.get(id)).join(", ") || "not pinned"}
              </span>
              <Button variant="ghost" pending={remove.isPending} onClick={() => void remove.mutateAsync(q.id)}>
                Delete
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

function ResultsView({ event }: { event: ConsoleEvent }) {
  const results = useQuery(resultsQueryOptions(event.id));
  const [message, setMessage] = useState<string | null>(null);
  if (results.isPending) return <Loading pending={results.isPending} />;
  const r = results.data;
  if (!r) return null;
  return (
    <section aria-label="Results">
      <header className="console__head">
        <h2>Results ({r.rows.length} riders)</h2>
        <Button onClick={() => void download(`/downloads/results.csv?event=${event.id}`, "results.csv").then(setMessage)}>
          Download CSV
        </Button>
      </header>
      <p className="muted small">{r.tieRule}</p>
      <FieldError id="results-error" error={message} />
      <div className="console__table">
        <table>
          <thead>
            <tr>
              <th scope="col">Rank</th>
              <th scope="col">Rider</th>
              <th scope="col">Score</th>
              <th scope="col">Right</th>
              {r.checkpoints.map((c) => (
                <th key={c.id} scope="col">
                  {c.name}
                </th>
              ))}
              <th scope="col">Answer time</th>
              <th scope="col">Last finish ({r.timeZone})</th>
            </tr>
          </thead>
          <tbody>
            {r.rows.map((row, i) => (
              <tr key={`${row.displayName}-${row.nameTag ?? i}`}>
                <td>{row.rankLabel}</td>
                <td>
                  {row.displayName} {row.nameTag ? <span className="muted small">#{row.nameTag}</span> : null}
                </td>
                <td>{row.score}</td>
                <td>{row.rightAnswers}</td>
                {row.checkpointScores.map((s, j) => (
                  <td key={r.checkpoints[j]?.id ?? j}>{s ?? "—"}</td>
                ))}
                <td>{(row.totalTimeMs / 1000).toFixed(1)} s</td>
                <td>{row.lastFinish ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
