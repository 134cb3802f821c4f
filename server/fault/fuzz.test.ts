import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postGraphql, type RawResponse, rowCounts, seededRandom } from "#tests/support/fault.ts";
import { CODES, NEXT, START } from "#tests/support/quiz.ts";
import { signUp, startServer, type TestServer } from "#tests/support/server-harness.ts";

const SEED = 0x5eed9;
const CASES = 300;
const BIG = { points: 100_000, durationS: 3600 };

const MUTATIONS = {
  register: "mutation M($input: RegisterInput!) { register(input: $input) { ok token fieldErrors { field message } } }",
  login: "mutation M($input: LoginInput!) { login(input: $input) { ok token fieldErrors { field message } } }",
  logout: "mutation M { logout { ok fieldErrors { field message } } }",
  acceptRules: "mutation M { acceptRules { ok fieldErrors { field message } } }",
  startAttempt: "mutation M($code: String!) { startAttempt(input: { code: $code }) { ok fieldErrors { field message } } }",
  nextQuestion: "mutation M($attemptId: ID!) { nextQuestion(input: { attemptId: $attemptId }) { ok fieldErrors { field message } } }",
  submitAnswer:
    "mutation M($attemptId: ID!, $questionId: ID!, $choiceId: ID) { submitAnswer(input: { attemptId: $attemptId, questionId: $questionId, choiceId: $choiceId }) { ok fieldErrors { field message } } }",
} as const;
type Name = keyof typeof MUTATIONS;

/** Values that a form, a script or an attacker might send, each of the wrong kind somewhere. */
function makeValue(rand: () => number, real: string[] = []): unknown {
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)] as T;
  const randomText = (n: number, alphabet: string) =>
    Array.from({ length: n }, () => alphabet[Math.floor(rand() * alphabet.length)]).join("");
  const kinds = [
    () => randomText(Math.floor(rand() * 40), "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 -_.@'\"\\/<>%$;"),
    () => "x".repeat(100_000 + Math.floor(rand() * 50_000)),
    () =>
      pick([
        "🏍️💨",
        "\u202egnp.exe",
        "\u0000",
        "a\u0000b",
        "\u200b\u200b",
        "ｅｍａｉｌ＠ｅｘａｍｐｌｅ．ｃｏｍ",
        "Ünïcødé ✓",
        "\ud83c",
        "𝕏".repeat(500),
      ]),
    () =>
      pick([
        "' OR 1=1 --",
        "'); drop table users; --",
        "$" + "{jndi:ldap://x}",
        "<script>alert(1)</script>",
        "../../etc/passwd",
        "%00",
        "null",
      ]),
    () => null,
    () => pick([0, -1, 1e308, 3.14, Number.MAX_SAFE_INTEGER]),
    () => pick([true, false]),
    () => pick([[], ["a"], [1, 2], {}, { a: 1 }, { $ne: null }]),
    () => "",
    () => (real.length ? pick(real) : "00000000-0000-0000-0000-000000000000"),
  ];
  return pick(kinds)();
}

function variablesFor(name: Name, rand: () => number, real: { attemptId: string; questionId: string }): Record<string, unknown> | unknown {
  const v = (r: string[] = []) => makeValue(rand, r);
  // Now and then the whole variables object is of the wrong kind.
  if (rand() < 0.05) return makeValue(rand);
  switch (name) {
    case "register":
      return { input: rand() < 0.1 ? v() : { displayName: v(), email: v(), password: v(), phone: v(), acceptTerms: v() } };
    case "login":
      return { input: rand() < 0.1 ? v() : { email: v(), password: v() } };
    case "startAttempt":
      return { code: v(["GEAR234", "gear2345x", "GEAR 2345"]) };
    case "nextQuestion":
      return { attemptId: v() };
    case "submitAnswer": {
      const attemptId = v([real.attemptId]);
      const questionId = v([real.questionId]);
      let choiceId = v();
      // A real attempt + real question + no choice is a valid "no answer": keep the case invalid.
      if (attemptId === real.attemptId && questionId === real.questionId && choiceId == null) choiceId = "zz";
      return { attemptId, questionId, choiceId };
    }
    default:
      return {};
  }
}

function assertClean(name: Name, r: RawResponse, label: string): boolean {
  expect(r.status, label).toBeLessThan(500);
  expect([200, 400], label).toContain(r.status);
  expect(r.body, `${label}: JSON body`).not.toBeNull();
  const errors = (r.body.errors ?? []) as { message: string; extensions?: { code?: string } }[];
  for (const e of errors) {
    expect(e.message, label).not.toBe("Unexpected error.");
    expect(e.extensions?.code, label).not.toBe("INTERNAL_SERVER_ERROR");
    expect(r.text, label).not.toMatch(/stack|originalError|Failed query/);
  }
  if (errors.length > 0) return false;
  const result = r.body.data?.[name];
  if (name === "logout") return false; // no viewer: ok, nothing to revoke
  if (result.ok) return true;
  expect(result.fieldErrors.length, label).toBeGreaterThan(0);
  return false;
}

/**
 * Every mutation's input, fuzzed with a seeded PRNG (replay with the printed case number):
 * always a field error or a GraphQL validation error, never a 500 or an internal error, and
 * nothing stored for what was refused.
 */
describe("mutation input fuzz", () => {
  let s: TestServer;
  let rider: { token: string };
  let real: { attemptId: string; questionId: string };
  beforeAll(async () => {
    s = await startServer("pglite", {
      production: true,
      rateLimits: { registerIp: BIG, loginIp: BIG, loginAccount: BIG, startAttemptIp: BIG, startAttemptAccount: BIG },
    });
    rider = await signUp(s, "Fuzz Rider");
    const started = await s.gql(START, { code: CODES[0] }, rider.token);
    const attemptId = started.data?.startAttempt.attempt.id as string;
    const q = await s.gql(NEXT, { id: attemptId }, rider.token);
    real = { attemptId, questionId: q.data?.nextQuestion.question.questionId as string };
  });
  afterAll(async () => {
    await s?.close();
  });

  it(`${CASES} random inputs across every mutation (seed ${SEED.toString(16)})`, async () => {
    const rand = seededRandom(SEED);
    const names = Object.keys(MUTATIONS) as Name[];
    let accepted = 0;
    let before = await rowCounts(s.handle.db);
    for (let n = 0; n < CASES; n++) {
      const name = names[n % names.length] as Name;
      const variables = variablesFor(name, rand, real);
      // Mutations without arguments are fuzzed through the credentials instead.
      const garbageToken = Array.from({ length: Math.floor(rand() * 80) }, () => String.fromCharCode(33 + Math.floor(rand() * 94))).join(
        "",
      );
      const token = name === "logout" || name === "acceptRules" ? garbageToken : rider.token;
      const r = await postGraphql(s.url, { query: MUTATIONS[name], variables }, { authorization: `Bearer ${token}` });
      const label = `case ${n} ${name} ${JSON.stringify(variables).slice(0, 200)} → ${r.status} ${r.text.slice(0, 300)}`;
      const ok = assertClean(name, r, label);
      const after = await rowCounts(s.handle.db);
      if (ok) accepted++;
      else expect(after, `${label}: nothing stored`).toEqual(before);
      before = after;
    }
    // Almost everything generated is invalid; a rare accident (e.g. a valid code) is allowed.
    expect(accepted).toBeLessThan(CASES * 0.05);
  }, 180_000);

  it("malformed bodies and uploads of anything but an image", async () => {
    const rand = seededRandom(SEED + 1);
    const before = await rowCounts(s.handle.db);
    const bodies = [
      "",
      "{",
      "[]",
      "null",
      '{"query": 42}',
      '{"query": "mutation { register }"}',
      `{"query": "${"{".repeat(5000)}"}`,
      '{"query":"mutation{logout{ok}}","variables":"x"}',
    ];
    for (const body of bodies) {
      const r = await postGraphql(s.url, body);
      expect(r.status, body.slice(0, 50)).toBeLessThan(500);
      expect(r.text).not.toMatch(/Unexpected error|stack/);
    }
    for (let n = 0; n < 30; n++) {
      const bytes = new Uint8Array(Math.floor(rand() * 4096) + (n === 0 ? 0 : 1));
      for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(rand() * 256);
      const form = new FormData();
      form.append(
        "operations",
        JSON.stringify({
          query: "mutation Up($file: File!) { uploadAvatar(input: { file: $file }) { ok fieldErrors { field message } } }",
          variables: { file: null },
        }),
      );
      form.append("map", JSON.stringify({ 0: ["variables.file"] }));
      form.append("0", new Blob([bytes], { type: n % 2 ? "image/png" : "image/svg+xml" }), n % 3 ? "a.png" : "../../x.svg");
      const res = await fetch(`${s.url}/graphql`, {
        method: "POST",
        headers: { authorization: `Bearer ${rider.token}`, "x-graphql-csrf": "1" },
        body: form,
      });
      const body = (await res.json()) as { data?: { uploadAvatar: { ok: boolean; fieldErrors: unknown[] } } };
      expect(res.status).toBe(200);
      expect(body.data?.uploadAvatar.ok).toBe(false);
      expect(body.data?.uploadAvatar.fieldErrors.length).toBeGreaterThan(0);
    }
    expect(await rowCounts(s.handle.db)).toEqual(before);
  }, 60_000);
});
