import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
import { ClientError, GraphQLClient } from "graphql-request";
import { GRAPHQL_URL } from "#app/platform/env.ts";
import { GraphQLClientError } from "./client-error.ts";
import { authHeaders } from "./token-cookie.ts";

/** A generated document (client preset, `documentMode: "string"`): its text is what is sent. */
export type Document<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & { toString(): string };

export interface TransportOptions {
  /** Endpoint, absolute or relative to the page. */
  url: string;
  /** Headers for every request, read per request (the token may change between two). */
  headers?: () => Record<string, string>;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  signal?: AbortSignal;
}

const APQ_RETRY_ERRORS = new Set(["PersistedQueryNotFound", "PersistedQueryNotSupported"]);
// The server's CSRF prevention wants this header on multipart posts (server/graphql/yoga.ts);
// sent on every request, it costs nothing on JSON posts, which need a preflight anyway.
const PREFLIGHT_HEADER = { "x-graphql-csrf": "1" } as const;

/**
 * Queries and mutations through graphql-request (the customer's stack), its fetch wrapped for
 * persisted queries; uploads ride the same client with a multipart body (see createApqFetch).
 */
export function createTransport(opts: TransportOptions) {
  const doFetch = opts.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  const client = new GraphQLClient(absoluteUrl(opts.url), {
    method: "POST",
    credentials: "same-origin",
    headers: () => ({ ...PREFLIGHT_HEADER, ...opts.headers?.() }),
    fetch: createApqFetch(doFetch),
    // Its own operation name comes from parsing the document with graphql-js, which would ship
    // the parser to the browser; the APQ wrapper names the operation from its text instead.
    excludeOperationName: true,
    // graphql-request has no uploads; the variables still hold the files here, its JSON body not.
    requestMiddleware: multipartRequest,
  });

  return {
    async request<TResult, TVariables extends object>(
      document: Document<TResult, TVariables>,
      variables?: TVariables,
      options: RequestOptions = {},
    ): Promise<TResult> {
      const { signal } = options;
      let answer: { data: TResult | null | undefined; status: number };
      try {
        answer = await client.rawRequest<TResult, object>({ query: String(document), variables: variables ?? {}, signal });
      } catch (err) {
        throw signal?.aborted ? err : toClientError(err);
      }
      if (answer.data == null) throw notSuccessful(answer.status);
      return answer.data;
    },
  };
}

export type Transport = ReturnType<typeof createTransport>;

let appTransport: Transport | null = null;

/** A query or mutation over the app's one transport: env endpoint, APQ, the token cookie as Authorization. */
export function request<TResult, TVariables extends object>(
  document: Document<TResult, TVariables>,
  variables?: TVariables,
  options?: RequestOptions,
): Promise<TResult> {
  appTransport ??= createTransport({ url: GRAPHQL_URL, headers: authHeaders });
  return appTransport.request(document, variables, options);
}

/**
 * The persisted-query wrapper around fetch, one per transport. It takes the body graphql-request
 * built ({ query, variables }, or the multipart form of an upload), names the operation, sends the sha256
 * hash first and the full query on PersistedQueryNotFound / PersistedQueryNotSupported or an HTTP
 * 400 or 500 (APQ's protocol). Yoga answers an unknown hash with 404 and the error in the body, so the
 * body is read whatever the status; the answer kept is handed back to graphql-request unchanged.
 * After PersistedQueryNotSupported no hash is tried again. Uploads go whole the first time (query
 * and hash), so a file crosses the network once; only a server in allow-list mode, which refuses
 * query text, gets a second, hash-only post.
 */
function createApqFetch(doFetch: typeof fetch): typeof fetch {
  let apqSupported = true;
  return async (input, init = {}) => {
    const form = init.body instanceof FormData ? init.body : null;
    const operation = form ? operationOf(form) : typeof init.body === "string" ? parseJsonObject(init.body) : null;
    const query = operation?.query;
    if (!operation || typeof query !== "string") return doFetch(input, init);
    // No hash when the hashing library could not load (offline on plain http): the full query goes.
    const hash = apqSupported ? await sha256Hex(query).catch(() => null) : null;
    const send = (withQuery: boolean) => {
      const op: Record<string, unknown> = { operationName: operationNameOf(query), variables: operation.variables ?? {} };
      if (withQuery) op.query = query;
      if (hash) op.extensions = { persistedQuery: { version: 1, sha256Hash: hash } };
      return doFetch(input, { ...init, body: form ? withOperation(form, op) : JSON.stringify(op) });
    };
    if (!hash) return send(true);
    if (form) {
      const first = await readAnswer(await send(true));
      return first.messages.includes("PersistedQueryOnly") ? send(false) : first.response;
    }
    const first = await readAnswer(await send(false));
    if (first.messages.includes("PersistedQueryNotSupported")) apqSupported = false;
    const retry = first.messages.some((m) => APQ_RETRY_ERRORS.has(m)) || first.status === 400 || first.status === 500;
    return retry ? send(true) : first.response;
  };
}

/** Reads an answer's error messages; the body is consumed, so an identical Response is returned. */
async function readAnswer(res: Response): Promise<{ status: number; messages: string[]; response: Response }> {
  const text = await res.text();
  const errors = parseJsonObject(text)?.errors;
  const messages = Array.isArray(errors)
    ? errors.map((e: unknown) => String(typeof e === "object" && e !== null && "message" in e ? e.message : undefined))
    : [];
  const response = new Response(text || null, { status: res.status, statusText: res.statusText, headers: res.headers });
  return { status: res.status, messages, response };
}

/** graphql-request's failures as the app's one client error: server errors, else a network error. */
function toClientError(err: unknown): GraphQLClientError {
  if (err instanceof ClientError) {
    const { status, errors } = err.response;
    return Array.isArray(errors) && errors.length ? new GraphQLClientError({ status, graphQLErrors: errors }) : notSuccessful(status);
  }
  return new GraphQLClientError({ networkError: err instanceof Error ? err : new Error(String(err)) });
}

function notSuccessful(status: number): GraphQLClientError {
  return new GraphQLClientError({ status, networkError: new Error(`Response not successful: Received status code ${status}`) });
}

/** graphql-request builds `new URL(url)`: a page-relative endpoint such as "/graphql" is resolved first. */
function absoluteUrl(url: string): string {
  return typeof location === "undefined" ? url : new URL(url, location.href).href;
}

const hashes = new Map<string, Promise<string>>();

/**
 * sha256 of a document's text as lowercase hex, computed once per text: with Web Crypto, or, where
 * the page has none (plain http on a LAN address has no `crypto.subtle`), with @noble/hashes,
 * loaded only then so a rider on HTTPS downloads none of it.
 */
export function sha256Hex(text: string): Promise<string> {
  let hash = hashes.get(text);
  if (!hash) {
    hash = digest(text);
    hashes.set(text, hash);
    hash.catch(() => hashes.delete(text));
  }
  return hash;
}

async function digest(text: string): Promise<string> {
  const data = new TextEncoder().encode(text);
  const subtle = globalThis.crypto?.subtle;
  const bytes = subtle ? new Uint8Array(await subtle.digest("SHA-256", data)) : (await import("@noble/hashes/sha2")).sha256(data);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * GraphQL multipart request spec: files in `variables` are replaced by null in "operations" and
 * listed in "map" (`{ "0": ["variables.file"] }`), then appended under their map key.
 */
function extractFiles(variables: unknown): { clone: unknown; files: Map<Blob, string[]> } {
  const files = new Map<Blob, string[]>();
  const walk = (value: unknown, path: string): unknown => {
    if (isBlobLike(value)) {
      files.set(value, [...(files.get(value) ?? []), path]);
      return null;
    }
    if (Array.isArray(value)) return value.map((v, i) => walk(v, `${path}.${i}`));
    if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, `${path}.${k}`)]));
    }
    return value;
  };
  return { clone: walk(variables, "variables"), files };
}

/** Blob or File, also from another realm or a fetch polyfill (Node test servers install one). */
function isBlobLike(value: unknown): value is Blob {
  if (typeof Blob !== "undefined" && value instanceof Blob) return true;
  return (
    typeof value === "object" &&
    value !== null &&
    "arrayBuffer" in value &&
    typeof value.arrayBuffer === "function" &&
    "size" in value &&
    typeof value.size === "number" &&
    "type" in value &&
    typeof value.type === "string"
  );
}

function multipartBody(operation: Record<string, unknown>, files: Map<Blob, string[]>): FormData {
  const form = new FormData();
  form.append("operations", JSON.stringify(operation));
  const map: Record<string, string[]> = {};
  let i = 0;
  for (const paths of files.values()) map[String(i++)] = paths;
  form.append("map", JSON.stringify(map));
  i = 0;
  for (const file of files.keys()) {
    const name = "name" in file && typeof file.name === "string" ? file.name : "blob";
    form.append(String(i++), file, name);
  }
  return form;
}

/**
 * graphql-request's request middleware: when the variables hold files, its JSON body (where a file
 * would serialise as `{}`) is replaced by the multipart form; everything else passes unchanged.
 */
function multipartRequest<T extends { body?: BodyInit | null; headers?: HeadersInit; variables?: unknown }>(request: T): T {
  const { clone, files } = extractFiles(request.variables);
  const operation = files.size && typeof request.body === "string" ? parseJsonObject(request.body) : null;
  if (!operation) return request;
  const headers = new Headers(request.headers);
  // fetch writes multipart/form-data with the boundary itself.
  headers.delete("content-type");
  return { ...request, headers, body: multipartBody({ ...operation, variables: clone }, files) };
}

/** The "operations" entry of a multipart request. */
function operationOf(form: FormData): Record<string, unknown> | null {
  const operations = form.get("operations");
  return typeof operations === "string" ? parseJsonObject(operations) : null;
}

/** The same multipart request with another "operations" entry; map and files are reused as they are. */
function withOperation(form: FormData, operation: Record<string, unknown>): FormData {
  const next = new FormData();
  next.append("operations", JSON.stringify(operation));
  for (const [key, value] of form.entries()) if (key !== "operations") next.append(key, value);
  return next;
}

/** A JSON text's top-level object, or null when it is not JSON or not an object (APQ reads answers with it too). */
export function parseJsonObject(text: string): Record<string, unknown> | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  return Object.fromEntries(Object.entries(value));
}

const names = new Map<string, string | null>();

/**
 * An operation's name from its text, sent beside the text over HTTP and the websocket: the app's
 * documents are strings with one named operation first (the client preset's `documentMode:
 * "string"`), so no GraphQL parser ships to the browser for it (docs/decisions/018-weak-link-first-minute.md).
 * It sits on the request's own way so an answer's path crosses no extra file (docs/decisions/011-domain-layout.md).
 */
export function operationNameOf(query: string): string | null {
  let name = names.get(query);
  if (name === undefined) {
    name = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1] ?? null;
    names.set(query, name);
  }
  return name;
}
