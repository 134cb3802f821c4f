import { createHash } from "node:crypto";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readPersistedDocuments } from "#server/app.ts";
import { promoteToOrganizer } from "#server/modules/accounts/service.ts";
import { DB_KINDS } from "#tests/setup/db.ts";
import { REGISTER, SLOW, signUp, startServer, type TestServer, uniqueEmail, wsClient } from "#tests/support/server-harness.ts";

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const LOGIN = "mutation Login($input: LoginInput!) { login(input: $input) { ok token fieldErrors { field message } } }";

async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

function png(size = 200): Uint8Array<ArrayBuffer> {
  const b = new Uint8Array(size);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return b;
}

function upload(url: string, token: string, file: Blob, name: string, headers: Record<string, string> = { "x-graphql-csrf": "1" }) {
  const form = new FormData();
  form.append(
    "operations",
    JSON.stringify({
      query: "mutation Up($file: File!) { uploadAvatar(input: { file: $file }) { ok user { avatarUrl } fieldErrors { field message } } }",
      variables: { file: null },
    }),
  );
  form.append("map", JSON.stringify({ 0: ["variables.file"] }));
  form.append("0", file, name);
  return fetch(`${url}/graphql`, { method: "POST", headers: { authorization: `Bearer ${token}`, ...headers }, body: form });
}

describe.each(DB_KINDS)("uploads and rate limits on %s", SLOW, (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, { rateLimits: { loginAccount: { points: 3, durationS: 60 }, registerIp: { points: 4, durationS: 60 } } });
  });
  afterAll(() => s.close());

  it("takes an avatar as a multipart upload (images only, by their bytes, ≤ 1 MB) and serves it", async () => {
    const { token, userId } = await signUp(s);
    const ok = await (await upload(s.url, token, new Blob([png()], { type: "image/png" }), "me.png")).json();
    expect(ok.data.uploadAvatar.ok).toBe(true);
    const avatarUrl = ok.data.uploadAvatar.user.avatarUrl as string;
    const served = await fetch(`${s.url}${avatarUrl}`);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png());
    // The user id (listed on the anonymous leaderboard) leads to no picture; the URL's key is
    // random and changes with every upload, and the replaced URL serves nothing any more.
    expect(avatarUrl).toMatch(/^\/media\/avatar\/[0-9a-f-]{36}$/);
    expect(avatarUrl).not.toContain(userId);
    expect((await fetch(`${s.url}/media/avatar/${userId}`)).status).toBe(404);
    const again = await (await upload(s.url, token, new Blob([png()], { type: "image/png" }), "me.png")).json();
    const newUrl = again.data.uploadAvatar.user.avatarUrl as string;
    expect(newUrl).not.toBe(avatarUrl);
    expect((await fetch(`${s.url}${avatarUrl}`)).status).toBe(404);
    expect((await fetch(`${s.url}${newUrl}`)).status).toBe(200);

    const fake = await (await upload(s.url, token, new Blob(["<svg onload=alert(1)>"], { type: "image/png" }), "x.png")).json();
    expect(fake.data.uploadAvatar.fieldErrors).toEqual([{ field: "file", message: "The picture must be a PNG, JPEG, WebP or GIF image." }]);
    const large = await (await upload(s.url, token, new Blob([png(1024 * 1024 + 1)]), "big.png")).json();
    expect(large.data.uploadAvatar.fieldErrors).toEqual([{ field: "file", message: "The picture must be at most 1 MB." }]);
    const huge = await upload(s.url, token, new Blob([png(2 * 1024 * 1024)]), "huge.png");
    expect(huge.status).toBe(413);
  });

  it("refuses a guest's picture: a guest costs one request, a megabyte each would fill the disk", async () => {
    const join = await s.gql(`mutation { join(input: { displayName: "Picture guest" }) { token } }`);
    const token = join.data?.join.token as string;
    const refused = await (await upload(s.url, token, new Blob([png()], { type: "image/png" }), "me.png")).json();
    expect(refused.data.uploadAvatar).toMatchObject({
      ok: false,
      fieldErrors: [{ field: "file", message: "Save your progress with an e-mail first; then add a picture." }],
    });
  });

  it("refuses a multipart request without the CSRF header", async () => {
    const { token } = await signUp(s);
    const r = await upload(s.url, token, new Blob([png()]), "me.png", {});
    expect(r.status).toBe(403);
    expect(JSON.stringify(await r.json())).toContain("x-graphql-csrf");
  });

  it("limits failed logins per account, with the wait in the message", async () => {
    const { email } = await signUp(s);
    for (let i = 0; i < 3; i++) {
      const r = await post(s.url, { query: LOGIN, variables: { input: { email, password: "wrong password" } } });
      const login = r.body.data?.login as { fieldErrors: { message: string }[] } | undefined;
      expect(login?.fieldErrors[0]?.message).toBe("Email or password is incorrect.");
    }
    const blocked = await post(s.url, { query: LOGIN, variables: { input: { email, password: "correct horse battery" } } });
    const fe = blocked.body.data?.login as { ok: boolean; fieldErrors: { field: string; message: string }[] };
    expect(fe.ok).toBe(false);
    expect(fe.fieldErrors[0]?.field).toBe("form");
    expect(fe.fieldErrors[0]?.message).toMatch(/^Too many tries — try again in ([1-9]\d*) minutes?\.$/);
  });

  it("limits registrations per address", async () => {
    // signUp above used some of the budget of 4; keep registering until refused.
    let message = "";
    for (let i = 0; i < 5 && !message; i++) {
      const r = await s.gql(REGISTER, {
        input: { displayName: "Spam", email: uniqueEmail(), password: "correct horse battery", acceptTerms: true },
      });
      message = r.data?.register.ok ? "" : r.data?.register.fieldErrors[0].message;
    }
    expect(message).toMatch(/^Too many tries — try again in \d+ minutes?\.$/);
  });
});

describe("persisted queries, limits and production hardening", SLOW, () => {
  let s: TestServer;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, cb) {
        for (const l of String(chunk).split("\n").filter(Boolean)) lines.push(JSON.parse(l));
        cb();
      },
    });
    s = await startServer("pglite", { logger: pino({ level: "info" }, sink) });
  });
  afterAll(() => s.close());

  it("APQ: an unknown hash is PersistedQueryNotFound, the full query registers it, then the hash alone runs", async () => {
    const query = "query Ev { defaultEvent { name } }";
    const ext = { persistedQuery: { version: 1, sha256Hash: sha256(query) } };
    const miss = await post(s.url, { operationName: "Ev", extensions: ext });
    expect(miss.status).toBe(404);
    expect(miss.body.errors?.[0]).toMatchObject({ message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } });
    const full = await post(s.url, { operationName: "Ev", query, extensions: ext });
    expect(full.body.data).toEqual({ defaultEvent: { name: "Demo Ride" } });
    const hit = await post(s.url, { operationName: "Ev", extensions: ext });
    expect(hit.body.data).toEqual({ defaultEvent: { name: "Demo Ride" } });
    const wrong = await post(s.url, { query: "{ me { id } }", extensions: ext });
    expect(wrong.status).toBe(400);
  });

  it("APQ in production: the app's own operations are known from its build, so their first use by hash runs", async () => {
    const prod = await startServer("pglite", { production: true });
    try {
      const [hash, text] = Object.entries(readPersistedDocuments()).find(([, t]) => t.includes("query SampleQuestions")) as [
        string,
        string,
      ];
      expect(hash).toBe(sha256(text));
      const first = await post(prod.url, {
        operationName: "SampleQuestions",
        extensions: { persistedQuery: { version: 1, sha256Hash: hash } },
      });
      expect(first.status).toBe(200);
      expect((first.body.data?.sampleQuestions as unknown[] | undefined)?.length).toBeGreaterThan(0);
      // Anything else still registers the usual way.
      const other = "query Ev { defaultEvent { name } }";
      expect(
        (await post(prod.url, { operationName: "Ev", extensions: { persistedQuery: { version: 1, sha256Hash: sha256(other) } } })).status,
      ).toBe(404);
    } finally {
      await prod.close();
    }
  });

  it("limits depth and aliases", async () => {
    const deep = await post(s.url, {
      query: "{ flow { attemptInProgress { checkpoint { event { id } } } } }".replace("event { id }", "event { id name }"),
    });
    expect(deep.body.errors).toBeUndefined();
    const aliases = await post(s.url, { query: `{ ${Array.from({ length: 8 }, (_, i) => `a${i}: defaultEvent { id }`).join(" ")} }` });
    expect(aliases.body.errors?.[0]?.message).toMatch(/aliases/i);
    // The schema has no cycles, so only a made-up query can be this deep; the depth rule still names it.
    const tooDeep = "{ flow { attemptInProgress { checkpoint { event { a { b { c { d { e { f } } } } } } } } } }";
    const messages = (await post(s.url, { query: tooDeep })).body.errors?.map((e) => e.message) ?? [];
    expect(messages.some((m) => /depth/i.test(m))).toBe(true);
  });

  it("logs one JSON line per request without secrets", async () => {
    const { token, email } = await signUp(s, "Logged");
    lines.length = 0;
    await post(s.url, { query: LOGIN, operationName: "Login", variables: { input: { email, password: "correct horse battery" } } });
    await post(s.url, { query: "query Me { me { id } }", operationName: "Me" }, { authorization: `Bearer ${token}` });
    await new Promise((r) => setTimeout(r, 50));
    const reqs = lines.filter((l) => l.msg === "request");
    expect(reqs).toHaveLength(2);
    expect(reqs[0]).toMatchObject({ method: "POST", path: "/graphql", operationName: "Login", status: 200 });
    expect(reqs[1]).toMatchObject({ operationName: "Me", userId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(typeof reqs[0]?.durationMs).toBe("number");
    const text = JSON.stringify(lines);
    expect(text).not.toContain("correct horse battery");
    expect(text).not.toContain(token);
  });
});

describe("production mode", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer("pglite", { production: true });
  });
  afterAll(() => s.close());

  it("refuses introspection, hides field suggestions and limits, and masks unexpected errors", async () => {
    const intro = await post(s.url, { query: "{ __schema { types { name } } }" });
    expect(intro.body.errors?.[0]?.message).toMatch(/introspection/i);
    const typo = await post(s.url, { query: "{ defaultEvnt { id } }" });
    expect(typo.body.errors?.[0]?.message).not.toMatch(/did you mean/i);
    const aliases = await post(s.url, { query: `{ ${Array.from({ length: 8 }, (_, i) => `a${i}: defaultEvent { id }`).join(" ")} }` });
    expect(aliases.body.errors?.[0]?.message).not.toMatch(/\d/);
  });
});

describe("persisted operations only", () => {
  const query = "query Ev { defaultEvent { name } }";
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer("pglite", { persistedDocuments: { [sha256(query)]: query } });
  });
  afterAll(() => s.close());

  it("runs a known hash and refuses anything else", async () => {
    const ok = await post(s.url, { extensions: { persistedQuery: { version: 1, sha256Hash: sha256(query) } } });
    expect(ok.body.data).toEqual({ defaultEvent: { name: "Demo Ride" } });
    const arbitrary = await post(s.url, { query });
    expect(arbitrary.body.errors?.length).toBe(1);
    const unknown = await post(s.url, { extensions: { persistedQuery: { version: 1, sha256Hash: sha256("{ me { id } }") } } });
    expect(unknown.body.errors?.length).toBe(1);
  });

  it("holds over the websocket too", async () => {
    const client = wsClient(s.url);
    try {
      const it = client.iterate({ query: 'subscription X { leaderboardChanged(eventId: "x") { riders } }' });
      await expect(it.next()).rejects.toSatisfy((e: unknown) => JSON.stringify(e).includes("PersistedQueryOnly"));
      const known = await client.iterate({ query }).next();
      expect(known.value).toEqual({ data: { defaultEvent: { name: "Demo Ride" } } });
    } finally {
      await client.dispose();
    }
  });
});

describe("the client's persisted operations (app/graphql/__generated__/persisted-documents.json)", SLOW, () => {
  let s: TestServer;
  const docs = readPersistedDocuments();
  beforeAll(async () => {
    s = await startServer("pglite", { production: true, persistedDocuments: docs });
  });
  afterAll(() => s.close());

  it("fails fast with a clear message when the manifest is missing", () => {
    expect(() => readPersistedDocuments("/nonexistent/persisted-documents.json")).toThrow(
      /^PERSISTED_OPERATIONS_ONLY is set but .* does not exist\./,
    );
  });

  it("every operation passes validation and the production limits, by hash alone", async () => {
    const [registerHash] = Object.entries(docs).find(([, t]) => /mutation Register\b/.test(t)) ?? [];
    const input = { displayName: "Persisted", email: uniqueEmail(), password: "correct horse battery", acceptTerms: true };
    const reg = await post(s.url, { variables: { input }, extensions: { persistedQuery: { version: 1, sha256Hash: registerHash } } });
    const token = (reg.body.data?.register as { token?: string } | undefined)?.token;
    expect(token).toBeTruthy();
    // The console's operations too: as an organizer, so only the document's validity is in question.
    expect(await promoteToOrganizer(s.app.deps, { email: input.email })).toMatchObject({ promoted: true });
    expect(Object.keys(docs).length).toBeGreaterThan(5);
    for (const [hash, text] of Object.entries(docs)) {
      expect(sha256(text)).toBe(hash);
      if (text.trimStart().startsWith("subscription")) {
        const client = wsClient(s.url, token);
        const it = client.iterate({ query: text, variables: { eventId: "00000000-0000-4000-8000-000000000000" } });
        const first = (await it.next()).value as { errors?: { message: string }[] };
        expect(first.errors?.[0]?.message).toBe("This event could not be found.");
        await client.dispose();
        continue;
      }
      const r = await post(
        s.url,
        { extensions: { persistedQuery: { version: 1, sha256Hash: hash } } },
        { authorization: `Bearer ${token}` },
      );
      // Only missing variables may complain: the document itself is valid and within limits.
      for (const e of r.body.errors ?? []) expect(e.message).toMatch(/^Variable "\$\w+" of required type "[\w!]+" was not provided\.$/);
    }
  });
});
