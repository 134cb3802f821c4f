/**
 * Helpers for the fault tests: raw GraphQL over HTTP (status and body kept, nothing thrown),
 * row counts, the real entry point as a child process, and a TCP proxy that can cut a database.
 */
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import { sql } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";

export interface RawResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: fault tests read arbitrary response shapes
  body: any;
  text: string;
}

/** POSTs a GraphQL body as given (it may be deliberately malformed). */
export async function postGraphql(url: string, body: unknown, headers: Record<string, string> = {}): Promise<RawResponse> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: unknown = null;
  try {
    parsed = JSON.parse(text);
  } catch {
    // The test asserts on the status; a non-JSON body stays null.
  }
  return { status: res.status, body: parsed, text };
}

export const DOMAIN_TABLES = ["users", "sessions", "avatars", "events", "checkpoints", "questions", "attempts", "answers"] as const;

export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of DOMAIN_TABLES) {
    const r = (await db.execute(sql.raw(`select count(*)::int as n from ${t}`))) as unknown as { rows: { n: number }[] };
    out[t] = Number(r.rows[0]?.n ?? 0);
  }
  return out;
}

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
  /** Resolves with the base URL once the "listening" log line appears. */
  ready: Promise<string>;
}

/** The real entry point (what `npm start` runs) as its own process on port 0. */
export function spawnServer(env: Record<string, string>, timeoutMs = 100_000): ServerProcess {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", NODE_ENV: "production", LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  let onLine: (() => void) | undefined;
  const collect = (d: Buffer) => {
    out += d;
    onLine?.();
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${timeoutMs} ms:\n${out}`)), timeoutMs);
    onLine = () => {
      const line = out.split("\n").find((l) => l.includes("MotoQuiz listening"));
      if (!line) return;
      clearTimeout(timer);
      onLine = undefined;
      resolve(`http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`);
    };
    void exited.then((code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)));
  });
  ready.catch(() => {});
  return { child, output: () => out, exited, ready };
}

export interface TcpProxy {
  port: number;
  /** Drops every open connection and refuses new ones until restore(). */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/** A loopback TCP proxy in front of `target`: cutting it is the database going away. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let up = true;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (!up) {
      client.destroy();
      return;
    }
    const upstream = net.connect(target.port, target.host);
    sockets.add(client);
    sockets.add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut() {
      up = false;
      for (const s of sockets) s.destroy();
      sockets.clear();
    },
    restore() {
      up = true;
    },
    close() {
      up = false;
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export { seededRandom } from "../fixtures/seeded-random.ts";

export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, stepMs = 200): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
