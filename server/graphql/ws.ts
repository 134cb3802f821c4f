import { createHash } from "node:crypto";
import type http from "node:http";
import type https from "node:https";
import type { Duplex } from "node:stream";
import type { ExecutionArgs } from "graphql";
import { useServer as graphqlWsServer } from "graphql-ws/use/ws";
import { createGraphQLError } from "graphql-yoga";
import type { WebSocket, WebSocketServer } from "ws";
import type { GraphQLContext } from "#server/modules/deps.ts";
import { Fanout, sharedPlan } from "./fanout.ts";
import { graphql } from "./realm.ts";
import { type buildYoga, GRAPHQL_PATH } from "./yoga.ts";

type Yoga = ReturnType<typeof buildYoga>;

interface WsOptions {
  server: http.Server | https.Server;
  wss: WebSocketServer;
  yoga: Yoga;
  allowedOrigins: string[];
  /** Persisted-operations-only mode: over the socket too, only the manifest's exact texts run. */
  persistedDocuments?: Record<string, string>;
  clientAddressOf: (req: http.IncomingMessage) => string;
  /** More open sockets from one address are refused with HTTP 429 at the upgrade. */
  socketsPerAddress: number;
  /** More operations at once on one socket get an error message (TOO_MANY_SUBSCRIPTIONS); the socket stays. */
  subscriptionsPerSocket: number;
  /**
   * "per-subscriber" executes every live update once per subscriber (plain graphql-ws), the bench's
   * baseline with anonymous subscribers: `me`, which the shared path splices in, is null there.
   */
  liveFanout?: "shared" | "per-subscriber";
}

/** What onSubscribe prepared for one operation: yoga's enveloped functions, its context, its socket. */
interface Prepared {
  enveloped: ReturnType<Yoga["getEnveloped"]>;
  context: GraphQLContext;
  socket: WebSocket;
  id: string;
}

function refuse(socket: Duplex, status: string): void {
  socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/** A browser always sends Origin on a websocket; it must be this host or an allowed origin. */
function originAllowed(req: http.IncomingMessage, allowed: string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // not a browser: no ambient credentials to abuse (Bearer only)
  if (allowed.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** graphql-ws on the HTTP server's own port and path, through yoga's envelop (same plugins). */
export function attachWebSockets(opts: WsOptions) {
  const { server, wss, yoga, allowedOrigins, persistedDocuments } = opts;
  // Counted from the upgrade request until its TCP socket closes, handshake included.
  const openPerAddress = new Map<string, number>();
  server.on("upgrade", (req, socket, head) => {
    const pathname = (req.url ?? "/").split("?")[0];
    if (pathname !== GRAPHQL_PATH) return refuse(socket, "404 Not Found");
    if (!originAllowed(req, allowedOrigins)) return refuse(socket, "403 Forbidden");
    const address = opts.clientAddressOf(req);
    const open = openPerAddress.get(address) ?? 0;
    if (open >= opts.socketsPerAddress) return refuse(socket, "429 Too Many Requests");
    openPerAddress.set(address, open + 1);
    socket.once("close", () => {
      const left = (openPerAddress.get(address) ?? 1) - 1;
      if (left > 0) openPerAddress.set(address, left);
      else openPerAddress.delete(address);
    });
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
  });

  const fanout = new Fanout();
  const shared = (opts.liveFanout ?? "shared") === "shared";
  // graphql-ws hands execute/subscribe the very arguments onSubscribe returned: they key what it prepared.
  const prepared = new WeakMap<ExecutionArgs, Prepared>();
  const preparedFor = (args: ExecutionArgs): Prepared => {
    const found = prepared.get(args);
    if (!found) throw new Error("graphql-ws ran an operation that onSubscribe did not prepare");
    return found;
  };
  const disposable = graphqlWsServer<Record<string, unknown> | undefined, { request: http.IncomingMessage; socket: WebSocket }>(
    {
      execute: (args) => preparedFor(args).enveloped.execute(args),
      subscribe: (args) => {
        const { enveloped, context, socket, id } = preparedFor(args);
        // A leaderboard update is executed and serialised once for all its subscribers (server/graphql/fanout.ts).
        const plan = shared ? sharedPlan(args) : null;
        if (!plan) return enveloped.subscribe(args);
        return fanout.subscribe({ args, context, socket, id }, plan, () => enveloped.subscribe(args));
      },
      onSubscribe: async (ctx, id, params) => {
        // graphql-ws has already registered this one, so the count includes it.
        if (Object.keys(ctx.subscriptions).length > opts.subscriptionsPerSocket) {
          return [
            createGraphQLError(`At most ${opts.subscriptionsPerSocket} subscriptions at once on one connection.`, {
              extensions: { code: "TOO_MANY_SUBSCRIPTIONS" },
            }),
          ];
        }
        if (persistedDocuments && persistedDocuments[createHash("sha256").update(params.query).digest("hex")] !== params.query) {
          return [createGraphQLError("PersistedQueryOnly", { extensions: { code: "PERSISTED_QUERY_ONLY" } })];
        }
        const enveloped = yoga.getEnveloped({
          req: ctx.extra.request,
          connectionParams: ctx.connectionParams ?? {},
          params,
          ip: opts.clientAddressOf(ctx.extra.request),
        });
        const { schema, parse, validate, contextFactory } = enveloped;
        let document: ReturnType<typeof parse>;
        try {
          document = parse(params.query);
        } catch (err) {
          if (err instanceof graphql.GraphQLError) return [err];
          throw err;
        }
        const errors = validate(schema, document);
        if (errors.length > 0) return errors;
        const op = graphql.getOperationAST(document, params.operationName);
        if (!op) return errors;
        const context: GraphQLContext = await contextFactory();
        // Logout closes the sockets its session opened (server/live/session-sockets.ts).
        if (context.viewer) context.sessionSockets.add(context.viewer.sessionId, ctx.extra.socket);
        const args: ExecutionArgs = {
          schema,
          document,
          operationName: params.operationName,
          variableValues: params.variables,
          contextValue: context,
        };
        prepared.set(args, { enveloped, context, socket: ctx.extra.socket, id });
        return args;
      },
    },
    wss,
  );

  return {
    fanout,
    async close() {
      for (const client of wss.clients) client.close(1001, "Server shutting down");
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
