import { createHash } from "node:crypto";
import type http from "node:http";
import type https from "node:https";
import type { Duplex } from "node:stream";
import { type ExecutionArgs, type GraphQLError, getOperationAST } from "graphql";
import { useServer as graphqlWsServer } from "graphql-ws/use/ws";
import { createGraphQLError } from "graphql-yoga";
import type { WebSocket, WebSocketServer } from "ws";
import type { GraphQLContext } from "#server/context.ts";
import { Fanout, sharedPlan } from "#server/live/fanout.ts";
import { type buildYoga, GRAPHQL_PATH } from "./yoga.ts";

interface WsOptions {
  server: http.Server | https.Server;
  wss: WebSocketServer;
  yoga: ReturnType<typeof buildYoga>;
  allowedOrigins: string[];
  /** Persisted-operations-only mode: over the socket too, only the manifest's exact texts run. */
  persistedDocuments?: Record<string, string>;
  clientAddressOf: (req: http.IncomingMessage) => string;
  /** More open sockets from one address are refused with HTTP 429 at the upgrade. */
  socketsPerAddress: number;
  /** More operations at once on one socket get an error message (TOO_MANY_SUBSCRIPTIONS); the socket stays. */
  subscriptionsPerSocket: number;
  /** "per-subscriber" executes every live update once per subscriber (plain graphql-ws); the bench compares. */
  liveFanout?: "shared" | "per-subscriber";
}

type EnvelopedArgs = ExecutionArgs & {
  rootValue: {
    execute: (a: ExecutionArgs) => unknown;
    subscribe: (a: ExecutionArgs) => unknown;
    socket: WebSocket;
    id: string;
  };
};

function refuse(socket: Duplex, status: string): void {
  socket.write(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  socket.destroy();
}

/** A browser always sends Origin on a websocket; it must be this host or an allowed origin. */
export function originAllowed(req: http.IncomingMessage, allowed: string[]): boolean {
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
  const disposable = graphqlWsServer<Record<string, unknown> | undefined, { request: http.IncomingMessage; socket: WebSocket }>(
    {
      execute: (args) => (args as EnvelopedArgs).rootValue.execute(args) as never,
      subscribe: (args) => {
        const { rootValue } = args as EnvelopedArgs;
        // A leaderboard update is executed and serialised once for all its subscribers (server/live/fanout.ts).
        const plan = shared ? sharedPlan(args) : null;
        if (!plan) return rootValue.subscribe(args) as never;
        return fanout.subscribe(args, plan, rootValue.socket, rootValue.id, () => rootValue.subscribe(args)) as never;
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
        const { schema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          req: ctx.extra.request,
          connectionParams: ctx.connectionParams ?? {},
          params,
        });
        let document: ReturnType<typeof parse>;
        try {
          document = parse(params.query);
        } catch (err) {
          return [err as GraphQLError];
        }
        const errors = validate(schema, document);
        if (errors.length > 0) return errors;
        const op = getOperationAST(document, params.operationName);
        if (!op) return errors;
        const contextValue = (await contextFactory()) as GraphQLContext;
        // Logout closes the sockets its session opened (server/live/session-sockets.ts).
        if (contextValue.viewer) contextValue.sessionSockets.add(contextValue.viewer.sessionId, ctx.extra.socket);
        return {
          schema,
          document,
          operationName: params.operationName,
          variableValues: params.variables,
          contextValue,
          rootValue: { execute, subscribe, socket: ctx.extra.socket, id },
        } as EnvelopedArgs;
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
