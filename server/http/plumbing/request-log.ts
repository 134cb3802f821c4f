import type { IncomingMessage, ServerResponse } from "node:http";
import type { Logger } from "pino";
import type { RequestLogNotes } from "#server/graphql/context.ts";

/**
 * One JSON line per request: method, path (without the query string, which may carry codes),
 * operation name, status, duration and user id. Never headers, bodies or variables, so tokens,
 * passwords and answers cannot reach the log. Returns the notes GraphQL fills in while it handles
 * the request (the operation and who ran it); the line is written on finish.
 */
export function logRequest(logger: Logger, req: IncomingMessage, res: ServerResponse, pathname: string): RequestLogNotes {
  const started = process.hrtime.bigint();
  const notes: RequestLogNotes = {};
  const done = () => {
    logger.info(
      {
        method: req.method,
        path: pathname,
        operationName: notes.operationName,
        status: res.statusCode,
        durationMs: Math.round(Number(process.hrtime.bigint() - started) / 1e4) / 100,
        userId: notes.userId,
      },
      "request",
    );
  };
  res.once("finish", done);
  res.once("close", () => {
    if (!res.writableFinished) done();
  });
  return notes;
}
