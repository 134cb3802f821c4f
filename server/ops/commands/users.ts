import { eq, sql } from "drizzle-orm";
import { users } from "#server/db/schema/index.ts";
import { OpsError, type OpsContext, parseCommand, subcommand } from "../context.ts";

export const usage = `Usage: npm run ops -- users promote <email>

  users promote <email>   Make a registered user an ORGANIZER (the email as they registered it;
                          upper or lower case does not matter)`;

export async function run(args: string[], ctx: OpsContext): Promise<number> {
  const picked = subcommand(args, ["promote"] as const, usage, ctx);
  if (!picked) return 0;
  const parsed = parseCommand(picked.rest, {}, usage, ctx, { min: 1, max: 1 });
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
