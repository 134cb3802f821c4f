import type { IncomingMessage } from "node:http";
import { type Readable, Transform } from "node:stream";

/** What @whatwg-node (yoga's request adapter) reads the body from when a request carries one. */
type RequestWithBody = IncomingMessage & { body?: Readable };

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body over ${limit} bytes.`);
  }
}

/**
 * Hands yoga a chunked body through a counter, so the limit holds however the body is sent (a chunked
 * body has no Content-Length to check up front): once more than `maxBytes` have arrived,
 * `onTooLarge` answers, reading stops and yoga's read of the body fails. Nothing over the limit is
 * ever buffered, and uploads stream through the same counter. Returns false when the declared
 * length alone is too much (then `onTooLarge` has already answered).
 */
export function limitRequestBody(req: IncomingMessage, maxBytes: number, onTooLarge: () => void): boolean {
  if (Number(req.headers["content-length"] ?? 0) > maxBytes) {
    onTooLarge();
    return false;
  }
  if (req.method === "GET" || req.method === "HEAD") return true;
  // With a Content-Length (checked above) Node's parser hands over exactly that many bytes and
  // refuses a request that also says chunked, so only a chunked body needs counting.
  if (req.headers["content-length"] !== undefined) return true;
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received <= maxBytes) return done(null, chunk);
      req.unpipe(counted);
      req.pause();
      onTooLarge();
      done(new BodyTooLargeError(maxBytes));
    },
  });
  (req as RequestWithBody).body = req.pipe(counted);
  return true;
}
