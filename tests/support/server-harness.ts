/**
 * Integration-test harness: a real server (buildApp on port 0) over a real database, spoken to
 * through real HTTP (fetch) and real websockets (graphql-ws). Not imported by production code.
 */
import type { AddressInfo } from "node:net";
import { type Client, createClient } from "graphql-ws";
import WebSocket from "ws";
import { type App, type BuildAppOptions, buildApp } from "#server/app.ts";
import type { DbHandle } from "#server/db/client.ts";
import { seedContent } from "#server/db/seed.ts";
import { createTestDatabase, type DbKind } from "../setup/db.ts";

/**
 * Suite options for integration tests: a whole quiz through real HTTP can take tens of seconds
 * when CI runs several suites on two busy cores.
 */
export const SLOW = { timeout: 120_000 };

/** Tests run scrypt at 2^12 for speed; one test covers the OWASP default (password.test.ts). */
export const TEST_SCRYPT_LOG_N = 12;

export class FakeClock {
  constructor(public t = Date.UTC(2026, 5, 1, 10, 0, 0)) {}
  now = () => this.t;
  advance(ms: number) {
    this.t += ms;
  }
}

// biome-ignore lint/suspicious/noExplicitAny: tests read deep response shapes without declaring each one
export type AnyData = Record<string, any>;

export interface GqlResponse<T = AnyData> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  raw: string;
}

export interface TestServer {
  app: App;
  handle: DbHandle;
  url: string;
  clock: FakeClock;
  gql<T = AnyData>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlResponse<T>>;
  ws(token?: string, origin?: string): Client;
  close(): Promise<void>;
}

export async function listen(app: App, port = 0): Promise<string> {
  await new Promise<void>((resolve) => app.server.listen(port, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export async function gqlAt<T>(url: string, query: string, variables?: Record<string, unknown>, token?: string): Promise<GqlResponse<T>> {
  const res = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const raw = await res.text();
  const body = JSON.parse(raw) as { data?: T; errors?: GqlResponse["errors"] };
  return { status: res.status, data: body.data, errors: body.errors, raw };
}

export function wsClient(url: string, token?: string, origin?: string): Client {
  return createClient({
    url: `${url.replace(/^http/, "ws")}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, origin ? { headers: { origin } } : undefined);
      }
    },
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    retryAttempts: 0,
    lazy: true,
  });
}

export interface StartOptions extends Partial<Omit<BuildAppOptions, "db">> {
  /** Run content seeding (questions + Demo Ride). Default true. */
  seed?: boolean;
  /** Use this handle instead of a fresh database (not disposed on close). */
  handle?: DbHandle;
  /** Listen here rather than on a free port (a journey that restarts its server needs the same address). */
  port?: number;
}

export async function startServer(kind: DbKind, opts: StartOptions = {}): Promise<TestServer> {
  const owned = opts.handle ? null : await createTestDatabase(kind);
  const handle = opts.handle ?? (owned as NonNullable<typeof owned>).handle;
  if (opts.seed !== false) await seedContent(handle.db);
  const clock = new FakeClock();
  const app = await buildApp({ scryptLogN: TEST_SCRYPT_LOG_N, now: clock.now, ...opts, db: handle });
  const url = await listen(app, opts.port);
  const clients: Client[] = [];
  return {
    app,
    handle,
    url,
    clock,
    gql: (query, variables, token) => gqlAt(url, query, variables, token),
    ws(token, origin) {
      const c = wsClient(url, token, origin);
      clients.push(c);
      return c;
    },
    async close() {
      await Promise.all(clients.map((c) => c.dispose()));
      await app.close();
      await owned?.dispose();
    },
  };
}

let counter = 0;
export function uniqueEmail(prefix = "rider"): string {
  counter++;
  return `${prefix}-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export const REGISTER = /* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) { ok token user { id email displayName role rulesAcceptedAt } fieldErrors { field message } }
  }`;

/** Registers a rider and accepts the rules; returns the token and user id. */
export async function signUp(
  s: TestServer,
  displayName = "Rider",
  email = uniqueEmail(),
): Promise<{ token: string; userId: string; email: string }> {
  const r = await s.gql(REGISTER, { input: { displayName, email, password: "correct horse battery", acceptTerms: true } });
  const reg = r.data?.register;
  if (!reg?.ok) throw new Error(`register failed: ${r.raw}`);
  await s.gql("mutation { acceptRules { ok } }", {}, reg.token);
  return { token: reg.token, userId: reg.user.id, email };
}
