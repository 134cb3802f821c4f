import type { GraphQLContext } from "#server/context.ts";
import { avatars } from "#server/db/schema/index.ts";
import { failed, SIGN_IN_FIRST } from "#server/graphql/results.ts";
import { MAX_UPLOAD_BYTES } from "#server/graphql/yoga.ts";
import { loadUser } from "./users.ts";

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
export function sniffImageType(bytes: Uint8Array): string | null {
  return SIGNATURES.find((s) => s.test(bytes))?.type ?? null;
}

export async function uploadAvatar(ctx: GraphQLContext, file: File) {
  if (!ctx.viewer) return failed([SIGN_IN_FIRST]);
  if (file.size > MAX_UPLOAD_BYTES) return failed([{ field: "file", message: "The picture must be at most 1 MB." }]);
  if (file.size === 0) return failed([{ field: "file", message: "The file is empty." }]);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const mimeType = sniffImageType(bytes);
  if (!mimeType) return failed([{ field: "file", message: "The picture must be a PNG, JPEG, WebP or GIF image." }]);
  const updatedAt = new Date(ctx.now());
  await ctx.db
    .insert(avatars)
    .values({ userId: ctx.viewer.id, mimeType, bytes: Buffer.from(bytes), updatedAt })
    .onConflictDoUpdate({ target: avatars.userId, set: { mimeType, bytes: Buffer.from(bytes), updatedAt } });
  return { ok: true, user: await loadUser(ctx.db, ctx.viewer.id), fieldErrors: [] };
}
