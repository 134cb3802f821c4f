import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { failed, isUuid } from "#core/validation.ts";
import type { Db } from "#server/db/client.ts";
import { avatars, users } from "#server/db/schema/index.ts";
import type { AppDeps } from "#server/modules/deps.ts";

/** The largest picture a rider may upload; the HTTP layer sizes its body limit from it. */
export const MAX_UPLOAD_BYTES = 1024 * 1024;
export const AVATAR_PATH = "/media/avatar/";

/**
 * An avatar's URL holds a random key drawn at every upload, never the user id: whoever has the
 * URL (the rider, and whoever they show it to) sees the picture; nobody can list or guess one
 * (docs/security.md). A new upload gets a new URL, so a browser may cache it for good.
 */
export function avatarUrl(key: string): string {
  return `${AVATAR_PATH}${key}`;
}

const SIGNATURES: { type: string; test: (b: Uint8Array) => boolean }[] = [
  { type: "image/png", test: (b) => [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((v, i) => b[i] === v) },
  { type: "image/jpeg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/gif", test: (b) => ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a" },
  { type: "image/webp", test: (b) => ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP" },
];

function ascii(b: Uint8Array, from: number, to: number): string {
  return String.fromCharCode(...b.subarray(from, to));
}

/** The type comes from the bytes, never from the client's name or Content-Type (no SVG: scripts). */
function sniffImageType(bytes: Uint8Array): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.type ?? null;
}

/**
 * Stores the rider's picture (replacing any earlier one) once it is a known image within the limit.
 * Not for a guest: a guest costs one request, so a megabyte each would let one address fill the
 * disk (~1 GB per 10 minutes of joins); keepProgress first (docs/security.md, "Memory and disk").
 */
export async function saveAvatar(deps: Pick<AppDeps, "db" | "now">, input: { userId: string; file: File }) {
  const { file, userId } = input;
  // An unattached address counts as one: the refusal would otherwise tell that the address was taken.
  const [owner] = await deps.db
    .select({ email: users.email, unattachedEmail: users.unattachedEmail })
    .from(users)
    .where(eq(users.id, userId));
  if (!owner?.email && !owner?.unattachedEmail)
    return failed([{ field: "file", message: "Save your progress with an e-mail first; then add a picture." }]);
  if (file.size > MAX_UPLOAD_BYTES) return failed([{ field: "file", message: "The picture must be at most 1 MB." }]);
  if (file.size === 0) return failed([{ field: "file", message: "The file is empty." }]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mimeType = sniffImageType(bytes);
  if (!mimeType) return failed([{ field: "file", message: "The picture must be a PNG, JPEG, WebP or GIF image." }]);
  const values = { key: randomUUID(), mimeType, bytes: Buffer.from(bytes), updatedAt: new Date(deps.now()) };
  await deps.db
    .insert(avatars)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: avatars.userId, set: values });
  return { ok: true as const, fieldErrors: [] };
}

/** The stored picture for AVATAR_PATH<key>; null for an unknown or malformed key, or a replaced one. */
export async function loadAvatar(db: Db, key: string): Promise<{ mimeType: string; bytes: Buffer } | null> {
  if (!isUuid(key)) return null;
  const [row] = await db.select({ mimeType: avatars.mimeType, bytes: avatars.bytes }).from(avatars).where(eq(avatars.key, key)).limit(1);
  return row ? { mimeType: row.mimeType, bytes: Buffer.from(row.bytes) } : null;
}
