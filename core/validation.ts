import { z } from "zod";
import { CODE_LENGTH, isValidCode, normalizeCode } from "./checkpoint-code.ts";
import { isInvisible, normalizeDisplayName, refusedWord } from "./display-name.ts";

/** Shared by the server (the rule) and the client (a courtesy). Messages name the field. */
export const PASSWORD_MIN = 8;
const PASSWORD_MAX = 128;
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 24;
const EMAIL_MAX = 254;
const ID_MAX = 64;

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;

/**
 * The start of every text and id input: a string with no control character (C0, DEL, C1) anywhere,
 * checked before any trim or clean-up could hide one. None belongs in a name, address, code, id
 * or password, and PostgreSQL refuses NUL in text, so one reaching a query was an unexpected error.
 */
function plainText(label: string) {
  return z
    .string({ error: `${label} is required.` })
    .refine((s) => !CONTROL_CHARACTERS.test(s), { error: `${label} must not contain control characters.`, abort: true });
}

/** An opaque id the server handed out (question and choice ids): short plain text. */
export function idSchema(label: string) {
  return plainText(label)
    .min(1, { error: `${label} is required.` })
    .max(ID_MAX, { error: `${label} is too long.` });
}

export const emailSchema = plainText("Email")
  .trim()
  .max(EMAIL_MAX, { error: `Email must be at most ${EMAIL_MAX} characters.` })
  .pipe(z.email({ error: "Email must be a valid address, like name@example.com." }))
  .transform((s) => s.toLowerCase());

export const passwordSchema = plainText("Password")
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters.` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters.` });

// Bidi embeddings/overrides (U+202A–202E) and isolates (U+2066–2069) reorder the leaderboard's text around a name.
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/;

/**
 * 2–24 characters once normalized (core/display-name.ts: NFKC, invisible characters such as the
 * Braille blank and direction marks removed, combining-mark stacks capped), with something
 * visible, and none of the words the ride's staff speak with.
 */
export const displayNameSchema = plainText("Nickname")
  .refine((s) => !BIDI_CONTROLS.test(s), { error: "Nickname must not contain text-direction characters.", abort: true })
  // Before normalizing strips them: a name of invisible characters only is refused as such, not as too short.
  .refine((s) => s.trim() === "" || !isInvisible(s), { error: "Nickname must have visible letters or digits.", abort: true })
  .transform(normalizeDisplayName)
  .pipe(
    z
      .string()
      .min(DISPLAY_NAME_MIN, { error: `Nickname must be at least ${DISPLAY_NAME_MIN} characters.` })
      .max(DISPLAY_NAME_MAX, { error: `Nickname must be at most ${DISPLAY_NAME_MAX} characters.` })
      .refine((s) => !isInvisible(s), { error: "Nickname must have visible letters or digits.", abort: true })
      .superRefine((s, ctx) => {
        const word = refusedWord(s);
        if (word) ctx.addIssue({ code: "custom", message: `Nickname must not use the word “${word}”: it is kept for the ride's staff.` });
      }),
  );

/** Optional phone, digits with an optional leading +, 7–15 digits (E.164 length). */
export const phoneSchema = plainText("Phone")
  .trim()
  .transform((s) => s.replace(/[\s()-]/g, ""))
  .refine((s) => s === "" || /^\+?\d{7,15}$/.test(s), { error: "Phone must be 7 to 15 digits, optionally starting with +." })
  .transform((s) => (s === "" ? null : s))
  .nullish();

export const registerSchema = z.object({
  displayName: displayNameSchema,
  email: emailSchema,
  password: passwordSchema,
  phone: phoneSchema,
  acceptTerms: z.literal(true, { error: "You must accept the rules and privacy notice." }),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** A guest: a nickname only. */
export const joinSchema = z.object({ displayName: displayNameSchema });

/** A guest adds credentials to the same account: register's rules for both. */
export const keepProgressSchema = registerSchema.pick({ email: true, password: true, acceptTerms: true });

export const loginSchema = z.object({
  email: emailSchema,
  password: plainText("Password")
    .min(1, { error: "Password is required." })
    .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters.` }),
});

export const checkpointCodeSchema = plainText("Code")
  .max(32, { error: "Code must be 8 characters, like ABCD-2345." })
  .transform(normalizeCode)
  .refine((c) => c.length === CODE_LENGTH, { error: "Code must be 8 characters, like ABCD-2345." })
  .refine(isValidCode, { error: "Code contains characters that are never used in codes." });

export const uuidSchema = z.uuid({ error: "Must be a valid id." });

export interface FieldError {
  field: string;
  message: string;
  /** A value the server offers instead (a free nickname near a taken one). */
  suggestion?: string | null;
}

/** zod issues → one message per field, the first one found, in input order. */
export function toFieldErrors(error: z.ZodError): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.length ? issue.path.map(String).join(".") : "form";
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issue.message });
  }
  return out;
}

/** User mistakes are data: `{ ok: false, fieldErrors }`, never a thrown 500: the schema convention in docs/decisions/006-server-modules-and-schema.md. */
export function failed<T extends object>(fieldErrors: FieldError[], extra?: T) {
  return { ok: false as const, fieldErrors, ...extra };
}

/** The one UUID check: ids that cannot exist are answered like unknown ones, without a query. */
export function isUuid(value: string): boolean {
  return uuidSchema.safeParse(value).success;
}
