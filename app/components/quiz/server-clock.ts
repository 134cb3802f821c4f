/**
 * The server's deadline on this phone's clock. The phone's clock may be minutes off; what counts
 * is the server's. `offset` is how far the server was ahead of this phone when the question
 * arrived (serverNow minus local time at receipt), so the local deadline is deadline − offset.
 */
export function localDeadline(deadlineIso: string, serverNowIso: string, receivedAtLocal: number): number {
  const offset = Date.parse(serverNowIso) - receivedAtLocal;
  return Date.parse(deadlineIso) - offset;
}
