/**
 * The server's deadline on this phone's clock. The phone's clock may be minutes off; what counts
 * is the server's. `offset` is how far the server was ahead of this phone when the question
 * arrived (serverNow minus local time at receipt), so the local deadline is deadline − offset.
 */
export function localDeadline(deadlineIso: string, serverNowIso: string, receivedAtLocal: number): number {
  const offset = Date.parse(serverNowIso) - receivedAtLocal;
  return Date.parse(deadlineIso) - offset;
}

/**
 * How long after the question appeared the rider tapped, on this phone's monotonic clock
 * (docs/product.md#late-answers): the time the server had already counted when the question
 * arrived (non-zero after a reload) plus performance.now() since then. Only a late answer uses it.
 */
export function tappedAfterMs(servedAtIso: string, serverNowIso: string, arrivedAtMono: number, tapAtMono: number): number {
  const before = Math.max(0, Date.parse(serverNowIso) - Date.parse(servedAtIso));
  return Math.round(before + Math.max(0, tapAtMono - arrivedAtMono));
}
