import type { IncomingMessage, ServerResponse } from "node:http";
import { TOKEN_COOKIE } from "#core/constants.ts";
import { type buildYoga, GRAPHQL_PATH } from "#server/graphql/yoga.ts";
import { AVATAR_PATH, loadAvatar, MAX_UPLOAD_BYTES } from "#server/modules/accounts/avatar.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import type { BoardReads } from "./board-reads.ts";
import { DOWNLOADS, serveDownload } from "./downloads.ts";
import { handleFormPost, isFormPost } from "./form-posts.ts";
import type { PaintStyles } from "./paint-styles.ts";
import { addressKey, applySecurityHeaders, cameOverHttps, clientAddress, deviceOf, limitRequestBody, logRequest } from "./plumbing.ts";
import { posterPaint } from "./poster-paint.ts";
import { QUIZ_PATH, quizPagePaint } from "./quiz-paint.ts";
import { createSpaHandler, FileServer } from "./static.ts";

interface RouterOptions {
  yoga: ReturnType<typeof buildYoga>;
  boardReads: BoardReads;
  deps: AppDeps;
  clientDir: string;
  picturesDir: string;
  clientAddressPath: string;
  csp: string;
  /** The paints' own rules (paint-styles.ts), or null for a build without a stylesheet. */
  paintStyles: PaintStyles | null;
  tls: boolean;
}

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
  const { yoga, boardReads, deps } = opts;
  const spa = createSpaHandler(opts.clientDir, { tls: opts.tls, trustedHops: deps.trustProxy }, opts.paintStyles);
  const pictures = new FileServer(opts.picturesDir);

  return (req: IncomingMessage, res: ServerResponse): void => {
    const pathname = (req.url ?? "/").split("?")[0] ?? "/";
    const https = cameOverHttps(req, opts.tls, deps.trustProxy);
    applySecurityHeaders(res, { csp: opts.csp, https });
    const log = logRequest(deps.logger, req, res, pathname);

    if (pathname === GRAPHQL_PATH) {
      const tooLarge = () => {
        if (res.headersSent) return;
        res.setHeader("Connection", "close");
        json(res, 413, { errors: [{ message: "Request body too large." }] });
      };
      // GraphQL gets the caller's address as this layer resolves it, and notes for the log line.
      if (limitRequestBody(req, MAX_BODY_BYTES, tooLarge)) {
        // Answers are per rider and per moment: no browser or shared cache may keep one.
        res.setHeader("Cache-Control", "no-store");
        const ip = addressKey(clientAddress(req, deps.trustProxy));
        const context = { ip, log, device: deviceOf(req, res, deps.devices, https, ip) };
        const toYoga = () => void yoga(req, res, context);
        // An anonymous board read whose answer is already known is answered here (board-reads.ts).
        // A signed-in request (the app's session cookie is never read by GraphQL, docs/decisions/001-auth.md,
        // but a request carrying one is a signed-in phone's) goes to yoga without running any of it.
        const signedIn = req.headers.authorization !== undefined || req.headers.cookie?.includes(`${TOKEN_COOKIE.name}=`) === true;
        if (signedIn || !boardReads.takes(req)) toYoga();
        else
          boardReads.serve(req, res, context, toYoga).catch((err: unknown) => {
            deps.logger.error({ err }, "board read failed");
            if (!res.headersSent) json(res, 500, { errors: [{ message: "Unexpected error." }] });
          });
      }
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
    if (pathname.startsWith(AVATAR_PATH)) {
      loadAvatar(deps.db, pathname.slice(AVATAR_PATH.length))
        .then((avatar) => {
          if (!avatar) {
            notFound(res);
            return;
          }
          res.setHeader("Content-Type", avatar.mimeType);
          // The key changes with every upload; private: a shared cache has no business keeping it.
          res.setHeader("Cache-Control", "private, max-age=31536000, immutable");
          res.end(avatar.bytes);
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
    if (pathname === DOWNLOADS.posters || pathname === DOWNLOADS.results) {
      serveDownload(req, res, deps, { tls: opts.tls }).catch((err: unknown) => {
        deps.logger.error({ err }, "download failed");
        if (!res.headersSent) json(res, 500, { error: "Internal error" });
      });
      return;
    }
    if (pathname === "/scan" && req.method === "GET") {
      void posterPaint(req, deps).then((paint) => {
        if (!spa(req, res, pathname, paint === null ? undefined : { html: paint })) notFound(res);
      });
      return;
    }
    if (pathname === QUIZ_PATH && req.method === "GET") {
      void quizPagePaint(req, deps, spa.stylesheets(pathname)).then((paint) => {
        if (!spa(req, res, pathname, paint === null ? undefined : { html: paint })) notFound(res);
      });
      return;
    }
    if (isFormPost(req.method, pathname)) {
      handleFormPost(req, res, deps, spa).catch((error: unknown) => {
        deps.logger.error({ err: error }, "form post failed");
        if (!res.headersSent) json(res, 500, { error: "Internal error" });
      });
      return;
    }
    if (spa(req, res, pathname)) return;
    notFound(res);
  };
}
