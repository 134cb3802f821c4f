import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, users } from "#server/db/schema/index.ts";
import { DB_KINDS } from "#tests/setup/db.ts";
import { REGISTER, SLOW, signUp, startServer, type TestServer, uniqueEmail } from "#tests/support/server-harness.ts";

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { ok token user { id email } fieldErrors { field message } } }`;
const ME = "query Me { me { id email displayName phone role rulesAcceptedAt avatarUrl createdAt } }";
const good = { displayName: "Ana Rider", password: "correct horse battery", acceptTerms: true };

describe.each(DB_KINDS)("accounts on %s", SLOW, (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, { rateLimits: { registerIp: { points: 1000, durationS: 60 }, loginIp: { points: 1000, durationS: 60 } } });
  });
  afterAll(() => s.close());

  const userCount = async () => Number((await s.handle.db.select({ n: count() }).from(users))[0]?.n);

  it("registers, signs in with the token, and normalises email and names", async () => {
    const email = uniqueEmail("Mixed");
    const r = await s.gql(REGISTER, {
      input: { ...good, displayName: "  Ana Rider ", email: ` ${email.toUpperCase()} `, phone: "+44 (20) 7946-0958" },
    });
    expect(r.data?.register).toMatchObject({
      ok: true,
      fieldErrors: [],
      user: { email: email.toLowerCase(), displayName: "Ana Rider", role: "RIDER" },
    });
    const token = r.data?.register.token as string;
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const me = await s.gql(ME, {}, token);
    expect(me.data?.me).toMatchObject({ email: email.toLowerCase(), phone: "+442079460958", rulesAcceptedAt: null, avatarUrl: null });
    // Only a hash of the token is stored.
    const stored = await s.handle.db.select({ h: sessions.tokenHash }).from(sessions);
    expect(stored.some((x) => x.h === token)).toBe(false);
  });

  it.each([
    [{ displayName: "A" }, "displayName", "Nickname must be at least 2 characters."],
    [{ displayName: "x".repeat(25) }, "displayName", "Nickname must be at most 24 characters."],
    [{ email: "not-an-email" }, "email", "Email must be a valid address, like name@example.com."],
    [{ password: "short" }, "password", "Password must be at least 8 characters."],
    [{ password: "x".repeat(129) }, "password", "Password must be at most 128 characters."],
    [{ password: "password1" }, "password", "This password is one of the most common ones. Choose another."],
    [{ password: "qwertyuiop" }, "password", "This password is one of the most common ones. Choose another."],
    [{ acceptTerms: false }, "acceptTerms", "You must accept the rules and privacy notice."],
    [{ phone: "12" }, "phone", "Phone must be 7 to 15 digits, optionally starting with +."],
  ])("refuses %o with a field error on the field and stores nothing", async (patch, field, message) => {
    const before = await userCount();
    const r = await s.gql(REGISTER, { input: { ...good, email: uniqueEmail(), ...patch } });
    expect(r.data?.register).toMatchObject({ ok: false, token: null, user: null, fieldErrors: [{ field, message }] });
    expect(await userCount()).toBe(before);
  });

  it("accepts a 64-character password (no composition rules)", async () => {
    const r = await s.gql(REGISTER, { input: { ...good, email: uniqueEmail(), password: "a".repeat(64) } });
    expect(r.data?.register.ok).toBe(true);
  });

  it("never attaches an email another account has, whatever its case (the answer is a free one's: email-taken.test.ts)", async () => {
    const email = uniqueEmail();
    expect((await s.gql(REGISTER, { input: { ...good, email } })).data?.register.ok).toBe(true);
    const before = await userCount();
    const r = await s.gql(REGISTER, { input: { ...good, email: email.toUpperCase() } });
    expect(r.data?.register).toMatchObject({ ok: true, fieldErrors: [] });
    expect(await userCount()).toBe(before + 1);
    const owners = await s.handle.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
    expect(owners).toHaveLength(1);
    expect(owners[0]?.id).not.toBe(r.data?.register.user.id);
  });

  it("logs in with a new token each time; one generic message for a wrong password and an unknown email", async () => {
    const { email, token: first } = await signUp(s);
    const a = await s.gql(LOGIN, { input: { email: email.toUpperCase(), password: "correct horse battery" } });
    const b = await s.gql(LOGIN, { input: { email, password: "correct horse battery" } });
    expect(a.data?.login.ok).toBe(true);
    expect(new Set([first, a.data?.login.token, b.data?.login.token]).size).toBe(3);
    const wrong = await s.gql(LOGIN, { input: { email, password: "wrong password!" } });
    const unknown = await s.gql(LOGIN, { input: { email: uniqueEmail(), password: "wrong password!" } });
    expect(wrong.data?.login).toEqual({
      ok: false,
      token: null,
      user: null,
      fieldErrors: [{ field: "form", message: "Email or password is incorrect." }],
    });
    expect(unknown.data?.login).toEqual(wrong.data?.login);
  });

  it("logout revokes the session; other sessions stay valid", async () => {
    const { email, token } = await signUp(s);
    const other = (await s.gql(LOGIN, { input: { email, password: "correct horse battery" } })).data?.login.token;
    expect((await s.gql(ME, {}, token)).data?.me).not.toBeNull();
    expect((await s.gql("mutation { logout { ok } }", {}, token)).data?.logout.ok).toBe(true);
    expect((await s.gql(ME, {}, token)).data?.me).toBeNull();
    expect((await s.gql(ME, {}, other)).data?.me).not.toBeNull();
  });

  it("an expired session is not accepted (7 days)", async () => {
    const { token } = await signUp(s);
    s.clock.advance(7 * 24 * 3600 * 1000 + 1);
    try {
      expect((await s.gql(ME, {}, token)).data?.me).toBeNull();
    } finally {
      s.clock.advance(-(7 * 24 * 3600 * 1000 + 1));
    }
  });

  it("never authenticates from a cookie, only from the Authorization header", async () => {
    const { token } = await signUp(s);
    const res = await fetch(`${s.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: `apollo-token=${token}` },
      body: JSON.stringify({ query: ME }),
    });
    expect((await res.json()).data.me).toBeNull();
  });

  it("acceptRules records the time once and reports the flow", async () => {
    const r = await s.gql(REGISTER, { input: { ...good, email: uniqueEmail() } });
    const token = r.data?.register.token;
    const flow = await s.gql(
      "mutation { acceptRules { ok fieldErrors { field } flow { rulesAccepted finishedAttempts attemptInProgress { id } } } }",
      {},
      token,
    );
    expect(flow.data?.acceptRules).toEqual({
      ok: true,
      fieldErrors: [],
      flow: { rulesAccepted: true, finishedAttempts: 0, attemptInProgress: null },
    });
    const first = (await s.gql(ME, {}, token)).data?.me.rulesAcceptedAt;
    s.clock.advance(1000);
    await s.gql("mutation { acceptRules { ok } }", {}, token);
    expect((await s.gql(ME, {}, token)).data?.me.rulesAcceptedAt).toBe(first);
    const signedOut = await s.gql("mutation { acceptRules { ok fieldErrors { field message } flow { rulesAccepted } } }");
    expect(signedOut.data?.acceptRules).toEqual({
      ok: false,
      fieldErrors: [{ field: "form", message: "Please sign in first." }],
      flow: null,
    });
  });

  it("a signed-out caller gets null for me and flow", async () => {
    const r = await s.gql("{ me { id } flow { rulesAccepted } }");
    expect(r.data).toEqual({ me: null, flow: null });
  });

  it("stores sessions as sha256 hashes that expire in 7 days", async () => {
    const { userId } = await signUp(s);
    const [row] = await s.handle.db.select().from(sessions).where(eq(sessions.userId, userId));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(7 * 24 * 3600 * 1000);
  });
});
