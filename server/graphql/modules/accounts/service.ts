import { eq, sql } from "drizzle-orm";
import { type FieldError, loginSchema, registerSchema, toFieldErrors } from "#core/validation.ts";
import type { GraphQLContext } from "#server/context.ts";
import { users } from "#server/db/schema/index.ts";
import { failed, SIGN_IN_FIRST } from "#server/graphql/results.ts";
import { isCommonPassword } from "./password.ts";
import { createSession, revokeSession } from "./session.ts";
import { loadUser, type UserView } from "./users.ts";

export const LOGIN_FAILED = "Email or password is incorrect.";

export type AuthResult = { ok: boolean; token?: string; user?: UserView | null; fieldErrors: FieldError[] };

export async function register(ctx: GraphQLContext, input: unknown): Promise<AuthResult> {
  const parsed = registerSchema.safeParse(input);
  if (!parsed.success) return failed(toFieldErrors(parsed.error));
  const { displayName, email, password, phone } = parsed.data;
  if (isCommonPassword(password)) {
    return failed([{ field: "password", message: "This password is one of the most common ones. Choose another." }]);
  }
  const limited = await ctx.limits.check("form", [["registerIp", ctx.ip]]);
  if (limited) return failed([limited]);
  await ctx.limits.spend([["registerIp", ctx.ip]]);
  const passwordHash = await ctx.passwords.hash(password);
  const now = ctx.now();
  // One transaction: no user without its session, and the unique index decides duplicates.
  const token = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({ email, displayName, passwordHash, phone: phone ?? null, createdAt: new Date(now) })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!created) return null;
    return { userId: created.id, token: await createSession(tx, created.id, now) };
  });
  if (!token) return failed([{ field: "email", message: "An account with this email already exists. Log in instead." }]);
  return { ok: true, token: token.token, user: await loadUser(ctx.db, token.userId), fieldErrors: [] };
}

export async function login(ctx: GraphQLContext, input: unknown): Promise<AuthResult> {
  const parsed = loginSchema.safeParse(input);
  if (!parsed.success) return failed(toFieldErrors(parsed.error));
  const { email, password } = parsed.data;
  const keys: Parameters<typeof ctx.limits.check>[1] = [
    ["loginIp", ctx.ip],
    ["loginAccount", email],
  ];
  const limited = await ctx.limits.check("form", keys);
  if (limited) return failed([limited]);
  const [user] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email))
    .limit(1);
  // An unknown email costs the same scrypt as a wrong password: the timing tells nothing.
  let ok = false;
  if (user) ok = await ctx.passwords.verify(password, user.passwordHash);
  else await ctx.passwords.dummyVerify(password);
  if (!user || !ok) {
    await ctx.limits.spend(keys);
    return failed([{ field: "form", message: LOGIN_FAILED }]);
  }
  const token = await createSession(ctx.db, user.id, ctx.now());
  return { ok: true, token, user: await loadUser(ctx.db, user.id), fieldErrors: [] };
}

export async function logout(ctx: GraphQLContext) {
  if (ctx.viewer) await revokeSession(ctx.db, ctx.viewer.sessionId, ctx.now());
  return { ok: true, fieldErrors: [] };
}

export async function acceptRules(ctx: GraphQLContext): Promise<boolean> {
  if (!ctx.viewer) return false;
  await ctx.db
    .update(users)
    .set({ rulesAcceptedAt: sql`coalesce(${users.rulesAcceptedAt}, ${new Date(ctx.now())})` })
    .where(eq(users.id, ctx.viewer.id));
  return true;
}

export { SIGN_IN_FIRST };
