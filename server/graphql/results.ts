import type { FieldError } from "#core/validation.ts";

/** User mistakes are data: `{ ok: false, fieldErrors }`, never a thrown 500 (STYLE.md §9). */
export function failed<T extends object>(fieldErrors: FieldError[], extra?: T) {
  return { ok: false as const, fieldErrors, ...extra };
}

export const SIGN_IN_FIRST: FieldError = { field: "form", message: "Please sign in first." };
