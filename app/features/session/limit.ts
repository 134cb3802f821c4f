/**
 * A refusal by a rate limit, recognised by the server's wording ("… try again in 12 minutes."):
 * the screens then offer the practice round, which needs no server, for the wait.
 */
const LIMIT_MESSAGE = /\btry again in \d+ minutes?\b/i;

export function isLimitMessage(message: string | null | undefined): boolean {
  return message != null && LIMIT_MESSAGE.test(message);
}
