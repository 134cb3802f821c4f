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
// The server's CSRF prevention wants this header on multipart posts (server/graphql/yoga.ts);
// sent on every request, it costs nothing on JSON posts, which need a preflight anyway.
const PREFLIGHT_HEADER = { "x-graphql-csrf": "1" } as const;

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
      const hash = apqSupported ? await sha256Hex(query) : null;
      const send = (withQuery: boolean) => {
        const operation: Record<string, unknown> = { operationName, variables: files.size ? clone : (variables ?? {}) };
        if (withQuery) operation.query = query;
        if (hash && apqSupported) operation.extensions = { persistedQuery: { version: 1, sha256Hash: hash } };
        return files.size
          ? post(multipartBody(operation, files), false, options.signal)
          : post(JSON.stringify(operation), true, options.signal);
      };
      if (!hash) {
        const { status, payload } = await send(true);
        return settle(status, payload);
      }
      if (files.size) {
        // Uploads go whole the first time (query and hash), so a file crosses the network once; only
        // a server in allow-list mode, which refuses query text, gets a second, hash-only post.
        let res = await send(true);
        if (messagesOf(res.payload).includes("PersistedQueryOnly")) res = await send(false);
        return settle(res.status, res.payload);
      }
      const first = await send(false);
      const messages = messagesOf(first.payload);
      if (messages.includes("PersistedQueryNotSupported")) apqSupported = false;
      const retry = messages.some((m) => APQ_RETRY_ERRORS.has(m)) || first.status === 400 || first.status === 500;
      if (!retry) return settle(first.status, first.payload);
      const full = await send(true);
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

function messagesOf(payload: GraphQLResponse | null): string[] {
  return (payload?.errors ?? []).map((e) => e.message);
}

function asError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}
