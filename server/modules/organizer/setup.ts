import { createHash, randomBytes } from "node:crypto";
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { failed } from "#core/validation.ts";
import { events, setupLinks, users } from "#server/db/schema/index.ts";
import { loadUser } from "#server/modules/accounts/users.ts";
import type { AppDeps } from "#server/modules/deps.ts";

/** Where the console takes a setup link: `/organize?setup=<token>`. */
export const SETUP_PATH = "/organize?setup=";

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

async function hasOrganizer(deps: Pick<AppDeps, "db">): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, ["ORGANIZER", "ADMIN"]))
    .limit(1);
  return row !== undefined;
}

/**
 * At start (server/index.ts): on a database with no organizer, a fresh one-time setup link whose
 * token only this start printed (unused older ones die); null once an organizer exists.
 */
export async function setupLinkAtStart(deps: Pick<AppDeps, "db" | "now">): Promise<string | null> {
  if (await hasOrganizer(deps)) return null;
  const token = randomBytes(24).toString("base64url");
  await deps.db.transaction(async (tx) => {
    await tx.delete(setupLinks).where(isNull(setupLinks.usedAt));
    await tx.insert(setupLinks).values({ tokenHash: hash(token), createdAt: new Date(deps.now()) });
  });
  return token;
}

/** Whether the link can still be used: unused, and no organizer yet. */
export async function setupLinkValid(deps: Pick<AppDeps, "db">, input: { token: string }): Promise<boolean> {
  if (input.token.length > 100 || (await hasOrganizer(deps))) return false;
  const [row] = await deps.db
    .select({ usedAt: setupLinks.usedAt })
    .from(setupLinks)
    .where(and(eq(setupLinks.tokenHash, hash(input.token)), isNull(setupLinks.usedAt)));
  return row !== undefined;
}

const DEAD = "This setup link was used already or is not valid. Ask whoever runs the server (npm run ops -- users promote <email>).";

/**
 * Makes the signed-in user the first organizer, once: the link is marked used in the same
 * transaction, and refused when an organizer exists. With `closeDemo`, the demo event closes too.
 */
export async function claimSetupLink(
  deps: Pick<AppDeps, "db" | "now" | "viewers">,
  input: { token: string; userId: string; sessionId: string; guest: boolean; closeDemo: boolean },
) {
  if (input.guest) return failed([{ field: "form", message: "Register with an email and password first: an organizer needs an account." }]);
  if (input.token.length > 100) return failed([{ field: "token", message: DEAD }]);
  const now = new Date(deps.now());
  const done = await deps.db.transaction(async (tx) => {
    const [organizer] = await tx.select({ id: users.id }).from(users).where(ne(users.role, "RIDER")).limit(1);
    if (organizer) return false;
    const [used] = await tx
      .update(setupLinks)
      .set({ usedAt: now, usedBy: input.userId })
      .where(and(eq(setupLinks.tokenHash, hash(input.token)), isNull(setupLinks.usedAt)))
      .returning({ tokenHash: setupLinks.tokenHash });
    if (!used) return false;
    await tx.update(users).set({ role: "ORGANIZER" }).where(eq(users.id, input.userId));
    if (input.closeDemo)
      await tx
        .update(events)
        .set({ closedAt: now })
        .where(and(eq(events.isDemo, true), isNull(events.closedAt)));
    return true;
  });
  if (!done) return failed([{ field: "token", message: DEAD }]);
  // The cached viewer still says RIDER for up to its TTL: this session is read again at once.
  deps.viewers.forgetSession(input.sessionId);
  return { ok: true, fieldErrors: [], user: await loadUser(deps.db, input.userId) };
}
