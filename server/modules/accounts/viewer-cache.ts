import type { Viewer } from "./mappers.ts";

/** How long a process trusts what it read about a token before asking the database again. */
const VIEWER_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  viewer: Viewer;
  sessionExpiresAt: number;
  readAt: number;
}

/**
 * Who a token belongs to, kept in memory for VIEWER_CACHE_TTL_MS: every signed-in request asked
 * the database this first. A logout drops the session here at once and, through the session-ended
 * signal, in every other process within a moment (app.ts wires it); a session's own expiry is
 * checked on every hit. If the signal's connection was down, every entry is dropped when it comes
 * back. What else the viewer carries (name, email, role) may lag by the TTL: requests read only
 * the id and the session from it.
 */
export class ViewerCache {
  private readonly byTokenHash = new Map<string, Entry>();

  constructor(
    private readonly ttlMs = VIEWER_CACHE_TTL_MS,
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  get(tokenHash: string, now: number): Viewer | undefined {
    const entry = this.byTokenHash.get(tokenHash);
    if (!entry) return undefined;
    if (now - entry.readAt >= this.ttlMs || now >= entry.sessionExpiresAt || now < entry.readAt) {
      this.byTokenHash.delete(tokenHash);
      return undefined;
    }
    return entry.viewer;
  }

  set(tokenHash: string, viewer: Viewer, sessionExpiresAt: number, now: number): void {
    this.byTokenHash.delete(tokenHash);
    // Oldest first out: a Map iterates in insertion order.
    const oldest = this.byTokenHash.size >= this.maxEntries ? this.byTokenHash.keys().next() : null;
    if (oldest && !oldest.done) this.byTokenHash.delete(oldest.value);
    this.byTokenHash.set(tokenHash, { viewer, sessionExpiresAt, readAt: now });
  }

  forgetSession(sessionId: string): void {
    for (const [hash, entry] of this.byTokenHash) if (entry.viewer.sessionId === sessionId) this.byTokenHash.delete(hash);
  }

  clear(): void {
    this.byTokenHash.clear();
  }

  get size(): number {
    return this.byTokenHash.size;
  }
}
