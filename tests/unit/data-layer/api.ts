/**
 * A real API for the data layer's tests: buildApp() over a migrated in-memory PGlite, listening on
 * port 0 of 127.0.0.1, restartable on the same port (same database) to test reconnects.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { type App, type BuildAppOptions, buildApp } from "#server/app.ts";
import type { DbHandle } from "#server/db/client.ts";
import { openTestPglite } from "../../setup/db.ts";

export interface TestApi {
  origin: string;
  url: string;
  handle: DbHandle;
  app: App;
  /** Stops the server (websockets close) and starts a fresh one on the same port and database. */
  restart(downMs?: number): Promise<void>;
  close(): Promise<void>;
}

type Extra = Omit<BuildAppOptions, "db">;

async function start(handle: DbHandle, port = 0, extra: Extra = {}): Promise<{ app: App; port: number }> {
  const app = await buildApp({ db: handle, scryptLogN: 10, coalesceMs: 10, ...extra });
  await new Promise<void>((resolve, reject) => {
    app.server.once("error", reject);
    app.server.listen(port, "127.0.0.1", () => resolve());
  });
  return { app, port: (app.server.address() as AddressInfo).port };
}

export async function startTestApi(extra: Extra = {}): Promise<TestApi> {
  const handle = await openTestPglite();
  let { app, port } = await start(handle, 0, extra);
  const origin = `http://127.0.0.1:${port}`;
  const api: TestApi = {
    origin,
    url: `${origin}/graphql`,
    handle,
    app,
    async restart(downMs = 300) {
      await app.close();
      await new Promise((r) => setTimeout(r, downMs));
      ({ app } = await start(handle, port, extra));
      api.app = app;
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
  return api;
}

export interface WireRecord {
  status: number;
  body: Record<string, unknown> | "multipart";
  headers: Headers;
}

/** A fetch that goes to the network for real and records what went over the wire. */
export function recordingFetch(log: WireRecord[]): typeof fetch {
  return async (input, init) => {
    const res = await fetch(input, init);
    const body = typeof init?.body === "string" ? (JSON.parse(init.body) as Record<string, unknown>) : "multipart";
    log.push({ status: res.status, body, headers: new Headers(init?.headers) });
    return res;
  };
}

/**
 * A real HTTP gateway in front of the API that answers `status` to every hash-only request (no
 * query text), as a proxy or an older server might, and forwards everything else.
 */
export async function startFailingGateway(target: string, status: number): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks).toString("utf8");
    if (!JSON.parse(body).query) {
      res.writeHead(status, { "content-type": "text/plain" }).end("gateway says no");
      return;
    }
    const upstream = await fetch(target, { method: "POST", headers: { "content-type": "application/json" }, body });
    res.writeHead(upstream.status, { "content-type": upstream.headers.get("content-type") ?? "application/json" });
    res.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A URL on a port that was free a moment ago: connecting is refused for real. */
export async function refusedUrl(path = "/graphql"): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}${path}`;
}
