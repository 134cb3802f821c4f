import { inProcessSignal, type Signal } from "./hub.ts";

/** Closes a socket: graphql-ws's 4403 Forbidden tells the client the session it used is gone. */
interface SessionSocket {
  close(code: number, reason: string): void;
}

export interface SessionSockets {
  /** A socket whose subscription runs as this session; forgotten when it closes. */
  add(sessionId: string, socket: SessionSocket & { once(event: "close", listener: () => void): unknown }): void;
  /** Logout: every socket of the session closes, in every server process, so no subscription keeps receiving the rider's data. */
  end(sessionId: string): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Sockets by the session they authenticated with. A logout is signalled to every process (on
 * PostgreSQL by NOTIFY, docs/decisions/008-rate-limits.md), and each closes the sockets it holds.
 */
export function createSessionSockets(
  signal: Signal = inProcessSignal(),
  hooks: { onEnded?: (sessionId: string) => void; onMissedSignals?: () => void } = {},
): SessionSockets {
  const bySession = new Map<string, Set<SessionSocket>>();
  const closeHere = (sessionId: string) => {
    hooks.onEnded?.(sessionId);
    const set = bySession.get(sessionId);
    bySession.delete(sessionId);
    for (const socket of set ?? []) socket.close(4403, "Session ended");
  };
  return {
    add(sessionId, socket) {
      const set = bySession.get(sessionId) ?? new Set<SessionSocket>();
      bySession.set(sessionId, set);
      if (set.has(socket)) return;
      set.add(socket);
      socket.once("close", () => {
        set.delete(socket);
        if (set.size === 0 && bySession.get(sessionId) === set) bySession.delete(sessionId);
      });
    },
    async end(sessionId) {
      // This process's sockets at once; the signal reaches the others (and this one again: a no-op).
      closeHere(sessionId);
      await signal.publish(sessionId);
    },
    // A NOTIFY missed while the LISTEN connection was down is not replayed: such a socket runs
    // until it reconnects, and then the revoked token subscribes anonymously.
    start: () => signal.start(closeHere, () => hooks.onMissedSignals?.()),
    close: () => signal.close(),
  };
}
