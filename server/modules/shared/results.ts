import type { FieldError } from "#core/validation.ts";
import type { GraphQLContext } from "#server/modules/deps.ts";

/** User mistakes are data: `{ ok: false, fieldErrors }`, never a thrown 500: the schema convention in docs/decisions/006-server-modules-and-schema.md. */
export function failed<T extends object>(fieldErrors: FieldError[], extra?: T) {
  return { ok: false as const, fieldErrors, ...extra };
}

const SIGN_IN_FIRST: FieldError = { field: "form", message: "Please sign in first." };

/** Runs `then` for a signed-in rider; anyone else gets the "sign in first" result every mutation shares. */
export function signedIn<T>(ctx: GraphQLContext, then: (viewer: NonNullable<GraphQLContext["viewer"]>) => T) {
  return ctx.viewer ? then(ctx.viewer) : failed([SIGN_IN_FIRST]);
}
