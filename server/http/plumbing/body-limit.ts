import type { IncomingMessage } from "node:http";
import { Transform } from "node:stream";

class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body over ${limit} bytes.`);
  }
}

/**
 * Bounds a request's body before yoga reads it, however it is sent. A declared Content-Length over
 * `maxBytes` is answered at once (returns false: `onTooLarge` has answered); under it, Node's parser
 * hands over exactly that many bytes. A chunked body declares nothing, so yoga gets it through a
 * counter: once more than `maxBytes` have arrived, `onTooLarge` answers, reading stops and yoga's
 * read of the body fails. Nothing over the limit is ever buffered; uploads go the same way.
 */
export function limitRequestBody(req: IncomingMessage, maxBytes: number, onTooLarge: () => void): boolean {
  if (Number(req.headers["content-length"] ?? 0) > maxBytes) {
    onTooLarge();
    return false;
  }
  if (req.method === "GET" || req.method === "HEAD") return true;
  // Node's parser refuses a request that declares a length and chunked both: one with a length is whole.
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
  // @whatwg-node (yoga's request adapter) reads a request's body from `req.body` when it is set.
  Object.assign(req, { body: req.pipe(counted) });
  return true;
}
