import type { IncomingMessage } from "node:http";
import { parse as parseCookie } from "cookie";
import { TOKEN_COOKIE } from "#core/constants.ts";
import { hiddenAnswersNote, QUIZ_COPY, SENT_LATE } from "#core/quiz-copy.ts";
import { viewerFromToken } from "#server/modules/accounts/session.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import { findCheckpoint } from "#server/modules/events/service.ts";
import { flow } from "#server/modules/quiz/flow.ts";
import { currentQuestion } from "#server/modules/quiz/serve.ts";
import { formScript } from "./form-paint.ts";
import { escapeHtml, paintFrame } from "./page-paint.ts";

/**
 * `/quiz` painted by the server for a phone whose scripts have not arrived (docs/decisions/018-weak-link-first-minute.md
 * §22): the start card with "I'm stopped — start", or the open question with its choices and
 * countdown, or an answered question with its reveal and Next. Each button is a plain form post to
 * `POST /quiz` (form-posts.ts), which calls the services the app's `nextQuestion` and `submitAnswer`
 * call. The markup and classes are the app's own (app/routes/quiz/start-card.tsx,
 * app/features/quiz/question-view.tsx, choice-list.tsx, countdown.tsx, reveal.tsx), the words from
 * core/quiz-copy.ts, so the app's screen replaces the paint without a jump. Anything else (no
 * attempt in progress, a question past its time not yet closed, the last answer given) is not
 * painted: the app draws it.
 */
export const QUIZ_PATH = "/quiz";
const START_FORM_ID = "quiz-paint-start";

export type QuizPaintDeps = Pick<AppDeps, "db" | "now" | "questions" | "viewers">;
type Served = NonNullable<Awaited<ReturnType<typeof currentQuestion>>>;
type Outcome = NonNullable<Served["outcome"]>;

/** GET /quiz: the paint for the rider behind the session cookie, or null (no session, nothing to paint, or the database did not answer). */
export async function quizPagePaint(
  req: IncomingMessage,
  deps: QuizPaintDeps & Pick<AppDeps, "logger">,
  stylesheets: readonly string[],
): Promise<string | null> {
  try {
    const viewer = await viewerOf(req, deps);
    return viewer ? await quizPaint(deps, viewer.id, stylesheets) : null;
  } catch (error) {
    deps.logger.warn({ err: error }, "quiz paint skipped");
    return null;
  }
}

/** The rider behind the request's session cookie, or null. */
export async function viewerOf(req: IncomingMessage, deps: Pick<AppDeps, "db" | "now" | "viewers">) {
  const token = parseCookie(req.headers.cookie ?? "")[TOKEN_COOKIE.name];
  return token ? viewerFromToken(deps.db, token, deps.now(), deps.viewers) : null;
}

const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}"/>`;
const postForm = (id: string, fields: string) => `<form id="${id}" method="post" action="${QUIZ_PATH}">${fields}</form>`;
const primary = (form: string, label: string) =>
  `<button type="submit" form="${form}" class="button button--primary button--block">${escapeHtml(label)}</button>`;
/** A refusal in the service's words, where the app shows its own (checkpoint-quiz.tsx). */
const notice = (message: string | undefined) =>
  message ? `<p class="send-notice" data-state="failed" role="alert">${escapeHtml(message)}</p>` : "";
/** Links the quiz's stylesheets inside the paint: they come along when FORM_SCRIPT moves it into another page. */
const links = (stylesheets: readonly string[]) => stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}"/>`).join("");

/**
 * The paint for the rider's quiz as it stands, or null. `message`: a refused post's words.
 * `stylesheets`: the quiz screen's (route-preloads.ts routeStylesheets).
 */
export async function quizPaint(
  deps: QuizPaintDeps,
  userId: string,
  stylesheets: readonly string[],
  message?: string,
): Promise<string | null> {
  const [{ attemptInProgress: attempt }, served] = await Promise.all([flow(deps, { userId }), currentQuestion(deps, { userId })]);
  if (!attempt) return null;
  const checkpoint = await findCheckpoint(deps.db, attempt.checkpointId);
  if (!checkpoint) return null;
  const attemptField = hidden("attemptId", attempt.id);
  if (!served || served.attemptId !== attempt.id) {
    const done = attempt.servedCount;
    const card = startCard({
      title: checkpoint.name,
      description: checkpoint.description,
      questionCount: attempt.questionIds.length,
      secondsPerQuestion: attempt.secondsPerQuestion,
      done,
    });
    return (
      paintFrame(links(stylesheets) + card + notice(message) + postForm(START_FORM_ID, attemptField), {
        bar: primary(START_FORM_ID, done > 0 ? QUIZ_COPY.resume : QUIZ_COPY.start),
      }) + formScript()
    );
  }
  const now = deps.now();
  const open = served.outcome === null;
  // Past its time and not yet closed: the app sends its "no answer"; the last answer: the app shows the results.
  if ((open && now >= served.deadline.getTime()) || served.outcome?.attemptFinished) return null;
  const body = links(stylesheets) + question(served, checkpoint.name, now) + notice(message);
  if (open) {
    const forms = served.choices
      .map((c, i) => postForm(choiceFormId(i), attemptField + hidden("questionId", served.questionId) + hidden("choiceId", c.id)))
      .join("");
    // No bar while the question runs, as in the app: nothing to do there but answer.
    return paintFrame(body + forms, { whole: true }) + formScript();
  }
  return paintFrame(body + postForm(START_FORM_ID, attemptField), { bar: primary(START_FORM_ID, QUIZ_COPY.next) }) + formScript();
}

const choiceFormId = (i: number) => `quiz-paint-choice-${i}`;

interface StartCardPaint {
  title: string;
  description: string | null;
  questionCount: number;
  secondsPerQuestion: number;
  done: number;
}

/** app/routes/quiz/start-card.tsx, without the quiz settings below it (the app's preferences, which the server does not know). */
function startCard(c: StartCardPaint): string {
  const f = QUIZ_COPY.facts;
  const fact = (term: string, value: number) => `<div><dt>${escapeHtml(term)}</dt><dd class="num">${value}</dd></div>`;
  return (
    `<div class="start-card"><p class="eyebrow">${escapeHtml(QUIZ_COPY.eyebrow)}</p><h1>${escapeHtml(c.title)}</h1>` +
    (c.description ? `<p class="lead">${escapeHtml(c.description)}</p>` : "") +
    `<dl class="facts">${fact(f.questions, c.questionCount)}${fact(f.seconds, c.secondsPerQuestion)}${c.done > 0 ? fact(f.done, c.done) : ""}</dl>` +
    `<p class="start-card__safety"><strong>${escapeHtml(QUIZ_COPY.safety.lead)}</strong> ${escapeHtml(QUIZ_COPY.safety.text)}</p></div>`
  );
}

type Mark = keyof typeof QUIZ_COPY.marks | null;

/** choice-list.tsx markOf, for a question the server has closed (an open one has no mark in the paint). */
function markOf(choiceId: string, outcome: Outcome | null): Mark {
  if (!outcome) return null;
  if (choiceId === outcome.correctChoiceId) return "right";
  if (choiceId === outcome.choiceId) return outcome.correctChoiceId === null ? "locked" : "wrong";
  return null;
}

/**
 * question-view.tsx: position, countdown, prompt, picture, choices, and the reveal once answered.
 * While open, each choice submits its own form; FORM_SCRIPT (form-paint.ts) runs the countdown from
 * `data-left-ms`, the time left as the server wrote the page; without it the bar stands full.
 */
function question(s: Served, checkpointName: string, now: number): string {
  const outcome = s.outcome;
  const leftMs = Math.max(0, s.deadline.getTime() - now);
  const totalMs = s.secondsPerQuestion * 1000;
  const seconds = Math.ceil(leftMs / 1000);
  const clock =
    `<div class="countdown" data-deadline="${s.deadline.toISOString()}"${outcome ? "" : ` data-left-ms="${leftMs}" data-total-ms="${totalMs}"`}>` +
    `<div class="countdown__track" aria-hidden="true"><div class="countdown__fill"></div></div>` +
    `<p class="countdown__seconds" role="timer" aria-label="${seconds} seconds left"><span class="countdown__number">${seconds}</span> s</p></div>`;
  const picture = s.picture
    ? `<div class="question__figure"><img class="question__picture${s.picture.mirrored ? " question__picture--mirrored" : ""}" ` +
      `src="${escapeHtml(s.picture.url)}" alt="${escapeHtml(s.picture.alt)}" width="400" height="300"/></div>`
    : "";
  const choices = s.choices
    .map((c, i) => {
      const mark = markOf(c.id, outcome);
      const label = mark === "right" ? "✓" : mark === "wrong" ? "✗" : c.label;
      const button = outcome
        ? `<button type="button" class="choice"${mark ? ` data-mark="${mark}"` : ""} aria-pressed="${outcome.choiceId === c.id}" aria-disabled="true">`
        : `<button type="submit" form="${choiceFormId(i)}" class="choice" aria-pressed="false">`;
      return (
        `<li>${button}<span class="choice__label" aria-hidden="true">${label}</span>` +
        `<span class="choice__text"><span class="visually-hidden">${escapeHtml(c.label)}: </span>${escapeHtml(c.text)}` +
        `${mark ? `<span class="choice__mark">${escapeHtml(QUIZ_COPY.marks[mark])}</span>` : ""}</span></button></li>`
      );
    })
    .join("");
  return (
    `<div class="question"${s.picture ? ' data-picture=""' : ""} data-choices="${s.choices.length}">` +
    `<div class="question__top"><p class="eyebrow">${escapeHtml(checkpointName)}</p>` +
    `<p class="question__position">Question <span class="num">${s.index + 1}</span> of <span class="num">${s.total}</span></p></div>` +
    `${clock}<h1 class="question__prompt">${escapeHtml(s.prompt)}</h1>${picture}<ul class="choices">${choices}</ul>` +
    (outcome ? "" : `<p class="send-notice" data-state="idle" role="status"></p>`) +
    `</div>${outcome ? reveal(s, outcome) : ""}`
  );
}

/** reveal.tsx: nothing of the key while the event holds answers back (docs/security.md). */
function reveal(s: Served, o: Outcome): string {
  const words = QUIZ_COPY.reveal;
  const answersHidden = o.correctChoiceId === null;
  const right = s.choices.find((c) => c.id === o.correctChoiceId);
  const kind = o.timedOut ? "timeout" : answersHidden ? "saved" : o.correct ? "right" : "wrong";
  const title = o.timedOut ? words.timeout : answersHidden ? words.saved : o.correct ? words.right : words.wrong;
  const sign = answersHidden ? "" : `<span class="reveal__sign" aria-hidden="true">${o.correct ? "✓" : "✗"}</span>`;
  const points = o.points != null ? `<span class="reveal__points">+${o.points} points</span>` : "";
  const why = answersHidden ? hiddenAnswersNote(o.revealsAt?.toISOString()) : (o.explanation ?? "");
  return (
    `<div class="reveal" data-kind="${kind}"><p class="reveal__title">${sign}${escapeHtml(title)}${points}</p>` +
    (o.late ? `<p class="reveal__late">Your answer was ${escapeHtml(SENT_LATE)}.</p>` : "") +
    (!o.correct && right
      ? `<p class="reveal__answer">${escapeHtml(words.answerIs)} <strong>${escapeHtml(right.label)}: ${escapeHtml(right.text)}</strong></p>`
      : "") +
    `<p class="reveal__why">${escapeHtml(why)}</p></div>`
  );
}
