import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { SESSION_TTL_MS } from "#core/constants.ts";
import type { Db } from "#server/db/client.ts";
import { preparedPerDb } from "#server/db/prepared.ts";
import type { DbOrTx } from "#server/db/rows.ts";
import { sessions, users } from "#server/db/schema/index.ts";
import type { Viewer } from "./mappers.ts";
import type { ViewerCache } from "./viewer-cache.ts";

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

export async function revokeSession(db: Db, sessionId: string, now: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(now) })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
