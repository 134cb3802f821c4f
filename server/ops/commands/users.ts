import { promoteToOrganizer } from "#server/modules/accounts/service.ts";
import { dispatch, type OpsContext, OpsError, parseCommand, serviceDeps } from "../context.ts";

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
  const result = await promoteToOrganizer(await serviceDeps(ctx), { email });
  if (!result) throw new OpsError(`No user has the email ${email}. They register in the app first.`);
  const { user, promoted } = result;
  ctx.out(`${user.email} (${user.displayName}) is ${promoted ? "now" : "already"} an ORGANIZER.`);
  return 0;
}
