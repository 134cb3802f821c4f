import type { IncomingMessage, ServerResponse } from "node:http";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { useAPQ as apqPlugin, createInMemoryAPQStore } from "@graphql-yoga/plugin-apq";
import { usePersistedOperations as persistedOperationsPlugin } from "@graphql-yoga/plugin-persisted-operations";
import type { ValidationRule } from "graphql";
import { createGraphQLError, createYoga, type Plugin } from "graphql-yoga";
import { type AppDeps, createContext, type GraphQLContext } from "#server/context.ts";
import { compress } from "#server/http/compress.ts";
import { requestLogInfo } from "#server/http/request-log.ts";
import { buildSchema } from "./schema.ts";

/** Multipart (and other "simple") POSTs must carry this header: see csrfPreventionPlugin. */
export const CSRF_HEADER = "x-graphql-csrf";
export const GRAPHQL_PATH = "/graphql";

export interface YogaOptions {
  production: boolean;
  /** sha256 → query text; when set, only these operations run. */
  persistedDocuments?: Record<string, string>;
}

export type ServerContext = { req: IncomingMessage; res: ServerResponse };

/**
 * yoga's CSRF prevention, kept to the requests a browser sends cross-site without a preflight:
 * a form-encoded, text/plain or multipart POST (uploads) must carry CSRF_HEADER. JSON POSTs
 * already need a preflight, and GET runs no mutations.
 */
function csrfPreventionPlugin(): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      if (request.method !== "POST") return;
      const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
      const simple = type === "" || type === "multipart/form-data" || type === "application/x-www-form-urlencoded" || type === "text/plain";
      if (simple && !request.headers.get(CSRF_HEADER)) {
        const body = JSON.stringify({ errors: [{ message: `Required CSRF header "${CSRF_HEADER}" is missing.` }] });
        endResponse(new fetchAPI.Response(body, { status: 403, headers: { "content-type": "application/json; charset=utf-8" } }));
      }
    },
  };
}

/**
 * Compresses JSON answers over 1 KB (leaderboards, attempt details). Streams (multipart or
 * event-stream results) are left alone so they keep flushing as they go.
 */
function compressionPlugin(): Plugin {
  return {
    async onResponse({ request, response, setResponse, fetchAPI }) {
      const type = response.headers.get("content-type") ?? "";
      const accept = request.headers.get("accept-encoding") ?? "";
      if (!/json/.test(type) || response.headers.has("content-encoding") || !response.body) return;
      const encoding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : null;
      if (!encoding) return;
      const body = Buffer.from(await response.arrayBuffer());
      const headers = new fetchAPI.Headers(response.headers);
      headers.append("vary", "Accept-Encoding");
      let out: Buffer = body;
      if (body.length >= 1024) {
        out = compress(body, encoding);
        headers.set("content-encoding", encoding);
      }
      headers.set("content-length", String(out.length));
      setResponse(new fetchAPI.Response(new Uint8Array(out), { status: response.status, statusText: response.statusText, headers }));
    },
  };
}

/** The request log line names the operation. */
function operationNameLogPlugin(): Plugin {
  return {
    onParams({ params, context }) {
      const req = (context as Partial<ServerContext> | undefined)?.req;
      if (req && params.operationName) requestLogInfo(req).operationName = params.operationName.slice(0, 100);
    },
  };
}

/** graphql's NoSchemaIntrospectionCustomRule, with yoga's error type (see modules/base/scalars.ts). */
const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value === "__schema" || node.name.value === "__type") {
      context.reportError(createGraphQLError("GraphQL introspection has been disabled.", { nodes: [node] }));
    }
  },
});

function noIntrospectionPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(noIntrospectionRule);
    },
  };
}

/**
 * `known`: hash → text of operations known before anyone asks (the app's own, from its build), so
 * their first use by hash finds them instead of costing a second round trip with the text.
 */
export function createApqStore(known: Record<string, string> = {}) {
  const store = createInMemoryAPQStore({ max: 2000, ttl: 0 });
  for (const [hash, text] of Object.entries(known)) void store.set(hash, text);
  return store;
}

export function buildYoga(deps: AppDeps, opts: YogaOptions, apqStore = createApqStore()) {
  const plugins: Plugin[] = [
    csrfPreventionPlugin(),
    compressionPlugin(),
    operationNameLogPlugin(),
    opts.persistedDocuments
      ? persistedOperationsPlugin({
          getPersistedOperation: (key) => opts.persistedDocuments?.[key] ?? null,
          allowArbitraryOperations: false,
        })
      : apqPlugin({ store: apqStore }),
    EnvelopArmorPlugin({
      maxDepth: { n: 8, exposeLimits: !opts.production },
      maxAliases: { n: 5, exposeLimits: !opts.production },
      maxDirectives: { n: 10, exposeLimits: !opts.production },
      maxTokens: { n: 1000, exposeLimits: !opts.production },
      costLimit: { maxCost: 5000, exposeLimits: !opts.production },
      blockFieldSuggestion: { enabled: opts.production },
    }) as Plugin,
  ];
  if (opts.production) plugins.push(noIntrospectionPlugin());
  return createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema<ServerContext>(),
    graphqlEndpoint: GRAPHQL_PATH,
    context: (initial) => createContext(deps, initial),
    plugins,
    // Unexpected errors are masked everywhere; development shows the original message.
    maskedErrors: { isDev: !opts.production },
    graphiql: !opts.production,
    landingPage: false,
    // Same origin only (production serves the SPA; development proxies through Vite).
    cors: false,
    logging: false,
    multipart: true,
    batching: false,
    // The router bounds every body before yoga sees it (http/body-limit.ts); yoga's own limit piped
    // each one through a second stream, a cost measured in README.md's performance section.
    maxRequestBodySize: false,
  });
}
