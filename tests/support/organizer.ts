import { eq } from "drizzle-orm";
import { users } from "#server/db/schema/index.ts";
import { signUp, type TestServer } from "./server-harness.ts";

/** A signed-up rider made ORGANIZER, as `ops users promote` does. */
export async function signUpOrganizer(s: TestServer, displayName = "Road Captain") {
  const o = await signUp(s, displayName);
  await s.handle.db.update(users).set({ role: "ORGANIZER" }).where(eq(users.id, o.userId));
  // The role is read with the session and kept a short while (server/modules/accounts/session.ts).
  s.app.deps.viewers.clear();
  return o;
}
