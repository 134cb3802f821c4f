import { createHash, randomBytes } from "node:crypto";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SessionDocument, userOf } from "#app/features/session/queries.ts";
import { RegisterDocument, UploadAvatarDocument } from "#app/graphql/__generated__/graphql.ts";
import { GraphQLClientError } from "#app/platform/data/client-error.ts";
import { createTransport } from "#app/platform/data/transport.ts";
import { createPersistedStore } from "#app/platform/storage/persisted-state.ts";
import { recordingFetch, refusedUrl, startFailingGateway, startTestApi, type TestApi, type WireRecord } from "./api.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe("APQ transport against the real server", () => {
  it("sends the hash first, the full query on a miss (404 body read), then the hash alone", async () => {
    const wire: WireRecord[] = [];
    const t = createTransport({ url: api.url, fetch: recordingFetch(wire) });
    const first = await t.request(SessionDocument, {});
    expect(first).toEqual({ me: null, flow: null });
    expect(wire).toHaveLength(2);
    const [miss, full] = wire;
    expect(miss?.status).toBe(404);
    expect(miss?.body).toMatchObject({ operationName: "Session", extensions: { persistedQuery: { version: 1 } } });
    expect(miss?.body).not.toHaveProperty("query");
    expect(full?.status).toBe(200);
    expect(full?.body).toMatchObject({ operationName: "Session", variables: {}, query: String(SessionDocument) });

    wire.length = 0;
    await t.request(SessionDocument, {});
    expect(wire).toHaveLength(1);
    expect(wire[0]?.status).toBe(200);
    expect(wire[0]?.body).not.toHaveProperty("query");
  });

  it.each([400, 500])("resends the full query when the hash-only request gets HTTP %i", async (status) => {
    const gateway = await startFailingGateway(api.url, status);
    try {
      const wire: WireRecord[] = [];
      const t = createTransport({ url: gateway.url, fetch: recordingFetch(wire) });
      await expect(t.request(SessionDocument, {})).resolves.toEqual({ me: null, flow: null });
      expect(wire.map((w) => w.status)).toEqual([status, 200]);
      expect(wire[1]?.body).toHaveProperty("query");
    } finally {
      await gateway.close();
    }
  });

  it("turns an unreachable server into a network error, a bad operation into a GraphQL error", async () => {
    const down = createTransport({ url: await refusedUrl() });
    const err = await down.request(SessionDocument, {}).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GraphQLClientError);
    expect((err as Error).message).toMatch(/^Network error: /);

    const t = createTransport({ url: api.url });
    const bad = { toString: () => "query Broken { nope }" } as unknown as typeof SessionDocument;
    const gqlErr = await t.request(bad, {}).catch((e: unknown) => e);
    expect(gqlErr).toBeInstanceOf(GraphQLClientError);
    expect((gqlErr as GraphQLClientError).message).toMatch(/^GraphQL error: .*nope/);
  });
});

describe("every generated operation", () => {
  it("passes the server's parser, validation and limits (depth, cost, tokens)", async () => {
    const manifest = (await import("#app/graphql/__generated__/persisted-documents.json", { with: { type: "json" } })).default as Record<
      string,
      string
    >;
    for (const query of Object.values(manifest)) {
      if (query.trimStart().startsWith("subscription")) continue;
      const res = await fetch(api.url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables: {} }),
      });
      const body = (await res.json()) as { errors?: { message: string }[] };
      // Missing variables are expected here; anything about the document itself is not.
      const documentErrors = (body.errors ?? []).filter((e) => !/^Variable "\$/.test(e.message));
      const structural = documentErrors.filter((e) => /Syntax Error|limit|Cannot query|Unknown|exceeded/i.test(e.message));
      expect(structural, query).toEqual([]);
    }
  });
});

describe("allow-list mode (PERSISTED_OPERATIONS_ONLY)", () => {
  it("runs the client's operations by the manifest's hashes, also uploads, and refuses others", async () => {
    const { readPersistedDocuments } = await import("#server/app.ts");
    const locked = await startTestApi({ persistedDocuments: readPersistedDocuments() });
    try {
      const wire: WireRecord[] = [];
      const t = createTransport({ url: locked.url, fetch: recordingFetch(wire) });
      await expect(t.request(SessionDocument, {})).resolves.toEqual({ me: null, flow: null });
      expect(wire).toHaveLength(1);
      expect(wire[0]?.body).not.toHaveProperty("query");

      // An upload goes whole first; the server refuses query text, so the hash-only post follows.
      wire.length = 0;
      const up = await t.request(UploadAvatarDocument, { input: { file: new File([new Uint8Array([1, 2, 3])], "x.png") } });
      expect(up.uploadAvatar.ok).toBe(false); // signed out: a field error as data, not a thrown error
      expect(wire).toHaveLength(2);

      const unknown = { toString: () => "query NotListed { me { id } }" } as unknown as typeof SessionDocument;
      await expect(t.request(unknown, {})).rejects.toThrow(/GraphQL error: PersistedQuery/);
    } finally {
      await locked.close();
    }
  });
});

describe("without a secure context", () => {
  it("still sends the hash first (sha256 from @noble/hashes), equal to Web Crypto's", async () => {
    // A text of its own, so the hash is made while crypto.subtle is gone, not taken from the memo.
    const text = `query InsecureProbe${randomBytes(4).toString("hex")} { me { id } }`;
    const webCrypto = createHash("sha256").update(text).digest("hex");
    vi.stubGlobal("crypto", {});
    try {
      const wire: WireRecord[] = [];
      const t = createTransport({ url: api.url, fetch: recordingFetch(wire) });
      const probe = { toString: () => text } as unknown as typeof SessionDocument;
      await expect(t.request(probe, {})).resolves.toEqual({ me: null });
      expect(wire.map((w) => w.status)).toEqual([404, 200]);
      expect(wire[0]?.body).toEqual({
        operationName: expect.stringMatching(/^InsecureProbe/),
        variables: {},
        extensions: { persistedQuery: { version: 1, sha256Hash: webCrypto } },
      });
      expect(wire[1]?.body).toMatchObject({ query: text, extensions: { persistedQuery: { sha256Hash: webCrypto } } });

      wire.length = 0;
      await t.request(probe, {});
      expect(wire).toHaveLength(1);
      expect(wire[0]?.body).not.toHaveProperty("query");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe("multipart upload", () => {
  it("arrives whole, in one post with operations and map and the CSRF header", async () => {
    const anon = createTransport({ url: api.url });
    const reg = await anon.request(RegisterDocument, {
      input: { displayName: "Uploader", email: "up@example.com", password: "correct horse battery staple", acceptTerms: true },
    });
    expect(reg.register.ok).toBe(true);
    const token = reg.register.token ?? "";

    const wire: WireRecord[] = [];
    const t = createTransport({ url: api.url, fetch: recordingFetch(wire), headers: () => ({ authorization: `Bearer ${token}` }) });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...randomBytes(300_000)]);
    const file = new File([png], "me.png", { type: "image/png" });
    const result = await t.request(UploadAvatarDocument, { input: { file } });
    expect(result.uploadAvatar.fieldErrors).toEqual([]);
    expect(result.uploadAvatar.ok).toBe(true);
    expect(wire).toHaveLength(1);
    expect(wire[0]?.body).toBe("multipart");
    expect(wire[0]?.headers.get("x-graphql-csrf")).toBeTruthy();

    const res = await fetch(`${api.origin}${userOf(result.uploadAvatar.user)?.avatarUrl}`);
    expect(res.status).toBe(200);
    const served = new Uint8Array(await res.arrayBuffer());
    expect(served.length).toBe(png.length);
    expect(Buffer.from(served).equals(Buffer.from(png))).toBe(true);
  });
});

describe("network-address key mode", () => {
  it("keys the encryption with the address our own server reports", async () => {
    const res = await fetch(`${api.origin}/client-address`);
    expect(((await res.json()) as { address: string }).address).toBe("127.0.0.1");

    const win = new Window({ url: "http://localhost:5173/" });
    const local = win.localStorage as unknown as Storage;
    const session = win.sessionStorage as unknown as Storage;
    const parse = (v: unknown) => (v && typeof v === "object" ? (v as { code: string | null }) : null);
    const base = { name: "s", version: 1, defaults: { code: null as string | null }, parse, local, session };
    const addressUrl = `${api.origin}/client-address`;

    const store = createPersistedStore({ ...base, keyMode: "network-address", addressUrl });
    await store.ready;
    expect(store.mode()).toBe("encrypted");
    await store.set({ code: "NETW-ORKS" });

    const again = createPersistedStore({ ...base, keyMode: "network-address", addressUrl });
    await again.ready;
    expect(again.get().code).toBe("NETW-ORKS");

    // The user-agent key cannot read it: foreign data is dropped.
    const agent = createPersistedStore({ ...base, keyMode: "agent", userAgent: "test agent" });
    await agent.ready;
    expect(agent.get().code).toBeNull();
    await win.happyDOM.close();
  });
});
