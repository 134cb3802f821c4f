import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SessionDocument } from "#app/queries/session.ts";
import { GraphQLClientError } from "#app/graphql/errors.ts";
import { createTransport } from "#app/graphql/transport.ts";
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
    const manifest = (await import("#app/graphql/__generated__/persisted-documents.json", { with: { type: "json" } }))
      .default as Record<string, string>;
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
      const { UploadAvatarDocument } = await import("#app/graphql/__generated__/graphql.ts");
      wire.length = 0;
      const up = await t.request(UploadAvatarDocument, { file: new File([new Uint8Array([1, 2, 3])], "x.png") });
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
  it("sends the full query (no crypto.subtle to hash with)", async () => {
    vi.stubGlobal("crypto", {});
    try {
      const wire: WireRecord[] = [];
      const t = createTransport({ url: api.url, fetch: recordingFetch(wire) });
      const probe = { toString: () => "query InsecureProbe { me { id } }" } as unknown as typeof SessionDocument;
      await expect(t.request(probe, {})).resolves.toEqual({ me: null });
      expect(wire).toHaveLength(1);
      expect(wire[0]?.body).toMatchObject({ operationName: "InsecureProbe", query: "query InsecureProbe { me { id } }" });
      expect(wire[0]?.body).not.toHaveProperty("extensions");
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
