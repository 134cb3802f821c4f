import type { IncomingMessage, ServerResponse } from "node:http";
import { eq } from "drizzle-orm";
import type { AppDeps } from "#server/context.ts";
import { avatars } from "#server/db/schema/index.ts";
import { GRAPHQL_PATH, MAX_UPLOAD_BYTES, type buildYoga } from "#server/graphql/yoga.ts";
import { clientAddress } from "./client-address.ts";
import { logRequest } from "./request-log.ts";
import { applySecurityHeaders } from "./security-headers.ts";
import { createSpaHandler, FileServer } from "./static.ts";

export interface RouterOptions {
  yoga: ReturnType<typeof buildYoga>;
  deps: AppDeps;
  clientDir: string;
  picturesDir: string;
  clientAddressPath: string;
  csp: string;
  tls: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// A multipart body holds the file plus the operations and map fields.
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 64 * 1024;

function json(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.end(text);
}

function notFound(res: ServerResponse): void {
  res.statusCode = 404;
  res.setHeader("Content-Type", "text/plain; charset=utf-8");
  res.end("Not found");
}

export function createRequestHandler(opts: RouterOptions) {
  const { yoga, deps } = opts;
  const spa = createSpaHandler(opts.clientDir);
  const pictures = new FileServer(opts.picturesDir);

  return (req: IncomingMessage, res: ServerResponse): void => {
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    applySecurityHeaders(res, { csp: opts.csp, tls: opts.tls });
    logRequest(deps.logger, req, res, pathname);

    if (pathname === GRAPHQL_PATH) {
      const length = Number(req.headers["content-length"] ?? 0);
      if (length > MAX_BODY_BYTES) {
        res.setHeader("Connection", "close");
        json(res, 413, { errors: [{ message: "Request body too large." }] });
        return;
      }
      void yoga(req, res);
      return;
    }
    if (pathname === "/healthz") {
      deps.handle.ping().then(
        () => json(res, 200, { status: "ok", database: deps.handle.kind }),
        () => json(res, 503, { status: "unavailable", database: deps.handle.kind }),
      );
      return;
    }
    if (pathname === opts.clientAddressPath && (req.method === "GET" || req.method === "HEAD")) {
      json(res, 200, { address: clientAddress(req, deps.trustProxy) });
      return;
    }
    if (pathname.startsWith("/media/avatar/")) {
      const userId = pathname.slice("/media/avatar/".length);
      if (!UUID.test(userId)) {
        notFound(res);
        return;
      }
      deps.db
        .select({ mimeType: avatars.mimeType, bytes: avatars.bytes })
        .from(avatars)
        .where(eq(avatars.userId, userId))
        .limit(1)
        .then(([row]) => {
          if (!row) {
            notFound(res);
            return;
          }
          res.setHeader("Content-Type", row.mimeType);
          res.setHeader("Cache-Control", "public, max-age=300");
          res.end(Buffer.from(row.bytes));
        })
        .catch(() => json(res, 500, { error: "Internal error" }));
      return;
    }
    if (pathname.startsWith("/content/pictures/")) {
      const name = pathname.slice("/content/pictures/".length);
      const file = /^[a-z0-9-]+\.svg$/.test(name) ? pictures.resolve(`/${name}`) : null;
      if (file && pictures.send(req, res, file, "public, max-age=604800")) return;
      notFound(res);
      return;
    }
    if (spa(req, res, pathname)) return;
    notFound(res);
  };
}
