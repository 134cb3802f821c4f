import type { AppDeps } from "#server/modules/deps.ts";

/**
 * What the server tells an address's owner. A sign-up that typed an address another account has
 * answers as if it were free (docs/security.md#taken-addresses), so the owner is the one told:
 * today as a log line for the operator ("outbox"), since the server sends no mail yet.
 */
export function tellOwnerOfTakenEmail(
  deps: Pick<AppDeps, "logger" | "now">,
  input: { email: string; by: "register" | "keepProgress" },
): void {
  deps.logger.info(
    { outbox: { to: input.email, what: "email-taken", by: input.by, at: new Date(deps.now()).toISOString() } },
    "a sign-up typed an address another account has: that account is unchanged; tell its owner",
  );
}
