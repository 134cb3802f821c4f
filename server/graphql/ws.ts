import type http from "node:http";
import type https from "node:https";
import { createHash } from "node:crypto";
import type { Duplex } from "node:stream";
import { type ExecutionArgs, type GraphQLError, getOperationAST } from "graphql";
import { useServer as graphqlWsServer } from "graphql-ws/use/ws";
import { createGraphQLError } from "graphql-yoga";
import type { WebSocketServer } from "ws";
import { GRAPHQL_PATH, type buildYoga } from "./yoga.ts";

interface WsOptions {
  server: http.Server | https.Server;
  wss: WebSocketServer;
  yoga: ReturnType<typeof buildYoga>;
  allowedOrigins: string[];
  /** Persisted-operations-only mode: over the socket too, only the manifest's exact texts run. */
  persistedDocuments?: Record<string, string>;
}

type EnvelopedArgs = ExecutionArgs & {
  rootValue: { execute: (a: ExecutionArgs) => unknown; subscribe: (a: ExecutionArgs) => unknown };
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
export function attachWebSockets({ server, wss, yoga, allowedOrigins, persistedDocuments }: WsOptions) {
  server.on("upgrade", (req, socket, head) => {
    const pathname = (req.url ?? "/").split("?")[0];
    if (pathname !== GRAPHQL_PATH) return refuse(socket, "404 Not Found");
    if (!originAllowed(req, allowedOrigins)) return refuse(socket, "403 Forbidden");
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit("connection", ws, req));
  });

  const disposable = graphqlWsServer<Record<string, unknown> | undefined, { request: http.IncomingMessage }>(
    {
      execute: (args) => (args as EnvelopedArgs).rootValue.execute(args) as never,
      subscribe: (args) => (args as EnvelopedArgs).rootValue.subscribe(args) as never,
      onSubscribe: async (ctx, _id, params) => {
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
        return {
          schema,
          document,
          operationName: params.operationName,
          variableValues: params.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        } as EnvelopedArgs;
      },
    },
    wss,
  );

  return {
    async close() {
      for (const client of wss.clients) client.close(1001, "Server shutting down");
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
