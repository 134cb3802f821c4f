import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { SESSION_TTL_MS } from "#core/constants.ts";
import { failed } from "#core/validation.ts";
import type { Db } from "#server/db/client.ts";
import { type DbOrTx, preparedPerDb } from "#server/db/query.ts";
import { sessions, users } from "#server/db/schema/index.ts";
import type { Viewer } from "./mappers.ts";

// A rider's session: its token (only the sha256 is stored), who the token belongs to (read through
// a short-lived cache, since every signed-in request asks), its end, and what a mutation answers a
// caller without one.

function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** 32 random bytes, base64url; only the sha256 is stored. */
export async function createSession(db: DbOrTx, userId: string, now: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: new Date(now),
    expiresAt: new Date(now + SESSION_TTL_MS),
  });
  return token;
}

/** How long a process trusts what it read about a token before asking the database again. */
const VIEWER_CACHE_TTL_MS = 30_000;
const VIEWER_CACHE_MAX_ENTRIES = 20_000;

interface CachedViewer {
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
  private readonly byTokenHash = new Map<string, CachedViewer>();

  constructor(
    private readonly ttlMs = VIEWER_CACHE_TTL_MS,
    private readonly maxEntries = VIEWER_CACHE_MAX_ENTRIES,
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

// Every signed-in request asks this first (unless ViewerCache still knows the token).
const viewerByTokenHash = preparedPerDb((db) =>
  db
    .select({
      id: users.id,
      sessionId: sessions.id,
      email: users.email,
      displayName: users.displayName,
      role: users.role,
      sessionExpiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder("tokenHash")), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder("now"))),
    )
    .limit(1)
    .prepare("viewer_by_token_hash"),
);

export async function viewerFromToken(db: Db, token: string, now: number, cache?: ViewerCache): Promise<Viewer | null> {
  if (token.length > 100) return null;
  const tokenHash = hashToken(token);
  const known = cache?.get(tokenHash, now);
  if (known) return known;
  const [row] = await viewerByTokenHash(db).execute({ tokenHash, now: new Date(now).toISOString() });
  if (!row) return null;
  const { sessionExpiresAt, ...viewer } = row;
  cache?.set(tokenHash, viewer, sessionExpiresAt.getTime(), now);
  return viewer;
}

export async function revokeSession(db: DbOrTx, sessionId: string, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** What a signed-out caller of a mutation that needs a rider gets back: a field error, like any refusal. */
export function signInFirst() {
  return failed([{ field: "form", message: "Please sign in first." }]);
}
