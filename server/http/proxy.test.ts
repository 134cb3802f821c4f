import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLOW, startServer, type TestServer } from "#tests/support/server-harness.ts";

const LOGIN = "mutation L($input: LoginInput!) { login(input: $input) { ok fieldErrors { message } } }";

describe("behind a trusted proxy (TRUST_PROXY=1)", SLOW, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer("pglite", { trustProxy: 1, rateLimits: { loginIp: { points: 3, durationS: 600 } } });
  });
  afterAll(() => s.close());

  const address = async (forwarded: string) =>
    ((await (await fetch(`${s.url}/client-address`, { headers: { "x-forwarded-for": forwarded } })).json()) as { address: string }).address;

  it("reads the address the proxy appended, not the one the client wrote", async () => {
    expect(await address("6.6.6.6, 198.51.100.7")).toBe("198.51.100.7");
    expect(await address("198.51.100.7")).toBe("198.51.100.7");
  });

  it("a client rotating its own X-Forwarded-For spends one budget; IPv6 neighbours in one /64 share it", async () => {
    const tryLogin = (forwarded: string) =>
      fetch(`${s.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": forwarded },
        body: JSON.stringify({ query: LOGIN, variables: { input: { email: "nobody@example.com", password: "wrong password" } } }),
      }).then(
        async (r) => ((await r.json()) as { data: { login: { fieldErrors: { message: string }[] } } }).data.login.fieldErrors[0]?.message,
      );
    for (let i = 1; i <= 3; i++) expect(await tryLogin(`10.9.9.${i}, 203.0.113.50`)).toBe("Email or password is incorrect.");
    expect(await tryLogin("10.9.9.99, 203.0.113.50")).toMatch(/^Too many tries/);

    for (let i = 1; i <= 3; i++) expect(await tryLogin(`2001:db8:7:7::${i}`)).toBe("Email or password is incorrect.");
    expect(await tryLogin("2001:db8:7:7:ffff::1")).toMatch(/^Too many tries/);
    expect(await tryLogin("2001:db8:7:8::1")).toBe("Email or password is incorrect.");
  });

  it("sends HSTS when the proxy says the browser came over HTTPS, and only then", async () => {
    const hsts = async (proto?: string) =>
      (await fetch(`${s.url}/client-address`, { headers: proto ? { "x-forwarded-proto": proto } : {} })).headers.get(
        "strict-transport-security",
      );
    expect(await hsts("https")).toBe("max-age=31536000; includeSubDomains");
    expect(await hsts("http")).toBeNull();
    expect(await hsts()).toBeNull();
  });
});

describe("without a trusted proxy", SLOW, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer("pglite", { seed: false });
  });
  afterAll(() => s.close());

  it("ignores X-Forwarded-Proto (the client's own word) and X-Forwarded-For", async () => {
    const res = await fetch(`${s.url}/client-address`, { headers: { "x-forwarded-proto": "https", "x-forwarded-for": "6.6.6.6" } });
    expect(res.headers.get("strict-transport-security")).toBeNull();
    expect(((await res.json()) as { address: string }).address).toBe("127.0.0.1");
  });

  it("answers /graphql with Cache-Control: no-store", async () => {
    const res = await fetch(`${s.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});
