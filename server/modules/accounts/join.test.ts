import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SESSION_TTL_MS } from "#core/constants.ts";
import { sessions, users } from "#server/db/schema/index.ts";
import { DB_KINDS } from "#tests/setup/db.ts";
import { CODES, createEvent, NEXT, play, START, start } from "#tests/support/quiz.ts";
import { type AnyData, SLOW, startServer, type TestServer, uniqueEmail } from "#tests/support/server-harness.ts";

export const JOIN = `mutation Join($name: String!) { join(input: { displayName: $name }) {
  ok token user { id email displayName isGuest } fieldErrors { field message } } }`;
const KEEP = `mutation Keep($input: KeepProgressInput!) { keepProgress(input: $input) { ok token user { id email isGuest } fieldErrors { field message } } }`;
const LOGIN = `mutation Login($email: String!, $password: String!) { login(input: { email: $email, password: $password }) {
  ok token user { id isGuest } fieldErrors { field message } } }`;
const PREVIEW = `query Preview($code: String!) { checkpointPreview(code: $code) { name eventName questionCount secondsPerQuestion } }`;
const FLOW = `{ flow { rulesAccepted finishedAttempts attemptInProgress { id questionsServed checkpoint { name } } } }`;

/** A guest with the rules accepted, ready to start. */
async function guest(s: TestServer, name = "Guest") {
  const r = await s.gql(JOIN, { name });
  const join = r.data?.join;
  if (!join?.ok) throw new Error(r.raw);
  await s.gql("mutation { acceptRules { ok } }", {}, join.token);
  return { token: join.token as string, userId: join.user.id as string };
}

async function userCount(s: TestServer) {
  const [row] = await s.handle.db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0);
}

for (const kind of DB_KINDS) {
  describe(`join with a nickname on ${kind}`, SLOW, () => {
    let s: TestServer;
    // Default limits except the code budget, which the preview test (the last) spends.
    beforeAll(async () => {
      s = await startServer(kind, { rateLimits: { startAttemptIp: { points: 3, durationS: 600 } } });
    });
    afterAll(() => s?.close());

    it("300 riders joining from one address within 10 minutes all get in", async () => {
      const results: AnyData[] = [];
      for (let batch = 0; batch < 15; batch++) {
        const rs = await Promise.all(Array.from({ length: 20 }, (_, i) => s.gql(JOIN, { name: `Rider ${batch * 20 + i}` })));
        for (const r of rs) results.push(r.data?.join);
        s.clock.advance(2000);
      }
      expect(results.filter((j) => j?.ok)).toHaveLength(300);
      expect(results.flatMap((j) => j.fieldErrors)).toEqual([]);
      expect(new Set(results.map((j) => j.token)).size).toBe(300);
    });

    it("makes a guest: no email, a 7-day session, and `me` answers with the token", async () => {
      const r = (await s.gql(JOIN, { name: "  Zoë  " })).data?.join;
      expect(r).toMatchObject({ ok: true, user: { email: null, displayName: "Zoë", isGuest: true }, fieldErrors: [] });
      const me = await s.gql("{ me { id displayName isGuest email } }", {}, r.token);
      expect(me.data?.me).toEqual({ id: r.user.id, displayName: "Zoë", isGuest: true, email: null });
      const [row] = await s.handle.db.select().from(users).where(eq(users.id, r.user.id));
      expect(row).toMatchObject({ email: null, passwordHash: null });
      const [session] = await s.handle.db.select().from(sessions).where(eq(sessions.userId, r.user.id));
      expect(session && session.expiresAt.getTime() - session.createdAt.getTime()).toBe(SESSION_TTL_MS);
      expect(session?.tokenHash).not.toContain(r.token);
    });

    it.each([
      ["", "Nickname must be at least 2 characters."],
      ["   J   ", "Nickname must be at least 2 characters."],
      ["x".repeat(25), "Nickname must be at most 24 characters."],
      ["Jo\u0007e", "Nickname must not contain control characters."],
      ["Jo\u202eeoJ", "Nickname must not contain text-direction characters."],
      ["\u2066Jo\u2069", "Nickname must not contain text-direction characters."],
      ["\u200b\u200c\u200d", "Nickname must have visible letters or digits."],
      ["\u3164\u3164", "Nickname must have visible letters or digits."],
      ["\u115f\u115f\u115f", "Nickname must have visible letters or digits."],
      ["\u0301\u0302\u0303", "Nickname must have visible letters or digits."],
      ["\u2060\u2061\u2062", "Nickname must have visible letters or digits."],
    ])("refuses the nickname %j on displayName, storing nothing", async (name, message) => {
      const before = await userCount(s);
      const r = (await s.gql(JOIN, { name })).data?.join;
      expect(r).toEqual({ ok: false, token: null, user: null, fieldErrors: [{ field: "displayName", message }] });
      expect(await userCount(s)).toBe(before);
    });

    it("register applies the same nickname rules", async () => {
      const before = await userCount(s);
      const r = await s.gql(`mutation R($input: RegisterInput!) { register(input: $input) { ok fieldErrors { field message } } }`, {
        input: { displayName: "\u200b\u200b", email: uniqueEmail(), password: "correct horse battery", acceptTerms: true },
      });
      expect(r.data?.register.fieldErrors).toEqual([{ field: "displayName", message: "Nickname must have visible letters or digits." }]);
      expect(await userCount(s)).toBe(before);
    });

    it("keepProgress adds an email and password to the same account; logging in sees the same progress", async () => {
      const { token, userId } = await guest(s, "Kept");
      await play(s, token, CODES[0]);
      const email = uniqueEmail("kept");
      const kept = (
        await s.gql(KEEP, { input: { email: email.toUpperCase(), password: "correct horse battery", acceptTerms: true } }, token)
      ).data?.keepProgress;
      expect(kept).toEqual({ ok: true, token: expect.any(String), user: { id: userId, email, isGuest: false }, fieldErrors: [] });
      // The session goes on under a fresh token; the guest's one stops working. A login elsewhere is
      // the same account with its finished checkpoint.
      expect((await s.gql("{ me { id } }", {}, kept.token)).data?.me.id).toBe(userId);
      expect((await s.gql("{ me { id } }", {}, token)).data?.me).toBeNull();
      const login = (await s.gql(LOGIN, { email, password: "correct horse battery" })).data?.login;
      expect(login).toMatchObject({ ok: true, user: { id: userId, isGuest: false } });
      expect((await s.gql(FLOW, {}, login.token)).data?.flow).toMatchObject({ rulesAccepted: true, finishedAttempts: 1 });
      // Once only.
      const again = (
        await s.gql(KEEP, { input: { email: uniqueEmail(), password: "correct horse battery", acceptTerms: true } }, kept.token)
      ).data?.keepProgress;
      expect(again.fieldErrors).toEqual([{ field: "form", message: "This account already has an email and password." }]);
    });

    it("keepProgress validates like register and stores nothing on a bad case", async () => {
      const { token, userId } = await guest(s, "Unkept");
      const keep = async (input: Record<string, unknown>) => (await s.gql(KEEP, { input }, token)).data?.keepProgress;
      expect(
        (await keep({ email: "nope", password: "short", acceptTerms: false })).fieldErrors.map((e: { field: string }) => e.field),
      ).toEqual(["email", "password", "acceptTerms"]);
      expect((await keep({ email: uniqueEmail(), password: "password", acceptTerms: true })).fieldErrors[0].field).toBe("password");
      const [row] = await s.handle.db.select().from(users).where(eq(users.id, userId));
      expect(row).toMatchObject({ email: null, passwordHash: null });
      // Signed out: nothing to keep.
      expect(
        (await s.gql(KEEP, { input: { email: uniqueEmail(), password: "correct horse battery", acceptTerms: true } })).data?.keepProgress
          .fieldErrors,
      ).toEqual([{ field: "form", message: "Please sign in first." }]);
    });

    it("startAttempt is refused until the rules are accepted", async () => {
      const r = (await s.gql(JOIN, { name: "Hasty" })).data?.join;
      const refused = (await s.gql(START, { code: CODES[0] }, r.token)).data?.startAttempt;
      expect(refused).toMatchObject({ ok: false, attempt: null, fieldErrors: [{ field: "rules", message: "Accept the rules first." }] });
      expect((await s.gql(FLOW, {}, r.token)).data?.flow.attemptInProgress).toBeNull();
      await s.gql("mutation { acceptRules { ok } }", {}, r.token);
      expect((await s.gql(START, { code: CODES[0] }, r.token)).data?.startAttempt.ok).toBe(true);
    });

    it("the scanned checkpoint wins before a question is served; after, the rider is told where they are", async () => {
      const { token } = await guest(s, "Scanner");
      const first = await start(s, token, CODES[0]);
      expect((await s.gql(FLOW, {}, token)).data?.flow.attemptInProgress).toMatchObject({ id: first, questionsServed: 0 });
      const second = (await s.gql(START, { code: CODES[1] }, token)).data?.startAttempt;
      expect(second).toMatchObject({ ok: true, attempt: { checkpoint: { name: "The twisties" } } });
      expect(second.attempt.id).not.toBe(first);
      expect((await s.gql(`query A($id: ID!) { attempt(id: $id) { id } }`, { id: first }, token)).data?.attempt).toBeNull();
      await s.gql(NEXT, { id: second.attempt.id }, token);
      expect((await s.gql(FLOW, {}, token)).data?.flow.attemptInProgress).toMatchObject({ id: second.attempt.id, questionsServed: 1 });
      const third = (await s.gql(START, { code: CODES[2] }, token)).data?.startAttempt;
      expect(third.fieldErrors).toEqual([{ field: "code", message: "You're in the middle of The twisties — finish it first." }]);
      expect((await s.gql(FLOW, {}, token)).data?.flow.attemptInProgress.id).toBe(second.attempt.id);
    });

    it("namesakes on one board are told apart by a short stable tag; a unique name has none", async () => {
      const code = kind === "pglite" ? "NAME2345" : "NAME3456";
      const eventId = await createEvent(s, `Namesakes ${kind}`, [{ code }]);
      const riders = [await guest(s, "Ana"), await guest(s, " ANA "), await guest(s, "A\u200bna"), await guest(s, "Ben")];
      for (const r of riders) await play(s, r.token, code);
      const board = await s.gql(`query B($e: ID) { leaderboard(eventId: $e, first: 10) { entries { userId displayName nameTag } } }`, {
        e: eventId,
      });
      const tags = new Map(board.data?.leaderboard.entries.map((e: { userId: string; nameTag: string | null }) => [e.userId, e.nameTag]));
      const anaTags = riders.slice(0, 3).map((r) => tags.get(r.userId));
      for (const [i, tag] of anaTags.entries()) expect(tag).toBe(riders[i]?.userId.replace(/-/g, "").slice(0, 4).toUpperCase());
      expect(new Set(anaTags).size).toBe(3);
      expect(tags.get(riders[3]?.userId)).toBeNull();
    });

    it("checkpointPreview names a checkpoint signed out; unknown codes are null and cost the code budget, real ones never", async () => {
      const preview = (await s.gql(PREVIEW, { code: "bend-6789" })).data?.checkpointPreview;
      expect(preview).toEqual({ name: "The twisties", eventName: expect.any(String), questionCount: 5, secondsPerQuestion: 20 });
      expect(preview.eventName.length).toBeGreaterThan(0);
      expect((await s.gql(PREVIEW, { code: "nonsense" })).data?.checkpointPreview).toBeNull();
      for (let i = 0; i < 3; i++) expect((await s.gql(PREVIEW, { code: "ZZZZ2345" })).data?.checkpointPreview).toBeNull();
      // The address has spent its budget: a real code is still found (looked up first), a guess is refused.
      expect((await s.gql(PREVIEW, { code: "BEND6789" })).data?.checkpointPreview).toMatchObject({ name: "The twisties" });
      const limited = await s.gql(PREVIEW, { code: "ZZZZ2346" });
      expect(limited.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/^Too many tries — try again in 10 minutes\.$/),
        extensions: { code: "RATE_LIMITED" },
      });
    });
  });
}
