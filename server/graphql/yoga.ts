import type { IncomingMessage, ServerResponse } from "node:http";
import { EnvelopArmorPlugin } from "@escape.tech/graphql-armor";
import { type APQStore, useAPQ as apqPlugin } from "@graphql-yoga/plugin-apq";
import { usePersistedOperations as persistedOperationsPlugin } from "@graphql-yoga/plugin-persisted-operations";
import { type DocumentNode, Kind, type ValidationRule } from "graphql";
import { createGraphQLError, createYoga, type FetchAPI, maskError, type Plugin } from "graphql-yoga";
import { LRUCache } from "lru-cache";
import { viewerFromToken } from "#server/modules/accounts/session.ts";
import type { AppDeps, GraphQLContext } from "#server/modules/deps.ts";
import { buildSchema } from "./schema.ts";

/** Multipart (and other "simple") POSTs must carry this header: see csrfPreventionPlugin. */
const CSRF_HEADER = "x-graphql-csrf";
export const GRAPHQL_PATH = "/graphql";

interface YogaOptions {
  production: boolean;
  /** sha256 → query text; when set, only these operations run. */
  persistedDocuments?: Record<string, string>;
  /** The transport's own plugins (response compression), after ours. */
  plugins?: Plugin[];
}

/** What the request log line (server/http/plumbing.ts) takes from GraphQL: the operation and who ran it. */
export interface RequestLogNotes {
  operationName?: string;
  userId?: string;
}

/**
 * Handed by the HTTP layer's anonymous board reads (server/http/board-reads.ts) with a request whose
 * answer it may keep: yoga marks it `shareable` when the answer is the same for everyone, then gives
 * the response to `keep`. A request without one (any signed-in request) runs none of that file.
 */
export interface KeepableAnswer {
  shareable?: boolean;
  keep(request: Request, response: Response, fetchAPI: FetchAPI): Promise<Response>;
}

/**
 * What the transport hands yoga with each operation: the caller's address as the HTTP layer
 * resolved it, and the request's log notes (HTTP only; a websocket's operations have no log line).
 */
interface TransportContext {
  ip: string;
  /** The device id, read when asked (server/http/plumbing.ts deviceOf). */
  device?: () => string | null;
  log?: RequestLogNotes;
  answer?: KeepableAnswer;
}

/** What the HTTP layer hands yoga with a request (server/http/router.ts). */
type ServerContext = { req: IncomingMessage; res: ServerResponse } & TransportContext;

interface InitialContext extends Partial<TransportContext> {
  request?: Request;
  connectionParams?: Record<string, unknown>;
}

/** Over the websocket no cookie is read (server/graphql/ws.ts). */
const noDevice = () => null;

/**
 * Each operation's context, over HTTP and over the websocket (server/graphql/ws.ts runs yoga's
 * envelop, so this factory too). The viewer comes only from `Authorization: Bearer` (HTTP) or the
 * graphql-ws connectionParams, never from a cookie: a cross-site request carries no credentials
 * (docs/decisions/001-auth.md).
 */
async function createContext(deps: AppDeps, initial: InitialContext): Promise<GraphQLContext> {
  const header = initial.connectionParams
    ? (initial.connectionParams.authorization ?? initial.connectionParams.Authorization)
    : initial.request?.headers.get("authorization");
  const token = typeof header === "string" ? /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1] : undefined;
  const viewer = token ? await viewerFromToken(deps.db, token, deps.now(), deps.viewers) : null;
  if (initial.log && viewer) initial.log.userId = viewer.id;
  return { ...deps, viewer, ip: initial.ip ?? "unknown", device: initial.device ?? noDevice };
}

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
 * A GET's `variables` and `extensions` are JSON in the query string: yoga's parser throws on bad
 * JSON, which came out as a masked 500. Refused here by name with 400.
 */
function getParamsPlugin(): Plugin {
  return {
    onRequest({ request, endResponse, fetchAPI }) {
      if (request.method !== "GET") return;
      const search = new URL(request.url).searchParams;
      for (const name of ["variables", "extensions"]) {
        const value = search.get(name);
        if (value === null) continue;
        try {
          JSON.parse(value);
        } catch {
          const body = JSON.stringify({ errors: [{ message: `${name} must be JSON.`, extensions: { code: "BAD_REQUEST" } }] });
          endResponse(new fetchAPI.Response(body, { status: 400, headers: { "content-type": "application/json; charset=utf-8" } }));
          return;
        }
      }
    },
  };
}

/** The request log line names the operation. */
function operationNameLogPlugin(): Plugin<object, Partial<ServerContext>> {
  return {
    onParams({ params, context }) {
      // Refused by name (400) before anything reads it as a string (it was a masked 500).
      if (params.operationName != null && typeof params.operationName !== "string") {
        throw createGraphQLError("operationName must be a string.", { extensions: { code: "BAD_REQUEST", http: { status: 400 } } });
      }
      if (context.log && params.operationName) context.log.operationName = params.operationName.slice(0, 100);
    },
  };
}

/**
 * A keepable request's answer is shareable when it is a query of `leaderboard` alone, without a
 * viewer, answered without an error; it is kept before compression (each encoding is made once, when
 * first asked for).
 */
function keepableAnswerPlugin(): Plugin<object, Partial<ServerContext>> {
  return {
    onExecute({ args }) {
      const context = args.contextValue as { answer?: KeepableAnswer; viewer?: unknown };
      const answer = context.answer;
      if (!answer || context.viewer || !isBoardRead(args.document, args.operationName)) return;
      return {
        onExecuteDone({ result }) {
          if (!("errors" in result) || !result.errors?.length) answer.shareable = true;
        },
      };
    },
    async onResponse({ request, response, serverContext, setResponse, fetchAPI }) {
      if (serverContext.answer?.shareable && response.status === 200)
        setResponse(await serverContext.answer.keep(request, response, fetchAPI));
    },
  };
}

/** A query asking for `leaderboard` alone (the only root field whose anonymous answer is the same for everyone). */
function isBoardRead(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operationName
    ? operations.find((o) => o.name?.value === operationName)
    : operations.length === 1
      ? operations[0]
      : undefined;
  if (operation?.operation !== "query") return false;
  return operation.selectionSet.selections.every(
    (s) => s.kind === Kind.FIELD && (s.name.value === "leaderboard" || s.name.value === "__typename"),
  );
}

/** graphql's NoSchemaIntrospectionCustomRule, with yoga's error type (see server/modules/shared/resolvers.ts). */
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

/** What anonymous texts the APQ store may hold, in bytes (UTF-16, as V8 keeps them): a few thousand real operations. */
export const APQ_MAX_BYTES = 4 * 1024 * 1024;

/**
 * The automatic persisted queries' store (docs/decisions/017-standings-snapshot.md, "APQ"):
 * `known` (the app's own operations, from its build) is always there; any other text is admitted
 * only once it has parsed and validated against the schema (apqAdmitPlugin), and the admitted ones
 * are bounded by APQ_MAX_BYTES, least recently used out first. The plugin's own write, which comes
 * before parsing, is ignored: a megabyte of garbage sent once is never kept.
 */
export function createApqStore(known: Record<string, string> = {}, maxBytes = APQ_MAX_BYTES) {
  const admitted = new LRUCache<string, string>({ maxSize: maxBytes, sizeCalculation: (text, hash) => (text.length + hash.length) * 2 });
  const store: APQStore & { admit(hash: string, text: string): void; bytes(): number } = {
    get: (hash) => known[hash] ?? admitted.get(hash) ?? null,
    set: () => undefined,
    admit(hash, text) {
      if (!(hash in known)) admitted.set(hash, text);
    },
    bytes: () => admitted.calculatedSize,
  };
  return store;
}
type ApqStore = ReturnType<typeof createApqStore>;

/** Admits a sent text into the APQ store once it has validated (the APQ plugin checked its hash before). */
function apqAdmitPlugin(store: ApqStore): Plugin {
  return {
    onValidate({ context }) {
      const params = (context as { params?: { query?: unknown; extensions?: { persistedQuery?: { sha256Hash?: unknown } } } }).params;
      const hash = params?.extensions?.persistedQuery?.sha256Hash;
      const text = params?.query;
      if (typeof hash !== "string" || typeof text !== "string") return;
      return ({ valid }) => {
        if (valid) store.admit(hash, text);
      };
    },
  };
}

export function buildYoga(deps: AppDeps, opts: YogaOptions, apqStore: ApqStore = createApqStore()) {
  const plugins = [
    csrfPreventionPlugin(),
    getParamsPlugin(),
    operationNameLogPlugin(),
    opts.persistedDocuments
      ? persistedOperationsPlugin({
          getPersistedOperation: (key) => opts.persistedDocuments?.[key] ?? null,
          allowArbitraryOperations: false,
        })
      : apqPlugin({ store: apqStore }),
    ...(opts.persistedDocuments ? [] : [apqAdmitPlugin(apqStore)]),
    EnvelopArmorPlugin({
      maxDepth: { n: 8, exposeLimits: !opts.production },
      maxAliases: { n: 5, exposeLimits: !opts.production },
      maxDirectives: { n: 10, exposeLimits: !opts.production },
      maxTokens: { n: 1000, exposeLimits: !opts.production },
      costLimit: { maxCost: 5000, exposeLimits: !opts.production },
      blockFieldSuggestion: { enabled: opts.production },
    }),
    ...(opts.production ? [noIntrospectionPlugin()] : []),
    keepableAnswerPlugin(),
    ...(opts.plugins ?? []),
  ];
  return createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema<ServerContext>(),
    graphqlEndpoint: GRAPHQL_PATH,
    context: (initial) => createContext(deps, initial),
    plugins,
    // Unexpected errors are masked everywhere; development shows the original message.
    maskedErrors: {
      isDev: !opts.production,
      // Whatever is masked is logged with its cause (the client sees only "Unexpected error.").
      maskError(error, message, isDev) {
        const masked = maskError(error, message, isDev);
        if (masked !== error) deps.logger.error({ err: (error as { originalError?: unknown }).originalError ?? error }, "masked error");
        return masked;
      },
    },
    graphiql: !opts.production,
    landingPage: false,
    // Same origin only (production serves the SPA; development proxies through Vite).
    cors: false,
    logging: false,
    multipart: true,
    batching: false,
    // The router bounds every body before yoga sees it (server/http/plumbing.ts); yoga's own limit piped
    // each one through a second stream, a cost measured in docs/developers.md's performance section.
    maxRequestBodySize: false,
  });
}
