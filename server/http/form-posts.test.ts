import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { QUIZ_COPY } from "#core/quiz-copy.ts";
import { RULES_COPY } from "#core/rules-copy.ts";
import { answers, attempts, events, users } from "#server/db/schema/index.ts";
import { answerKey, CURRENT, createEvent, START } from "#tests/support/quiz.ts";
import { SLOW, startServer, type TestServer } from "#tests/support/server-harness.ts";
import { ORIGIN_REFUSED, STALE_QUESTION } from "./form-posts.ts";
import { escapeHtml } from "./page-paint.ts";

const SHELL = '<!DOCTYPE html><html><head></head><body><main class="splash">Starting…</main><script>1</script></body></html>';
const BACK = "%2Fscan%3Fcode%3DGEAR2345";

describe("the painted forms' plain posts: join with a nickname, accept the rules (no script)", SLOW, () => {
  let s: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "mq-forms-"));
    fs.writeFileSync(path.join(dir, "__spa-fallback.html"), SHELL);
    s = await startServer("pglite", { clientDir: dir, trustProxy: true, rateLimits: { registerIp: { points: 4, durationS: 3600 } } });
  });
  afterAll(async () => {
    await s.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  // Each test from its own address: the sign-up budget is per address.
  let address = 0;
  beforeEach(async () => {
    address += 1;
    await s.handle.db.delete(users);
  });

  /**
   * A form post as a browser without script sends it: a navigation (`Sec-Fetch-Mode: navigate`,
   * which fetch cannot send), unless `headers` say it is FORM_SCRIPT's fetch ("cors").
   */
  const post = (pathAndQuery: string, body: string, headers: Record<string, string> = {}) =>
    new Promise<Response>((resolve, reject) => {
      const req = http.request(
        `${s.url}${pathAndQuery}`,
        {
          method: "POST",
          headers: {
            origin: s.url,
            "content-type": "application/x-www-form-urlencoded",
            "content-length": Buffer.byteLength(body),
            "x-forwarded-for": `203.0.113.${address}`,
            "sec-fetch-mode": "navigate",
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => {
            const h = new Headers();
            for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) h.set(k, Array.isArray(v) ? v.join(", ") : v);
            resolve(new Response(Buffer.concat(chunks), { status: res.statusCode, headers: h }));
          });
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  const userCount = async () => (await s.handle.db.select({ id: users.id }).from(users)).length;
  const tokenOf = (res: Response) => /^apollo-token=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1];

  it("joins: the guest is stored, the seed's cookie set, and the rules come next with the poster kept", async () => {
    const res = await post(`/register?redirect=${BACK}`, "displayName=Road+Runner");
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/rules?redirect=${BACK}`);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^apollo-token=[\w-]+; Max-Age=604800; Path=\/; Expires=.+; SameSite=Lax$/);
    const [user] = await s.handle.db.select().from(users);
    expect(user).toMatchObject({ displayName: "Road Runner", email: null, rulesAcceptedAt: null });
    // The token is a session like the GraphQL join's.
    const me = await s.gql("{ me { displayName } }", {}, tokenOf(res));
    expect(me.data?.me).toEqual({ displayName: "Road Runner" });
  });

  it("a bad nickname: the join screen again with the field's message and what was typed; nothing stored, no cookie", async () => {
    const res = await post(`/register?redirect=${BACK}`, "displayName=A");
    expect(res.status).toBe(400);
    expect(res.headers.get("set-cookie")).toBeNull();
    const html = await res.text();
    expect(html).toMatch(/<label class="field__label" for="join-paint-nickname">Nickname<\/label>/);
    expect(html).toContain('aria-invalid="true" value="A"/>');
    expect(html).toMatch(/<span class="field__error" id="join-paint-nickname-error">.*at least 2 characters/);
    expect(html).toContain(`action="/register?redirect=${BACK}"`);
    expect(html).toContain("Checkpoint GEAR-2345");
    expect(await userCount()).toBe(0);
  });

  it("a name a rider of the poster's event goes by: the join screen again, the free name near it in the field; nothing stored", async () => {
    const first = await post(`/register?redirect=${BACK}`, "displayName=Road+Runner");
    await s.gql("mutation { acceptRules { ok } }", {}, tokenOf(first));
    const started = await s.gql(START, { code: "GEAR2345" }, tokenOf(first));
    expect(started.data?.startAttempt.ok).toBe(true);
    const res = await post(`/register?redirect=${BACK}`, "displayName=road+runner");
    expect(res.status).toBe(400);
    expect(res.headers.get("set-cookie")).toBeNull();
    const html = await res.text();
    expect(html).toContain('aria-invalid="true" value="road runner 2"/>');
    expect(html).toMatch(
      /<span class="field__error" id="join-paint-nickname-error">.*A rider of this ride is already called “road runner”\. Take “road runner 2”/,
    );
    expect(await userCount()).toBe(1);
  });

  it("escapes what was typed", async () => {
    // Too long, so it comes back to the rider.
    const res = await post("/register", `displayName=${encodeURIComponent('"><script>x</script>"><script>x</script>')}`);
    const html = await res.text();
    expect(res.status).toBe(400);
    expect(html).not.toContain("<script>x");
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
  });

  it("refuses a post from another origin, or with none, before reading it: nothing stored", async () => {
    for (const origin of ["https://evil.example", "null", `${s.url}.evil.example`]) {
      const res = await post("/register", "displayName=Road+Runner", { origin });
      expect(res.status).toBe(403);
      expect(await res.text()).toBe(ORIGIN_REFUSED);
    }
    const bare = await fetch(`${s.url}/register`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "displayName=Road+Runner",
    });
    expect(bare.status).toBe(403);
    expect(await userCount()).toBe(0);
  });

  it("takes only a short urlencoded form", async () => {
    expect((await post("/register", JSON.stringify({ displayName: "Road Runner" }), { "content-type": "application/json" })).status).toBe(
      400,
    );
    expect((await post("/register", `displayName=${"x".repeat(3000)}`)).status).toBe(400);
    expect(await userCount()).toBe(0);
  });

  it("counts against the same sign-up budget as the GraphQL join, and says so above the form", async () => {
    for (let i = 0; i < 4; i++) expect((await post("/register", `displayName=Rider+${i}`)).status).toBe(303);
    const res = await post("/register", "displayName=Rider+5");
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/<p class="form__error" role="alert">[^<]*(too many|try again)/i);
    expect(await userCount()).toBe(4);
  });

  it("paints the rules for a phone with a session; I understand records it and starts the poster's attempt: the start card next", async () => {
    const token = tokenOf(await post(`/register?redirect=${BACK}`, "displayName=Road+Runner"));
    const page = await fetch(`${s.url}/rules?redirect=${BACK}`, { headers: { cookie: `apollo-token=${token}` } });
    const html = await page.text();
    expect(html).toContain(`<h1>${RULES_COPY.title}</h1>`);
    expect(html).toContain(`<strong>${RULES_COPY.fairPlay.lead}</strong>`);
    expect(html).toContain(`<form id="rules-paint" method="post"></form>`);
    expect(html).toContain(`form="rules-paint" class="button button--primary button--block">${RULES_COPY.accept}</button>`);

    const res = await post(`/rules?redirect=${BACK}`, "", { cookie: `apollo-token=${token}` });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/quiz");
    const [user] = await s.handle.db.select().from(users);
    expect(user?.rulesAcceptedAt).toBeInstanceOf(Date);
    // Started at the poster's checkpoint, and no question served: no clock runs before the start tap.
    const started = await s.handle.db.select().from(attempts);
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ userId: user?.id, servedCount: 0, finishedAt: null });
    expect((await s.gql(CURRENT, {}, token)).data?.currentQuestion).toBeNull();
    // The same attempt as the app's startAttempt would have: asking again resumes it.
    const again = await s.gql(START, { code: "GEAR2345" }, token);
    expect(again.data?.startAttempt.attempt.id).toBe(started[0]?.id);
  });

  it("a start the service refuses keeps the poster's address, where the app shows its message; nothing is started", async () => {
    await createEvent(s, "Closed Ride", [{ code: "CPSD2345", closesAt: new Date(s.clock.now() - 60_000) }]);
    const back = encodeURIComponent("/scan?code=CPSD2345");
    const token = tokenOf(await post(`/register?redirect=${back}`, "displayName=Road+Runner"));
    const res = await post(`/rules?redirect=${back}`, "", { cookie: `apollo-token=${token}` });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/scan?code=CPSD2345");
    expect((await s.handle.db.select().from(users))[0]?.rulesAcceptedAt).toBeInstanceOf(Date);
    expect(await s.handle.db.select().from(attempts)).toHaveLength(0);
    // The words the scan screen will show, from the same service.
    expect((await s.gql(START, { code: "CPSD2345" }, token)).data?.startAttempt.fieldErrors).toEqual([
      { field: "code", message: "CP CPSD2345 is closed." },
    ]);
  });

  it("without a poster's code, I understand goes where it was asked (or to the scan screen) and starts nothing", async () => {
    const token = tokenOf(await post("/register", "displayName=Road+Runner"));
    const bare = await post("/rules", "", { cookie: `apollo-token=${token}` });
    expect(bare.headers.get("location")).toBe("/scan");
    const elsewhere = await post(`/rules?redirect=${encodeURIComponent("/leaderboard")}`, "", { cookie: `apollo-token=${token}` });
    expect(elsewhere.headers.get("location")).toBe("/leaderboard");
    expect(await s.handle.db.select().from(attempts)).toHaveLength(0);
  });

  it("the rules post: another origin accepts nothing; without a session it asks to sign in; a foreign redirect is dropped", async () => {
    const token = tokenOf(await post("/register", "displayName=Road+Runner"));
    const foreign = await post("/rules", "", { cookie: `apollo-token=${token}`, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect((await s.handle.db.select().from(users))[0]?.rulesAcceptedAt).toBeNull();

    const anonymous = await post(`/rules?redirect=${BACK}`, "");
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("location")).toBe(`/login?redirect=${encodeURIComponent(`/rules?redirect=${BACK}`)}`);

    const away = await post(`/rules?redirect=${encodeURIComponent("//evil.example/x")}`, "", { cookie: `apollo-token=${token}` });
    expect(away.headers.get("location")).toBe("/scan");
    const [user] = await s.handle.db.select().from(users).where(eq(users.displayName, "Road Runner"));
    expect(user?.rulesAcceptedAt).toBeInstanceOf(Date);
  });

  // The painted quiz (quiz-paint.ts) and its posts: the start tap, an answer, Next.
  const rider = async (code = "GEAR2345") => {
    const back = encodeURIComponent(`/scan?code=${code}`);
    const token = tokenOf(await post(`/register?redirect=${back}`, "displayName=Road+Runner")) as string;
    expect((await post(`/rules?redirect=${back}`, "", { cookie: `apollo-token=${token}` })).headers.get("location")).toBe("/quiz");
    const [attempt] = await s.handle.db.select().from(attempts);
    if (!attempt) throw new Error("no attempt started");
    const cookie = `apollo-token=${token}`;
    return { token, cookie, attempt, page: async () => (await fetch(`${s.url}/quiz`, { headers: { cookie } })).text() };
  };
  const rowsOf = (attemptId: string) => s.handle.db.select().from(answers).where(eq(answers.attemptId, attemptId));
  const choiceFields = (html: string) =>
    [
      ...html.matchAll(
        /name="attemptId" value="([^"]+)"\/><input type="hidden" name="questionId" value="([^"]+)"\/><input type="hidden" name="choiceId" value="([^"]+)"/g,
      ),
    ].map((m) => ({ attemptId: m[1] as string, questionId: m[2] as string, choiceId: m[3] as string }));
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  it("paints the start card; its start post serves question 1 once, painted with its choices and the server's time left", async () => {
    const { cookie, attempt, page } = await rider();
    const card = await page();
    expect(card).toContain(`<div class="start-card"><p class="eyebrow">${QUIZ_COPY.eyebrow}</p><h1>`);
    expect(card).toContain(`<dt>${QUIZ_COPY.facts.questions}</dt><dd class="num">${attempt.questionIds.length}</dd>`);
    expect(card).toContain(`<strong>${QUIZ_COPY.safety.lead}</strong>`);
    expect(card).toContain(
      `<form id="quiz-paint-start" method="post" action="/quiz"><input type="hidden" name="attemptId" value="${attempt.id}"/></form>`,
    );
    expect(card).toContain(`form="quiz-paint-start" class="button button--primary button--block">${escapeHtml(QUIZ_COPY.start)}</button>`);
    // Reading the page starts no clock.
    expect(await rowsOf(attempt.id)).toHaveLength(0);

    const started = await post("/quiz", form({ attemptId: attempt.id }), { cookie });
    expect(started.status).toBe(303);
    expect(started.headers.get("location")).toBe("/quiz");
    const [served] = await rowsOf(attempt.id);
    expect(served).toMatchObject({ index: 0, answeredAt: null, servedAt: new Date(s.clock.now()) });

    s.clock.advance(4000);
    const q1 = await page();
    expect(q1).toContain('<p class="question__position">Question <span class="num">1</span> of');
    const limit = attempt.secondsPerQuestion * 1000;
    expect(q1).toContain(`data-left-ms="${limit - 4000}" data-total-ms="${limit}"`);
    expect(q1).toContain(`<span class="countdown__number">${attempt.secondsPerQuestion - 4}</span> s`);
    const choices = choiceFields(q1);
    expect(choices.length).toBeGreaterThanOrEqual(2);
    expect(new Set(choices.map((c) => c.questionId))).toEqual(new Set([served?.questionId]));
    // Nothing of the key in an open question.
    expect(q1).not.toContain("data-mark");

    // The start posted again (a double tap, a reload of the post) serves nothing new.
    expect((await post("/quiz", form({ attemptId: attempt.id }), { cookie })).headers.get("location")).toBe("/quiz");
    expect(await rowsOf(attempt.id)).toHaveLength(1);
  });

  it("an answer by the paint is scored by the server's clock less the network grace, stored once, and shown with its reveal", async () => {
    const { cookie, attempt, page } = await rider();
    await post("/quiz", form({ attemptId: attempt.id }), { cookie });
    const [choice] = choiceFields(await page());
    const key = await answerKey(s, choice?.questionId as string);
    s.clock.advance(6000);
    const res = await post("/quiz", form({ ...choice, choiceId: key.correct } as Record<string, string>), { cookie });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/quiz");
    const [row] = await rowsOf(attempt.id);
    const limit = attempt.secondsPerQuestion * 1000;
    // 6 s on the server's clock, less 2 s of grace.
    expect(row).toMatchObject({ choiceId: key.correct, correct: true, timedOut: false, timeMs: 4000 });
    expect(row?.points).toBe(Math.round(1000 * (1 - 4000 / limit / 2)));

    const shown = await page();
    expect(shown).toContain(
      `<p class="reveal__title"><span class="reveal__sign" aria-hidden="true">✓</span>${escapeHtml(QUIZ_COPY.reveal.right)}`,
    );
    expect(shown).toContain(`+${row?.points} points`);
    expect(shown).toContain(`<p class="reveal__why">${escapeHtml(key.explanation)}`);
    expect(shown).toContain(`form="quiz-paint-start" class="button button--primary button--block">${QUIZ_COPY.next}</button>`);

    // Posted again, later, with another choice: what is stored stays.
    s.clock.advance(3000);
    const again = await post("/quiz", form({ ...choice, choiceId: key.wrong } as Record<string, string>), { cookie });
    expect(again.headers.get("location")).toBe("/quiz");
    expect(await rowsOf(attempt.id)).toEqual([row]);
  });

  it("posted by the paint's script, I understand and the start tap are answered with the next paint itself, no redirect", async () => {
    const back = encodeURIComponent("/scan?code=GEAR2345");
    const token = tokenOf(await post(`/register?redirect=${back}`, "displayName=Road+Runner"));
    const cookie = `apollo-token=${token}`;
    const fetched = { cookie, "sec-fetch-mode": "cors" };
    const rules = await post(`/rules?redirect=${back}`, "", fetched);
    expect(rules.status).toBe(200);
    expect(rules.headers.get("content-location")).toBe("/quiz");
    expect(rules.headers.get("cache-control")).toBe("private, no-store");
    const card = await rules.text();
    expect(card).toContain('<div class="start-card">');
    const [attempt] = await s.handle.db.select().from(attempts);
    expect(await rowsOf(attempt?.id as string)).toHaveLength(0);

    const started = await post("/quiz", form({ attemptId: attempt?.id as string }), fetched);
    expect(started.status).toBe(200);
    expect(started.headers.get("content-location")).toBe("/quiz");
    expect(await started.text()).toContain('<p class="question__position">Question <span class="num">1</span> of');
    expect(await rowsOf(attempt?.id as string)).toHaveLength(1);
  });

  it("a foreign origin answers nothing and starts no clock", async () => {
    const { cookie, attempt, page } = await rider();
    const evil = { cookie, origin: "https://evil.example" };
    expect((await post("/quiz", form({ attemptId: attempt.id }), evil)).status).toBe(403);
    expect(await rowsOf(attempt.id)).toHaveLength(0);
    await post("/quiz", form({ attemptId: attempt.id }), { cookie });
    const [choice] = choiceFields(await page());
    expect((await post("/quiz", form(choice as Record<string, string>), evil)).status).toBe(403);
    expect((await rowsOf(attempt.id))[0]?.answeredAt).toBeNull();
  });

  it("a choice of a question no longer open is refused in words, with the quiz as it stands; the open question stays open", async () => {
    const { cookie, attempt, page } = await rider();
    await post("/quiz", form({ attemptId: attempt.id }), { cookie });
    const stale = choiceFields(await page());
    await post("/quiz", form(stale[0] as Record<string, string>), { cookie });
    await post("/quiz", form({ attemptId: attempt.id }), { cookie });
    const q2 = choiceFields(await page())[0]?.questionId;
    expect(q2).not.toBe(stale[0]?.questionId);

    const res = await post("/quiz", form(stale[1] as Record<string, string>), { cookie });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(`<p class="send-notice" data-state="failed" role="alert">${escapeHtml(STALE_QUESTION)}</p>`);
    expect(html).toContain('<p class="question__position">Question <span class="num">2</span> of');
    const rows = await rowsOf(attempt.id);
    expect(rows.find((r) => r.questionId === stale[0]?.questionId)?.choiceId).toBe(stale[0]?.choiceId);
    expect(rows.find((r) => r.questionId === q2)?.answeredAt).toBeNull();
  });

  it("at an event that reveals at its close, the painted answer shows no key, no points, no explanation", async () => {
    const eventId = await createEvent(s, "Race Ride", [{ code: "RACE2345" }]);
    await s.handle.db
      .update(events)
      .set({ revealMode: "AT_CLOSE", endsAt: new Date(s.clock.now() + 3600_000) })
      .where(eq(events.id, eventId));
    const { cookie, attempt, page } = await rider("RACE2345");
    await post("/quiz", form({ attemptId: attempt.id }), { cookie });
    const [choice] = choiceFields(await page());
    const key = await answerKey(s, choice?.questionId as string);
    await post("/quiz", form({ ...choice, choiceId: key.wrong } as Record<string, string>), { cookie });
    const html = await page();
    expect(html).toContain(`<div class="reveal" data-kind="saved"><p class="reveal__title">${QUIZ_COPY.reveal.saved}</p>`);
    expect(html).toContain('data-mark="locked"');
    expect(html).not.toMatch(/data-mark="(right|wrong)"|reveal__sign|reveal__answer|points</);
    expect(html).not.toContain(escapeHtml(key.explanation));
  });

  it("the last answer goes to the results; without a session the quiz's post asks to sign in", async () => {
    const { cookie, attempt, page } = await rider();
    for (let i = 0; i < attempt.questionIds.length; i++) {
      await post("/quiz", form({ attemptId: attempt.id }), { cookie });
      const [choice] = choiceFields(await page());
      const res = await post("/quiz", form(choice as Record<string, string>), { cookie });
      expect(res.headers.get("location")).toBe(i === attempt.questionIds.length - 1 ? "/quizresults" : "/quiz");
    }
    expect((await s.handle.db.select().from(attempts))[0]?.finishedAt).toBeInstanceOf(Date);
    // Nothing left to paint: the app draws the results.
    expect(await page()).not.toContain("page-paint");

    const anonymous = await post("/quiz", form({ attemptId: attempt.id }));
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.get("location")).toBe("/login?redirect=%2Fquiz");
  });
});
