import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DB_KINDS } from "#tests/setup/db.ts";
import { createEvent } from "#tests/support/quiz.ts";
import { SLOW, signUp, startServer, type TestServer } from "#tests/support/server-harness.ts";
import { DEFAULT_LIMITS } from "./rate-limits.ts";

const LOGIN = `mutation Login($input: LoginInput!) { login(input: $input) { ok token fieldErrors { field message } } }`;
const SUB = `subscription Live($e: ID!) { leaderboardChanged(eventId: $e) { riders me { userId } } }`;
const BUDGET = DEFAULT_LIMITS.loginAccount.points;

/** A rider's live board on `s`'s websocket, with the close codes it gets; resolves once the first board arrives. */
async function liveBoard(s: TestServer, token: string, eventId: string) {
  const client = s.ws(token);
  const closed: number[] = [];
  client.on("closed", (event) => closed.push((event as { code: number }).code));
  const it = client.iterate<{ leaderboardChanged: { riders: number } }>({ query: SUB, variables: { e: eventId } });
  expect((await it.next()).value?.data?.leaderboardChanged.riders).toBe(0);
  return { it, closed };
}

/** A login from a given address (the server trusts X-Forwarded-For in these tests). */
async function loginFrom(s: TestServer, address: string, email: string, password: string) {
  const res = await fetch(`${s.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": address },
    body: JSON.stringify({ query: LOGIN, variables: { input: { email, password } } }),
  });
  return (
    (await res.json()) as { data: { login: { ok: boolean; token: string | null; fieldErrors: { field: string; message: string }[] } } }
  ).data.login;
}

for (const kind of DB_KINDS) {
  describe(`login limits on ${kind}`, SLOW, () => {
    let s: TestServer;
    let hashes = 0;
    beforeAll(async () => {
      s = await startServer(kind, { trustProxy: true });
      // Counts every scrypt evaluation of a login (the real hasher still runs).
      const { passwords } = s.app.deps;
      const verify = passwords.verify.bind(passwords);
      const dummyVerify = passwords.dummyVerify.bind(passwords);
      passwords.verify = (p, stored) => {
        hashes++;
        return verify(p, stored);
      };
      passwords.dummyVerify = (p) => {
        hashes++;
        return dummyVerify(p);
      };
    });
    afterAll(() => s?.close());

    it(`25 concurrent wrong passwords at one account evaluate at most the budget (${BUDGET})`, async () => {
      const { email } = await signUp(s);
      hashes = 0;
      const results = await Promise.all(Array.from({ length: 25 }, () => loginFrom(s, "198.51.100.7", email, "wrong password 1")));
      expect(hashes).toBeLessThanOrEqual(BUDGET);
      expect(hashes).toBeGreaterThan(0);
      const messages = results.map((r) => r.fieldErrors[0]?.message);
      expect(messages.filter((m) => m === "Email or password is incorrect.")).toHaveLength(hashes);
      expect(messages.filter((m) => m?.startsWith("Too many tries"))).toHaveLength(25 - hashes);
      expect(messages.find((m) => m?.startsWith("Too many tries"))).toMatch(/^Too many tries — try again in (9|10) minutes\.$/);
    });

    it("a stranger failing logins from another address does not lock the rider out at theirs", async () => {
      const { email } = await signUp(s);
      for (let i = 0; i < BUDGET + 2; i++) await loginFrom(s, "203.0.113.66", email, `guess number ${i}`);
      expect((await loginFrom(s, "203.0.113.66", email, "correct horse battery")).fieldErrors[0]?.message).toMatch(/^Too many tries/);
      const rider = await loginFrom(s, "192.0.2.10", email, "correct horse battery");
      expect(rider).toMatchObject({ ok: true, fieldErrors: [] });
    });

    it("a correct password gives its reserved point back: a rider logging in often is never throttled", async () => {
      const { email } = await signUp(s);
      for (let i = 0; i < BUDGET + 5; i++) expect((await loginFrom(s, "192.0.2.20", email, "correct horse battery")).ok).toBe(true);
    });

    it("logout closes the websockets the session opened; the token then subscribes anonymously", async () => {
      const eventId = await createEvent(s, `Logout ${kind}`, []);
      const rider = await signUp(s, "Leaver");
      const { it, closed } = await liveBoard(s, rider.token, eventId);
      expect((await s.gql("mutation { logout { ok } }", {}, rider.token)).data?.logout.ok).toBe(true);
      // The iterator ends (or throws) within seconds instead of waiting for more of the rider's rows.
      const ended = await Promise.race([
        it.next().then(
          (r) => r.done,
          () => true,
        ),
        new Promise((resolve) => setTimeout(() => resolve("still open"), 5000)),
      ]);
      expect(ended).toBe(true);
      expect(closed).toEqual([4403]);
      const again = s.ws(rider.token).iterate<{ leaderboardChanged: { me: unknown } }>({ query: SUB, variables: { e: eventId } });
      expect((await again.next()).value?.data?.leaderboardChanged.me).toBeNull();
      await again.return?.();
    });
  });
}

describe("logout across server processes (PostgreSQL)", SLOW, () => {
  it("logout through one server process ends the session on another at once: its sockets close, its token is refused", async () => {
    const s = await startServer("postgres");
    const other = await startServer("postgres", { handle: s.handle, seed: false });
    try {
      const eventId = await createEvent(s, "Two processes", []);
      const rider = await signUp(s, "Roamer");
      const { closed } = await liveBoard(other, rider.token, eventId);
      const me = async (server: typeof s) => (await server.gql("{ me { id } }", {}, rider.token)).data?.me?.id ?? null;
      // Both processes now know the token (and keep it: ViewerCache)...
      expect(await me(other)).not.toBeNull();
      expect(await me(s)).not.toBeNull();
      expect((await s.gql("mutation { logout { ok } }", {}, rider.token)).data?.logout.ok).toBe(true);
      // ...and forget it: this one at once, the other when the signal arrives, not after the TTL.
      expect(await me(s)).toBeNull();
      await expect.poll(() => me(other), { timeout: 2000 }).toBeNull();
      await expect.poll(() => closed, { timeout: 5000 }).toEqual([4403]);
    } finally {
      await other.close();
      await s.close();
    }
  });
});
