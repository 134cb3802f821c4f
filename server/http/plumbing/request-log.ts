import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";

export interface RequestLogInfo {
  operationName?: string;
  userId?: string;
}

// GraphQL fills this in while it handles the request; the log line is written on finish.
const info = new WeakMap<IncomingMessage, RequestLogInfo>();

export function requestLogInfo(req: IncomingMessage): RequestLogInfo {
  let entry = info.get(req);
  if (!entry) {
    entry = {};
    info.set(req, entry);
  }
  return entry;
}

/**
 * One JSON line per request: method, path (without the query string, which may carry codes),
 * operation name, status, duration and user id. Never headers, bodies or variables, so tokens,
 * passwords and answers cannot reach the log.
 */
export function logRequest(logger: Logger, req: IncomingMessage, res: ServerResponse, pathname: string): void {
  const started = process.hrtime.bigint();
  const done = () => {
    const extra = info.get(req);
    logger.info(
      {
        method: req.method,
        path: pathname,
        operationName: extra?.operationName,
        status: res.statusCode,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        userId: extra?.userId,
      },
      "request",
    );
  };
  res.once("finish", done);
  res.once("close", () => {
    if (!res.writableFinished) done();
  });
}
