import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { MAX_UPLOAD_BYTES } from "#server/modules/accounts/avatar.ts";
import { SLOW, signUp, startServer, type TestServer } from "#tests/support/server-harness.ts";

const CHUNK = Buffer.alloc(64 * 1024, "a");

/**
 * POSTs a chunked body of `total` bytes (no Content-Length), a chunk at a time as the socket
 * drains, and stops sending once the server answers. Returns the status and how much was sent.
 */
function chunkedPost(url: string, total: number, headers: Record<string, string> = { "content-type": "application/json" }) {
  return new Promise<{ status: number; sent: number }>((resolve, reject) => {
    const u = new URL(url);
    let sent = 0;
    let answered = false;
    const req = http.request({ host: u.hostname, port: u.port, path: "/graphql", method: "POST", headers }, (res) => {
      answered = true;
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, sent }));
    });
    req.on("error", (err) => (answered ? undefined : reject(err)));
    const pump = () => {
      while (!answered && sent < total) {
        sent += CHUNK.length;
        if (!req.write(CHUNK)) return void req.once("drain", pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

/** Bytes to a raw socket, then whatever the server answers before it closes. */
function rawExchange(url: string, text: string): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const u = new URL(url);
    const started = Date.now();
    let answer = "";
    const socket = net.connect(Number(u.port), u.hostname, () => socket.write(text));
    socket.on("data", (d) => {
      answer += d.toString();
    });
    socket.on("error", reject);
    socket.on("close", () => resolve({ answer, ms: Date.now() - started }));
  });
}

describe("request body limit", SLOW, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer("pglite");
  });
  afterAll(() => s.close());

  it("answers 413 to a chunked body once it passes the limit, without reading the rest", async () => {
    const r = await chunkedPost(s.url, 23 * 1024 * 1024);
    expect(r.status).toBe(413);
    // The server stopped reading near the limit: what was sent beyond it sits in socket buffers.
    expect(r.sent).toBeLessThan(8 * 1024 * 1024);
  });

  it("answers 413 to a declared Content-Length over the limit before any of the body arrives", async () => {
    const r = await rawExchange(
      s.url,
      `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${8 * MAX_UPLOAD_BYTES}\r\n\r\n`,
    );
    expect(r.answer).toMatch(/^HTTP\/1\.1 413 /);
  });

  // A body with a Content-Length is not counted as it arrives: these two hold that the parser
  // bounds it instead (limitRequestBody in plumbing.ts).
  it("refuses a request that declares a length and chunked both", async () => {
    const r = await rawExchange(
      s.url,
      'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 12\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"a":\r\n0\r\n\r\n',
    );
    expect(r.answer).toMatch(/^HTTP\/1\.1 400 /);
  });

  it("reads no more than the declared length as the body", async () => {
    const query = '{"query":"{ __typename }"}';
    const next = "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n";
    const r = await rawExchange(
      s.url,
      `POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${query.length}\r\n\r\n${query}${next}`,
    );
    // The declared bytes are the whole query; what follows them is the next request.
    expect(r.answer).toMatch(/^HTTP\/1\.1 200 [\s\S]*"__typename":"Query"[\s\S]*HTTP\/1\.1 200 [\s\S]*"status":"ok"/);
  });

  it("holds for ten chunked bodies at once", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => chunkedPost(s.url, 23 * 1024 * 1024)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(413));
    for (const r of results) expect(r.sent).toBeLessThan(8 * 1024 * 1024);
  });

  it("refuses a chunked multipart upload over the limit as it arrives", async () => {
    const r = await chunkedPost(s.url, 4 * MAX_UPLOAD_BYTES, { "content-type": "multipart/form-data; boundary=x", "x-graphql-csrf": "1" });
    expect(r.status).toBe(413);
  });

  it("still takes a normal avatar upload sent chunked", async () => {
    const { token } = await signUp(s);
    const form = new FormData();
    form.append(
      "operations",
      JSON.stringify({
        query: "mutation Up($file: File!) { uploadAvatar(input: { file: $file }) { ok fieldErrors { field message } } }",
        variables: { file: null },
      }),
    );
    form.append("map", JSON.stringify({ 0: ["variables.file"] }));
    const png = new Uint8Array(300 * 1024);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    form.append("0", new Blob([png]), "me.png");
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const u = new URL(s.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const req = http.request(
        {
          host: u.hostname,
          port: u.port,
          path: "/graphql",
          method: "POST",
          headers: { "content-type": encoded.headers.get("content-type") ?? "", "x-graphql-csrf": "1", authorization: `Bearer ${token}` },
        },
        (res) => {
          let text = "";
          res.on("data", (d) => {
            text += d;
          });
          res.on("end", () => resolve(text));
        },
      );
      req.on("error", reject);
      for (let i = 0; i < body.length; i += 16 * 1024) req.write(body.subarray(i, i + 16 * 1024));
      req.end();
    });
    expect(JSON.parse(answer).data.uploadAvatar).toEqual({ ok: true, fieldErrors: [] });
  });
});

describe("slow requests", SLOW, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer("pglite", { seed: false, clientLimits: { requestTimeoutMs: 600, headersTimeoutMs: 400 } });
  });
  afterAll(() => s.close());

  it("a body that never finishes gets 408 and the socket is closed", async () => {
    const r = await rawExchange(
      s.url,
      'POST /graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query":',
    );
    expect(r.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(r.ms).toBeLessThan(5000);
  });

  it("headers that never finish get 408 too", async () => {
    const r = await rawExchange(s.url, "GET /healthz HTTP/1.1\r\nHost: x\r\n");
    expect(r.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(r.ms).toBeLessThan(5000);
  });
});

describe("websocket caps", SLOW, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer("pglite", { clientLimits: { socketsPerAddress: 3 } });
  });
  afterAll(() => s.close());

  /** Opens a raw graphql-ws socket; resolves with "open" or the HTTP status of a refused upgrade. */
  function open(): Promise<{ outcome: string; socket: WebSocket }> {
    const socket = new WebSocket(`${s.url.replace(/^http/, "ws")}/graphql`, "graphql-transport-ws");
    return new Promise((resolve) => {
      socket.once("open", () => resolve({ outcome: "open", socket }));
      socket.once("unexpected-response", (_req, res) => resolve({ outcome: String(res.statusCode), socket }));
    });
  }

  it("refuses sockets beyond the cap per address with 429, and takes one again when one closes", async () => {
    const first = await Promise.all([open(), open(), open()]);
    expect(first.map((o) => o.outcome)).toEqual(["open", "open", "open"]);
    expect((await open()).outcome).toBe("429");
    const closed = new Promise((resolve) => first[0]?.socket.once("close", resolve));
    first[0]?.socket.close();
    await closed;
    await expect.poll(async () => (await open()).outcome).toBe("open");
    for (const o of first) o.socket.terminate();
  });

  it("answers a subscription beyond 10 on one socket with TOO_MANY_SUBSCRIPTIONS, and keeps the others", async () => {
    const { token } = await signUp(s);
    const eventId = (await s.gql("{ defaultEvent { id } }")).data?.defaultEvent.id as string;
    const client = s.ws(token);
    const query = "subscription S($id: ID!) { leaderboardChanged(eventId: $id) { riders } }";
    const subs = Array.from({ length: 10 }, () => client.iterate({ query, variables: { id: eventId } }));
    for (const sub of subs) expect((await sub.next()).value?.data?.leaderboardChanged).toBeDefined();
    const eleventh = client.iterate({ query, variables: { id: eventId } });
    await expect(eleventh.next()).rejects.toEqual([expect.objectContaining({ extensions: { code: "TOO_MANY_SUBSCRIPTIONS" } })]);
    await subs[0]?.return?.();
    const again = client.iterate({ query, variables: { id: eventId } });
    await expect.poll(async () => (await again.next()).value?.data?.leaderboardChanged).toBeDefined();
  });
});
