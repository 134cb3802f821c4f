import type { IncomingMessage, ServerResponse } from "node:http";
import { parse as parseCookie, serialize } from "cookie";
import { codeFromScan, formatCode } from "#core/checkpoint-code.ts";
import { TOKEN_COOKIE, tokenCookieOptions } from "#core/constants.ts";
import { PAGE_INTROS } from "#core/page-intros.ts";
import { safeRedirectPath } from "#core/safe-redirect.ts";
import { acceptRules, join } from "#server/modules/accounts/service.ts";
import { viewerFromToken } from "#server/modules/accounts/session.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import { currentQuestion, nextQuestion } from "#server/modules/quiz/serve.ts";
import { startAttempt } from "#server/modules/quiz/start.ts";
import { submitAnswer } from "#server/modules/quiz/submit.ts";
import { JOIN_POST_PATH, joinPaint, posterHeading, RULES_PATH } from "./form-paint.ts";
import { escapeHtml } from "./page-paint.ts";
import { addressKey, clientAddress, knownDevice } from "./plumbing.ts";
import { QUIZ_PATH, quizPaint, viewerOf } from "./quiz-paint.ts";

/**
 * The painted forms' plain posts (form-paint.ts), for a phone whose scripts have not arrived (or
 * never will): join with a nickname, and accept the rules. Each does what the app's GraphQL
 * mutation does, through the same service (its checks, messages and rate limits), then answers
 * with a 303 to the next step, where the server paints again (docs/decisions/018-weak-link-first-minute.md).
 * "I understand" on the way back to a poster also starts its attempt, as the scan screen would,
 * and sends the rider straight to the start card (ADR 018 §18). The painted quiz posts the start
 * tap, Next and an answer (ADR 018 §22).
 * A post from another origin is refused before anything is read: the token cookie is SameSite=Lax
 * and script-readable by design (docs/decisions/001-auth.md), so this is the cross-site check.
 */
export type FormPostDeps = Pick<
  AppDeps,
  "db" | "now" | "limits" | "passwords" | "trustProxy" | "viewers" | "logger" | "devices" | "live" | "questions"
>;
type Painter = ((req: IncomingMessage, res: ServerResponse, pathname: string, paint: { html: string; status: number }) => boolean) & {
  /** The stylesheets a painted screen of a path links (static.ts). */
  stylesheets(pathname: string): string[];
};

/** A form has one short field: anything longer is not one of ours. */
const MAX_FORM_BYTES = 2048;
export const ORIGIN_REFUSED = "Refused: this form can only be sent from MotoQuiz's own pages.";

export function isFormPost(method: string | undefined, pathname: string): boolean {
  return method === "POST" && (pathname === JOIN_POST_PATH || pathname === RULES_PATH || pathname === QUIZ_PATH);
}

/** The Origin the browser sent names this server (as the phone reached it: Host, or the trusted proxy's). */
function sameOrigin(req: IncomingMessage, trustProxy: number): boolean {
  const origin = req.headers.origin;
  if (!origin || origin === "null") return false;
  // The nearest proxy's entry (right-most), as for X-Forwarded-For (plumbing.ts, clientAddress).
  const forwarded =
    trustProxy > 0
      ? String(req.headers["x-forwarded-host"] ?? "")
          .split(",")
          .at(-1)
          ?.trim()
      : "";
  const host = forwarded || req.headers.host;
  try {
    return Boolean(host) && new URL(origin).host === host;
  } catch {
    return false;
  }
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(text);
}

function seeOther(res: ServerResponse, location: string, cookie?: string): void {
  res.statusCode = 303;
  if (cookie) res.setHeader("Set-Cookie", cookie);
  res.setHeader("Location", location);
  res.setHeader("Cache-Control", "no-store");
  res.end();
}

/** The urlencoded body, or null when it is not one or is longer than a form of ours. */
async function readForm(req: IncomingMessage): Promise<URLSearchParams | null> {
  if (!String(req.headers["content-type"] ?? "").startsWith("application/x-www-form-urlencoded")) return null;
  if (Number(req.headers["content-length"] ?? 0) > MAX_FORM_BYTES) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_FORM_BYTES) return null;
    chunks.push(chunk);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

const withRedirect = (path: string, back: string | null) => (back ? `${path}?${new URLSearchParams({ redirect: back })}` : path);

/** The checkpoint code of a poster's link (`/scan?code=…`) the rider is on the way back to, or null. */
const posterCode = (back: string | null) =>
  back?.startsWith("/scan?") ? codeFromScan(new URL(back, "http://x").searchParams.get("code") ?? "") : null;

/** Who pays for a code's guesses (shared/rate-limits.ts guessKeys): a phone that holds a device cookie its own caps, as through the app. */
const caller = (req: IncomingMessage, deps: FormPostDeps) => ({
  ip: addressKey(clientAddress(req, deps.trustProxy)),
  device: knownDevice(req, deps.devices),
});

/** POST /register, /rules or /quiz (isFormPost); `paint` writes the SPA shell with a paint and a status. */
export async function handleFormPost(req: IncomingMessage, res: ServerResponse, deps: FormPostDeps, paint: Painter): Promise<void> {
  const url = new URL(req.url ?? "/", "http://x");
  if (!sameOrigin(req, deps.trustProxy)) {
    plain(res, 403, ORIGIN_REFUSED);
    return;
  }
  const form = await readForm(req);
  if (!form) {
    plain(res, 400, "Send the form as the page does (application/x-www-form-urlencoded, one short field).");
    return;
  }
  const back = safeRedirectPath(url.searchParams.get("redirect"));
  if (url.pathname === RULES_PATH) {
    await rulesPost(req, res, deps, back, paint);
    return;
  }
  if (url.pathname === QUIZ_PATH) {
    await quizPost(req, res, deps, form, paint);
    return;
  }
  const displayName = form.get("displayName") ?? "";
  // The poster's code the rider came from: its event's own refused words and taken names apply.
  const code = posterCode(back);
  // A phone that already holds a device cookie joins on its own caps (accounts/guest-caps.ts).
  const joined = await join(deps, { form: { displayName, checkpointCode: code }, ...caller(req, deps) });
  if (joined.ok && joined.token) {
    // A new guest has not accepted the rules: the rules are the next step, then where the poster sent them.
    seeOther(res, withRedirect(RULES_PATH, back), serialize(TOKEN_COOKIE.name, joined.token, tokenCookieOptions(deps.now())));
    return;
  }
  // Nothing stored: the service refused before creating anything. The same screen again, with what
  // was typed (or the free name the service suggests for a taken one) and the service's message next
  // to the field (or above the form when it is not the field's).
  const nameError = joined.fieldErrors.find((e) => e.field === "displayName");
  const fieldError = nameError?.message ?? null;
  const formError = joined.fieldErrors.find((e) => e.field !== "displayName")?.message ?? null;
  const intro = PAGE_INTROS["/register"];
  const html = joinPaint({
    heading: code ? posterHeading() : `<p class="eyebrow">${escapeHtml(intro.eyebrow)}</p><h1>${escapeHtml(intro.title)}</h1>`,
    preview: code ? `<p class="muted poster-preview">Checkpoint ${formatCode(code)}</p>` : "",
    back,
    value: nameError?.suggestion ?? displayName,
    fieldError,
    formError,
  });
  if (!paint(req, res, url.pathname, { html, status: 400 })) plain(res, 400, fieldError ?? formError ?? "Join failed.");
}

async function rulesPost(
  req: IncomingMessage,
  res: ServerResponse,
  deps: FormPostDeps,
  back: string | null,
  paint: Painter,
): Promise<void> {
  const token = parseCookie(req.headers.cookie ?? "")[TOKEN_COOKIE.name];
  const viewer = token ? await viewerFromToken(deps.db, token, deps.now(), deps.viewers) : null;
  if (!viewer) {
    seeOther(res, withRedirect("/login", withRedirect(RULES_PATH, back)));
    return;
  }
  await acceptRules(deps, { userId: viewer.id });
  // On the way back to a poster: its attempt starts now, through the service the app's startAttempt
  // calls (its checks, budgets and messages), while the app's scripts are still arriving; the app
  // then starts on the start card, a round trip sooner. No question is served, so no clock runs
  // before the start tap (docs/product.md). Refused (closed, completed, too many tries…): the poster's
  // address as before, where the scan screen tries the code and shows the service's message.
  const code = posterCode(back);
  const started = code ? await startAttempt(deps, { userId: viewer.id, code, ...caller(req, deps) }) : null;
  if (started?.ok) return showQuiz(req, res, deps, paint, viewer.id);
  // Where the rider was going (a poster's /scan?code=…), else the scan screen, as the app's rules screen does.
  seeOther(res, back ?? "/scan");
}

/**
 * Sent by FORM_SCRIPT's `fetch` (form-paint.ts), not by a navigation: the browser says so in
 * `Sec-Fetch-Mode`. A plain post is answered with a redirect, so a reload does not post again.
 */
const fetched = (req: IncomingMessage) => ["cors", "same-origin"].includes(String(req.headers["sec-fetch-mode"]));

/**
 * The quiz as it now stands: a plain post is sent there (303); a fetched one gets its paint at once,
 * with `Content-Location` naming the page it is, which saves the redirect's round trip on a weak
 * link (docs/decisions/018-weak-link-first-minute.md §22). Nothing to paint: the redirect, and the app draws it.
 */
async function showQuiz(req: IncomingMessage, res: ServerResponse, deps: FormPostDeps, paint: Painter, userId: string): Promise<void> {
  const html = fetched(req) ? await quizPaint(deps, userId, paint.stylesheets(QUIZ_PATH)) : null;
  if (html) {
    res.setHeader("Content-Location", QUIZ_PATH);
    if (paint(req, res, QUIZ_PATH, { html, status: 200 })) return;
    res.removeHeader("Content-Location");
  }
  seeOther(res, QUIZ_PATH);
}

/** A painted choice of a question that is not the open one (another tab, the back button, a stale page). */
export const STALE_QUESTION = "That question is no longer open: here is your quiz as it stands.";
/** Where the app goes when a checkpoint is done (app/routes/quiz/checkpoint-quiz.tsx). */
const RESULTS_PATH = "/quizresults";

/**
 * The painted quiz's posts (quiz-paint.ts): without `choiceId` the start tap or Next, through the
 * service the app's `nextQuestion` calls (it serves the next question and starts its clock: this is
 * the rider's tap, docs/product.md "No clock runs before the start tap"; a repeat while a question
 * is open serves that one again); with it, an answer to the open question, through the service the
 * app's `submitAnswer` calls, scored by the server's clock. Then 303 to /quiz, where the server
 * paints the next state, or to the results once the attempt is done. Refused: 400 and the quiz as
 * it stands, with the service's words.
 */
async function quizPost(
  req: IncomingMessage,
  res: ServerResponse,
  deps: FormPostDeps,
  form: URLSearchParams,
  paint: Painter,
): Promise<void> {
  const viewer = await viewerOf(req, deps);
  if (!viewer) {
    seeOther(res, withRedirect("/login", QUIZ_PATH));
    return;
  }
  const userId = viewer.id;
  const attemptId = form.get("attemptId") ?? "";
  const questionId = form.get("questionId");
  const choiceId = form.get("choiceId");
  let refused: string | undefined;
  if (choiceId === null) {
    const next = await nextQuestion(deps, { userId, attemptId });
    if (next.ok && !next.question) return seeOther(res, RESULTS_PATH);
    refused = next.ok ? undefined : next.fieldErrors[0]?.message;
  } else {
    // Only the open question takes a painted answer: a choice posted from an older page must not
    // answer whichever question is open now. The one just answered again (a repeated post) shows what is stored.
    const open = await currentQuestion(deps, { userId });
    if (!open || open.attemptId !== attemptId || open.questionId !== questionId) refused = STALE_QUESTION;
    else if (!open.outcome) {
      const answered = await submitAnswer(deps, { userId, attemptId, questionId, choiceId });
      if (answered.ok && answered.outcome?.attemptFinished) return seeOther(res, RESULTS_PATH);
      refused = answered.ok ? undefined : answered.fieldErrors[0]?.message;
    }
  }
  if (!refused) return showQuiz(req, res, deps, paint, userId);
  const html = await quizPaint(deps, userId, paint.stylesheets(QUIZ_PATH), refused);
  if (!html || !paint(req, res, QUIZ_PATH, { html, status: 400 })) plain(res, 400, refused);
}
