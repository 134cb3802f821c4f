import { and, eq, isNull, sql } from "drizzle-orm";
import { nameKey } from "#core/display-name.ts";
import { type FieldError, failed, joinSchema, keepProgressSchema, loginSchema, registerSchema, toFieldErrors } from "#core/validation.ts";
import { isUniqueViolation, type Tx } from "#server/db/query.ts";
import { users } from "#server/db/schema/index.ts";
import type { AppDeps } from "#server/modules/deps.ts";
import { accountAtAddress, type LimitKeys } from "#server/modules/shared/rate-limits.ts";
import { guestJoinRefused } from "./guest-caps.ts";
import type { UserView } from "./mappers.ts";
import { joinNameRefusal } from "./names.ts";
import { tellOwnerOfTakenEmail } from "./outbox.ts";
import { isCommonPassword } from "./password.ts";
import { createSession, revokeSession } from "./session.ts";
import { loadUser } from "./users.ts";

const LOGIN_FAILED = "Email or password is incorrect.";

type AuthResult = { ok: boolean; token?: string; user?: UserView | null; fieldErrors: FieldError[] };

type AuthDeps = Pick<AppDeps, "db" | "now" | "limits" | "passwords" | "logger">;

const NOT_A_GUEST: FieldError = { field: "form", message: "This account already has an email and password." };

/** Emails match whatever case they were registered in. */
function emailIs(email: string) {
  return eq(sql`lower(${users.email})`, email.toLowerCase());
}

function commonPassword(password: string): FieldError | null {
  return isCommonPassword(password)
    ? { field: "password", message: "This password is one of the most common ones. Choose another." }
    : null;
}

/** Join and register share one per-address budget of new accounts. */
function signUpBudget(deps: AuthDeps, ip: string) {
  return deps.limits.consume("form", [["registerIp", ip]]);
}

/**
 * A new account and its session in one transaction (no user without its session); the unique
 * index decides duplicate emails. The caller has spent the per-address sign-up budget (signUpBudget).
 * An address another account has makes an account all the same, answered alike, with the address
 * unattached: shown to it, never signing in (docs/security.md#taken-addresses); its owner is told.
 */
async function createAccount(
  deps: AuthDeps,
  values: Omit<typeof users.$inferInsert, "createdAt">,
  refused?: (tx: Tx, now: number) => Promise<FieldError | null>,
): Promise<AuthResult> {
  const now = deps.now();
  type Created = { refusal: FieldError } | { refusal: null; userId: string; token: string } | null;
  const created = await deps.db.transaction(async (tx): Promise<Created> => {
    const refusal = refused ? await refused(tx, now) : null;
    if (refusal) return { refusal };
    const insert = (v: typeof values) =>
      tx
        .insert(users)
        .values({ ...v, nameKey: nameKey(v.displayName), createdAt: new Date(now) })
        .onConflictDoNothing()
        .returning({ id: users.id });
    let [row] = await insert(values);
    if (!row && values.email) {
      [row] = await insert({ ...values, email: null, passwordHash: null, unattachedEmail: values.email });
      if (row) tellOwnerOfTakenEmail(deps, { email: values.email, by: "register" });
    }
    if (!row) return null;
    return { refusal: null, userId: row.id, token: await createSession(tx, row.id, now) };
  });
  if (!created) return failed([{ field: "form", message: "The account was not created. Try again." }]);
  if (created.refusal) return failed([created.refusal]);
  return { ok: true, token: created.token, user: await loadUser(deps.db, created.userId), fieldErrors: [] };
}

/** The poster's code a sign-up came from (JoinInput.checkpointCode), when the form carries one. */
function checkpointCodeOf(form: unknown): string | null {
  const code = typeof form === "object" && form !== null ? (form as { checkpointCode?: unknown }).checkpointCode : null;
  return typeof code === "string" ? code : null;
}

/** `form` is what the rider typed (validated here); `ip` keys the rate limits. */
export async function register(deps: AuthDeps, input: { form: unknown; ip: string }): Promise<AuthResult> {
  const parsed = registerSchema.safeParse(input.form);
  if (!parsed.success) return failed(toFieldErrors(parsed.error));
  const { displayName, email, password, phone } = parsed.data;
  const refused = await joinNameRefusal(deps.db, { displayName, checkpointCode: checkpointCodeOf(input.form) });
  if (refused) return failed([refused]);
  const common = commonPassword(password);
  if (common) return failed([common]);
  const limited = await signUpBudget(deps, input.ip);
  if (limited) return failed([limited]);
  const passwordHash = await deps.passwords.hash(password);
  return createAccount(deps, { email, displayName, passwordHash, phone: phone ?? null });
}

/**
 * A guest: a nickname, no email or password; the session token is the only key (docs/organizers.md,
 * "Guests"). `device` is the phone's id (shared/device.ts), when it sent one: each further guest it
 * makes waits longer (guest-caps.ts).
 */
export async function join(deps: AuthDeps, input: { form: unknown; ip: string; device?: string | null }): Promise<AuthResult> {
  const parsed = joinSchema.safeParse(input.form);
  if (!parsed.success) return failed(toFieldErrors(parsed.error));
  const refused = await joinNameRefusal(deps.db, { displayName: parsed.data.displayName, checkpointCode: checkpointCodeOf(input.form) });
  if (refused) return failed([refused]);
  const limited = await signUpBudget(deps, input.ip);
  if (limited) return failed([limited]);
  const device = input.device ?? null;
  return createAccount(
    deps,
    { displayName: parsed.data.displayName, joinedOnDevice: device },
    device ? (tx, now) => guestJoinRefused(tx, device, now) : undefined,
  );
}

type KeepProgressResult = { ok: boolean; token?: string; user?: UserView | null; fieldErrors: FieldError[] };

/**
 * A signed-in guest adds an email and password to the same account, so everything done so far
 * stays. In the order of what each step costs: the form, then whether the account is a guest at
 * all, then the account's budget (reserved before the ~1 s hash, docs/decisions/008-rate-limits.md),
 * then the hash (at most MAX_CONCURRENT_HASHES at once). The account's credentials change, so its
 * session is replaced by a fresh one (the old token stops working) and the new token returned.
 */
export async function keepProgress(
  deps: AuthDeps & Pick<AppDeps, "sessionSockets">,
  input: { userId: string; sessionId: string; form: unknown },
): Promise<KeepProgressResult> {
  const parsed = keepProgressSchema.safeParse(input.form);
  if (!parsed.success) return failed(toFieldErrors(parsed.error));
  const { email, password } = parsed.data;
  const common = commonPassword(password);
  if (common) return failed([common]);
  const [account] = await deps.db
    .select({ email: users.email, unattachedEmail: users.unattachedEmail })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!account || account.email !== null || account.unattachedEmail !== null) return failed([NOT_A_GUEST]);
  const limited = await deps.limits.consume("form", [["keepProgressAccount", input.userId]]);
  if (limited) return failed([limited]);
  const passwordHash = await deps.passwords.hash(password);
  const now = deps.now();
  const keep = (set: Partial<typeof users.$inferInsert>) =>
    deps.db.transaction(async (tx) => {
      const updated = await tx
        .update(users)
        .set(set)
        .where(and(eq(users.id, input.userId), isNull(users.email), isNull(users.unattachedEmail)))
        .returning({ id: users.id });
      if (updated.length === 0) return null;
      await revokeSession(tx, input.sessionId, now);
      return createSession(tx, input.userId, now);
    });
  let token: string | null;
  try {
    token = await keep({ email, passwordHash });
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Another account has the address: answered alike (docs/security.md#taken-addresses), the
    // rider rides on under a fresh token, the address stays unattached and its owner is told.
    token = await keep({ unattachedEmail: email });
    if (token) tellOwnerOfTakenEmail(deps, { email, by: "keepProgress" });
  }
  if (!token) return failed([NOT_A_GUEST]);
  // The old token's cached viewer and open websockets go, in every process (as at logout).
  await deps.sessionSockets.end(input.sessionId);
  return { ok: true, token, user: await loadUser(deps.db, input.userId), fieldErrors: [] };
}

/**
 * The budget is reserved before the password hash and given back on success, so N concurrent
 * wrong guesses evaluate at most the budget (docs/decisions/008-rate-limits.md).
 */
export async function login(deps: AuthDeps, input: { form: unknown; ip: string }): Promise<AuthResult> {
  const parsed = loginSchema.safeParse(input.form);
  if (!parsed.success) return failed(toFieldErrors(parsed.error));
  const { email, password } = parsed.data;
  const keys: LimitKeys = [
    ["loginIp", input.ip],
    ["loginAccount", accountAtAddress(email, input.ip)],
  ];
  const limited = await deps.limits.consume("form", keys);
  if (limited) return failed([limited]);
  const [user] = await deps.db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(emailIs(email)).limit(1);
  // An unknown email costs the same scrypt as a wrong password: the timing tells nothing.
  let ok = false;
  if (user?.passwordHash) ok = await deps.passwords.verify(password, user.passwordHash);
  else await deps.passwords.dummyVerify(password);
  if (!user || !ok) return failed([{ field: "form", message: LOGIN_FAILED }]);
  await deps.limits.refund(keys);
  const token = await createSession(deps.db, user.id, deps.now());
  return { ok: true, token, user: await loadUser(deps.db, user.id), fieldErrors: [] };
}

/** Ends the session and closes the websockets it opened: no subscription outlives it. */
export async function logout(deps: Pick<AppDeps, "db" | "now" | "sessionSockets">, input: { sessionId: string }) {
  await revokeSession(deps.db, input.sessionId, deps.now());
  await deps.sessionSockets.end(input.sessionId);
  return { ok: true, fieldErrors: [] };
}

/** Idempotent: the first acceptance's time stays. */
export async function acceptRules(deps: Pick<AppDeps, "db" | "now">, input: { userId: string }): Promise<void> {
  await deps.db
    .update(users)
    .set({ rulesAcceptedAt: sql`coalesce(${users.rulesAcceptedAt}, ${new Date(deps.now())})` })
    .where(eq(users.id, input.userId));
}

/** Makes the user with this email an ORGANIZER; null when nobody has it, `promoted: false` when they already were one. */
export async function promoteToOrganizer(deps: Pick<AppDeps, "db">, input: { email: string }) {
  const [user] = await deps.db
    .select({ id: users.id, email: users.email, displayName: users.displayName, role: users.role })
    .from(users)
    .where(emailIs(input.email));
  if (!user) return null;
  if (user.role !== "RIDER") return { user, promoted: false };
  await deps.db.update(users).set({ role: "ORGANIZER" }).where(eq(users.id, user.id));
  return { user, promoted: true };
}
