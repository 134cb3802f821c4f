import { eq } from "drizzle-orm";
import type { Db } from "#server/db/client.ts";
import { avatars, users } from "#server/db/schema/index.ts";
import { avatarUrl } from "./avatar.ts";
import type { UserView } from "./mappers.ts";

export async function loadUser(db: Db, id: string): Promise<UserView | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      unattachedEmail: users.unattachedEmail,
      displayName: users.displayName,
      phone: users.phone,
      role: users.role,
      rulesAcceptedAt: users.rulesAcceptedAt,
      createdAt: users.createdAt,
      avatarKey: avatars.key,
    })
    .from(users)
    .leftJoin(avatars, eq(avatars.userId, users.id))
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return null;
  const { avatarKey, unattachedEmail, ...user } = row;
  // An unattached address reads as the account's own: the answer to a sign-up tells nothing (docs/security.md#taken-addresses).
  const email = user.email ?? unattachedEmail;
  return { ...user, email, isGuest: email === null, avatarUrl: avatarKey ? avatarUrl(avatarKey) : null };
}
