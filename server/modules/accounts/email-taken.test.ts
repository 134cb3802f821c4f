import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema/index.ts";
import { DB_KINDS } from "#tests/setup/db.ts";
import { type GqlResponse, REGISTER, SLOW, signUp, startServer, type TestServer, uniqueEmail } from "#tests/support/server-harness.ts";

// register and keepProgress answer alike whether or not an address is taken (docs/security.md#taken-addresses):
// the account is made and signed in either way, the address attached only when it was free; its
// owner keeps signing in and is told through the outbox.

const JOIN = `mutation Join($name: String!) { join(input: { displayName: $name }) { ok token user { id } fieldErrors { field message } } }`;
const KEEP = `mutation Keep($input: KeepProgressInput!) { keepProgress(input: $input) { ok token user { id email displayName isGuest } fieldErrors { field message } } }`;
const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { ok token user { id } fieldErrors { field message } } }`;
const ME = "{ me { id email isGuest } }";
const PASSWORD = "correct horse battery";

/** What a response tells apart from another: everything but its fresh ids and tokens. */
function shape(r: GqlResponse): unknown {
  return { status: r.status, body: JSON.parse(r.raw.replace(/"(token|id)":"[^"]+"/g, '"$1":"…"').replace(/[^"@]+@example\.com/g, "…")) };
}

describe.each(DB_KINDS)("an address another account has, on %s", SLOW, (kind) => {
  let s: TestServer;
  const logLines: string[] = [];
  let hashes = 0;
  beforeAll(async () => {
    s = await startServer(kind, {
      logger: pino({ level: "info" }, { write: (line: string) => void logLines.push(line) }),
      rateLimits: { registerIp: { points: 1000, durationS: 60 }, loginIp: { points: 1000, durationS: 60 } },
    });
    const { passwords } = s.app.deps;
    const hash = passwords.hash.bind(passwords);
    passwords.hash = (password) => {
      hashes++;
      return hash(password);
    };
  });
  afterAll(() => s.close());

  const told = (email: string) => logLines.filter((l) => l.includes('"what":"email-taken"') && l.includes(`"to":"${email}"`));

  it("register answers a taken address as a free one, hashing both; the owner keeps the account and is told", async () => {
    const owner = await signUp(s, "Owner");
    const input = (email: string) => ({ displayName: "Someone Else", email, password: "another good password", acceptTerms: true });
    hashes = 0;
    const free = await s.gql(REGISTER, { input: input(uniqueEmail()) });
    expect(hashes).toBe(1);
    const taken = await s.gql(REGISTER, { input: input(owner.email.toUpperCase()) });
    expect(hashes).toBe(2);
    expect(free.data?.register.ok).toBe(true);
    expect(shape(taken)).toEqual(shape(free));
    expect(taken.data?.register.user.email).toBe(owner.email.toLowerCase());
    const intruder = taken.data?.register;
    // Signed in, as an account of its own, which shows the address it typed; nothing of the owner's.
    expect((await s.gql(ME, {}, intruder.token)).data?.me).toEqual({
      id: intruder.user.id,
      email: owner.email.toLowerCase(),
      isGuest: false,
    });
    expect(intruder.user.id).not.toBe(owner.userId);
    // The owner signs in as before; the intruder's password opens nothing.
    const ownerLogin = await s.gql(LOGIN, { input: { email: owner.email, password: PASSWORD } });
    expect(ownerLogin.data?.login).toMatchObject({ ok: true, user: { id: owner.userId } });
    expect((await s.gql(LOGIN, { input: { email: owner.email, password: "another good password" } })).data?.login).toMatchObject({
      ok: false,
      token: null,
      fieldErrors: [{ field: "form", message: "Email or password is incorrect." }],
    });
    const [row] = await s.handle.db.select().from(users).where(eq(users.id, intruder.user.id));
    expect(row).toMatchObject({ email: null, passwordHash: null, unattachedEmail: owner.email.toLowerCase() });
    expect(told(owner.email.toLowerCase())).toHaveLength(1);
    expect(told(free.data?.register.user.email)).toHaveLength(0);
  });

  it("keepProgress answers a taken address as a free one: the guest rides on under a fresh token, nothing of the owner's moves", async () => {
    const owner = await signUp(s, "Owner Two");
    const keep = async (email: string) => {
      const g = (await s.gql(JOIN, { name: "Guest Rider" })).data?.join;
      return { guest: g, kept: await s.gql(KEEP, { input: { email, password: "another good password", acceptTerms: true } }, g.token) };
    };
    hashes = 0;
    const free = await keep(uniqueEmail());
    expect(hashes).toBe(1);
    const taken = await keep(owner.email);
    expect(hashes).toBe(2);
    expect(free.kept.data?.keepProgress).toMatchObject({ ok: true, user: { isGuest: false } });
    expect(shape(taken.kept)).toEqual(shape(free.kept));
    const kept = taken.kept.data?.keepProgress;
    expect(kept.user.id).toBe(taken.guest.user.id);
    // The same account goes on under the fresh token; the guest's one stops.
    expect((await s.gql(ME, {}, kept.token)).data?.me).toEqual({ id: taken.guest.user.id, email: owner.email, isGuest: false });
    expect((await s.gql(ME, {}, taken.guest.token)).data?.me).toBeNull();
    // Once only, as for a free address.
    const again = await s.gql(KEEP, { input: { email: uniqueEmail(), password: PASSWORD, acceptTerms: true } }, kept.token);
    expect(again.data?.keepProgress.fieldErrors).toEqual([{ field: "form", message: "This account already has an email and password." }]);
    expect((await s.gql(LOGIN, { input: { email: owner.email, password: PASSWORD } })).data?.login).toMatchObject({
      ok: true,
      user: { id: owner.userId },
    });
    expect((await s.gql(LOGIN, { input: { email: owner.email, password: "another good password" } })).data?.login.ok).toBe(false);
    expect(told(owner.email)).toHaveLength(1);
  });
});
