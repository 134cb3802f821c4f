import { eq, sql } from "drizzle-orm";
import { users } from "#server/db/schema/index.ts";
import { dispatch, OpsError, type OpsContext, parseCommand } from "../context.ts";

export const usage = `Usage: npm run ops -- users promote <email>

  users promote <email>   Make a registered user an ORGANIZER (the email as they registered it;
                          upper or lower case does not matter)`;

export function run(args: string[], ctx: OpsContext): Promise<number> {
  return dispatch(args, { promote }, usage, ctx);
}

async function promote(args: string[], ctx: OpsContext): Promise<number> {
  const parsed = parseCommand(args, {}, usage, ctx, { min: 1, max: 1 });
  if (!parsed) return 0;
  const email = (parsed.positionals[0] ?? "").trim().toLowerCase();
  const db = await ctx.db();
  const [user] = await db.select().from(users).where(eq(sql`lower(${users.email})`, email));
  if (!user) throw new OpsError(`No user has the email ${email}. They register in the app first.`);
  if (user.role === "ORGANIZER") {
    ctx.out(`${user.email} (${user.displayName}) is already an ORGANIZER.`);
    return 0;
  }
  await db.update(users).set({ role: "ORGANIZER" }).where(eq(users.id, user.id));
  ctx.out(`${user.email} (${user.displayName}) is now an ORGANIZER.`);
  return 0;
}
