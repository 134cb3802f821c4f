import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
import { GraphQLClientError, type GraphQLErrorLike } from "./errors.ts";
import { sha256Hex } from "./hash.ts";
import { extractFiles, multipartBody } from "./multipart.ts";

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

interface GraphQLResponse {
  data?: unknown;
  errors?: GraphQLErrorLike[];
}

const APQ_RETRY_ERRORS = new Set(["PersistedQueryNotFound", "PersistedQueryNotSupported"]);
// Yoga's CSRF prevention wants a non-simple header on multipart posts (server/app.ts).
const PREFLIGHT_HEADER = { "x-graphql-yoga-csrf": "motoquiz" } as const;

/**
 * Queries and mutations over HTTP POST with automatic persisted queries: the sha256 hash goes
 * first; on PersistedQueryNotFound / PersistedQueryNotSupported or an HTTP 400 or 500 the full
 * query follows (seed §7). Yoga answers an unknown hash with 404 and the error in the body, so
 * the body is read whatever the status. After PersistedQueryNotSupported, hashes are not tried
 * again by this transport.
 */
export function createTransport(opts: TransportOptions) {
  const doFetch = opts.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  let apqSupported = true;

  async function post(body: BodyInit, json: boolean, signal?: AbortSignal) {
    const headers: Record<string, string> = {
      accept: "application/graphql-response+json, application/json",
      ...PREFLIGHT_HEADER,
      ...opts.headers?.(),
    };
    if (json) headers["content-type"] = "application/json";
    let res: Response;
    try {
      res = await doFetch(opts.url, { method: "POST", headers, body, signal, credentials: "same-origin" });
    } catch (err) {
      if (signal?.aborted) throw err;
      throw new GraphQLClientError({ networkError: asError(err) });
    }
    let payload: GraphQLResponse | null = null;
    try {
      const parsed: unknown = await res.json();
      if (parsed && typeof parsed === "object") payload = parsed as GraphQLResponse;
    } catch {
      payload = null;
    }
    return { status: res.status, payload };
  }

  function settle<T>(status: number, payload: GraphQLResponse | null): T {
    if (!payload || (!payload.errors?.length && payload.data == null)) {
      throw new GraphQLClientError({
        status,
        networkError: new Error(`Response not successful: Received status code ${status}`),
      });
    }
    if (payload.errors?.length) throw new GraphQLClientError({ status, graphQLErrors: payload.errors });
    return payload.data as T;
  }

  return {
    async request<TResult, TVariables>(
      document: Document<TResult, TVariables>,
      variables?: TVariables,
      options: RequestOptions = {},
    ): Promise<TResult> {
      const query = document.toString();
      const operationName = operationNameOf(query);
      const { clone, files } = extractFiles(variables ?? {});
      if (files.size > 0) {
        const form = multipartBody({ operationName, variables: clone, query }, files);
        const { status, payload } = await post(form, false, options.signal);
        return settle(status, payload);
      }
      const base = { operationName, variables: variables ?? {} };
      const hash = apqSupported ? await sha256Hex(query) : null;
      if (!hash) {
        const { status, payload } = await post(JSON.stringify({ ...base, query }), true, options.signal);
        return settle(status, payload);
      }
      const extensions = { persistedQuery: { version: 1, sha256Hash: hash } };
      const first = await post(JSON.stringify({ ...base, extensions }), true, options.signal);
      const codes = (first.payload?.errors ?? []).map((e) => e.message);
      if (codes.includes("PersistedQueryNotSupported")) apqSupported = false;
      const retry = codes.some((c) => APQ_RETRY_ERRORS.has(c)) || first.status === 400 || first.status === 500;
      if (!retry) return settle(first.status, first.payload);
      const body = apqSupported ? { ...base, query, extensions } : { ...base, query };
      const full = await post(JSON.stringify(body), true, options.signal);
      return settle(full.status, full.payload);
    },
  };
}

export type Transport = ReturnType<typeof createTransport>;

const names = new Map<string, string | null>();

/** The operation's name from its text (generated documents always name their operation). */
export function operationNameOf(query: string): string | null {
  let name = names.get(query);
  if (name === undefined) {
    name = /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1] ?? null;
    names.set(query, name);
  }
  return name;
}

function asError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}
