import { createHash } from "node:crypto";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLOW, startServer, type TestServer } from "#tests/support/server-harness.ts";
import { createApqStore } from "./yoga.ts";

const sha = (text: string) => createHash("sha256").update(text).digest("hex");

describe("the server holds its memory and says why it fails", SLOW, () => {
  let s: TestServer;
  const logged: { msg?: string; err?: { message?: string } }[] = [];
  beforeAll(async () => {
    const logger = pino({ level: "error" }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    s = await startServer("pglite", { seed: false, logger });
  });
  afterAll(() => s.close());

  const post = (body: unknown) =>
    fetch(`${s.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  it("answers a numeric operationName and malformed GET extensions with 400 and a reason, not a masked 500", async () => {
    const numeric = await post({ query: "{ __typename }", operationName: 5 });
    expect(numeric.status).toBe(400);
    expect(((await numeric.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe("operationName must be a string.");
    const get = await fetch(`${s.url}/graphql?query=${encodeURIComponent("{ __typename }")}&extensions=${encodeURIComponent("{oops")}`);
    expect(get.status).toBe(400);
    expect(await get.json()).toMatchObject({ errors: [{ message: "extensions must be JSON." }] });
    expect(logged.filter((l) => l.msg === "masked error")).toEqual([]);
  });

  it("keeps in the APQ store only texts that parse and validate", async () => {
    const apq = (query: string) => post({ query, extensions: { persistedQuery: { version: 1, sha256Hash: sha(query) } } });
    const byHash = (query: string) => post({ extensions: { persistedQuery: { version: 1, sha256Hash: sha(query) } } });
    const junk = `{ ${"x ".repeat(200_000)}}`;
    await apq(junk);
    expect((await byHash(junk)).status).toBe(404);
    const invalid = "{ noSuchField }";
    await apq(invalid);
    expect((await byHash(invalid)).status).toBe(404);
    const good = "{ __typename }";
    expect((await apq(good)).status).toBe(200);
    expect(await (await byHash(good)).json()).toEqual({ data: { __typename: "Query" } });
  });
});

describe("a masked error", SLOW, () => {
  it("is logged with its cause while the client sees only that something went wrong", async () => {
    const logged: { msg?: string; err?: { message?: string } }[] = [];
    const logger = pino({ level: "error" }, { write: (line: string) => void logged.push(JSON.parse(line)) });
    const s = await startServer("pglite", { seed: false, logger, production: true });
    try {
      // The database gone under a running server: the query fails unexpectedly.
      await s.handle.close();
      const res = await s.gql("{ defaultEvent { id } }");
      expect(res.errors?.[0]?.message).toBe("Unexpected error.");
      const masked = logged.filter((l) => l.msg === "masked error");
      expect(masked).toHaveLength(1);
      expect(masked[0]?.err?.message).toBeTruthy();
      expect(masked[0]?.err?.message).not.toBe("Unexpected error.");
    } finally {
      await s.close().catch(() => {});
    }
  });
});

describe("the APQ store", () => {
  it("is bounded by bytes, least recently used out first; the app's own operations always stay", () => {
    const store = createApqStore({ app: "{ app }" }, 1000);
    for (let i = 0; i < 50; i++) store.admit(`h${i}`, `{ f${i} ${"y".repeat(80)} }`);
    expect(store.bytes()).toBeLessThanOrEqual(1000);
    expect(store.get("h0")).toBeNull();
    expect(store.get("h49")).toMatch(/f49/);
    expect(store.get("app")).toBe("{ app }");
  });
});
