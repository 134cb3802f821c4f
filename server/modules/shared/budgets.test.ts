import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLOW, startServer, type TestServer, uniqueEmail } from "#tests/support/server-harness.ts";
import { DEVICE_COOKIE } from "./device.ts";

const PREVIEW = `query P($code: String!) { checkpointPreview(code: $code) { name } }`;
const JOIN = `mutation J($name: String!) { join(input: { displayName: $name }) { ok token } }`;
const KEEP = `mutation K($input: KeepProgressInput!) { keepProgress(input: $input) { ok token fieldErrors { field message } } }`;

describe("budgets one person cannot spend for a venue", SLOW, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer("pglite", {
      rateLimits: {
        startAttemptIp: { points: 3, durationS: 600 },
        startAttemptDevice: { points: 2, durationS: 600 },
        keepProgressAccount: { points: 2, durationS: 600 },
      },
    });
  });
  afterAll(() => s.close());

  /** A phone: keeps the device cookie the server hands it, like a browser. */
  function phone() {
    let cookie = "";
    return async (query: string, variables: Record<string, unknown>, token?: string) => {
      const res = await fetch(`${s.url}/graphql`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(cookie ? { cookie } : {}),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ query, variables }),
      });
      const set = res.headers.get("set-cookie");
      if (set?.startsWith(`${DEVICE_COOKIE}=`)) cookie = set.split(";")[0] as string;
      // biome-ignore lint/suspicious/noExplicitAny: tests read a few known fields
      return (await res.json()) as { data?: any; errors?: { message: string }[] };
    };
  }

  it("a known phone guesses on its own budget: it cannot spend the address's, nor another phone's", async () => {
    const a = phone();
    const b = phone();
    await a("{ defaultEvent { id } }", {});
    await b("{ defaultEvent { id } }", {});
    for (let i = 0; i < 2; i++) expect((await a(PREVIEW, { code: `ZZZZ234${i + 5}` })).data?.checkpointPreview).toBeNull();
    expect((await a(PREVIEW, { code: "ZZZZ2349" })).errors?.[0]?.message).toMatch(/^Too many tries/);
    // The other phone behind the same address, and a browser without the cookie, still guess.
    expect((await b(PREVIEW, { code: "ZZZZ2349" })).errors).toBeUndefined();
    expect((await s.gql(PREVIEW, { code: "ZZZZ2349" })).errors).toBeUndefined();
    // And the phone over its budget still finds a real code.
    expect((await a(PREVIEW, { code: "GEAR2345" })).data?.checkpointPreview.name).toBe("Start: the car park");
  });

  it("keepProgress checks the account is a guest before anything costly, and spends a budget per account", async () => {
    const join = async (name: string) => (await s.gql(JOIN, { name })).data?.join.token as string;
    const keep = (email: string, t: string) => s.gql(KEEP, { input: { email, password: "correct horse battery", acceptTerms: true } }, t);
    const taken = uniqueEmail("taken");
    expect((await keep(taken, await join("Owner"))).data?.keepProgress.ok).toBe(true);
    // A taken address is answered like a free one (docs/security.md); the account is then no
    // guest, so a second try is refused before any hash.
    const first = await keep(taken, await join("Keeper"));
    expect(first.data?.keepProgress.ok).toBe(true);
    const again = await keep(uniqueEmail(), first.data?.keepProgress.token);
    expect(again.data?.keepProgress.fieldErrors[0]).toEqual({ field: "form", message: "This account already has an email and password." });
    // Four at once from one guest: the budget (2) is reserved before the hash, so one keeps the
    // progress and at least one is refused without hashing.
    const guest = await join("Racer");
    const answers = await Promise.all([0, 1, 2, 3].map(() => keep(uniqueEmail(), guest)));
    const oks = answers.filter((a) => a.data?.keepProgress.ok);
    const limited = answers.filter((a) => /^Too many tries/.test(a.data?.keepProgress.fieldErrors[0]?.message ?? ""));
    expect(oks).toHaveLength(1);
    expect(limited.length).toBeGreaterThanOrEqual(1);
  });
});
