import { z } from "zod";
import { CODE_LENGTH, isValidCode, normalizeCode } from "./checkpoint-code.ts";

/** Shared by the server (the rule) and the client (a courtesy). Messages name the field. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const DISPLAY_NAME_MIN = 2;
export const DISPLAY_NAME_MAX = 24;
export const EMAIL_MAX = 254;

export const emailSchema = z
  .string({ error: "Email is required." })
  .trim()
  .max(EMAIL_MAX, { error: `Email must be at most ${EMAIL_MAX} characters.` })
  .pipe(z.email({ error: "Email must be a valid address, like name@example.com." }))
  .transform((s) => s.toLowerCase());

export const passwordSchema = z
  .string({ error: "Password is required." })
  .min(PASSWORD_MIN, { error: `Password must be at least ${PASSWORD_MIN} characters.` })
  .max(PASSWORD_MAX, { error: `Password must be at most ${PASSWORD_MAX} characters.` });

export const displayNameSchema = z
  .string({ error: "Display name is required." })
  .trim()
  .min(DISPLAY_NAME_MIN, { error: `Display name must be at least ${DISPLAY_NAME_MIN} characters.` })
  .max(DISPLAY_NAME_MAX, { error: `Display name must be at most ${DISPLAY_NAME_MAX} characters.` })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), { error: "Display name contains characters that cannot be shown." });

/** Optional phone, digits with an optional leading +, 7–15 digits (E.164 length). */
export const phoneSchema = z
  .string()
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

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Password is required." }).min(1, { error: "Password is required." }).max(PASSWORD_MAX, {
    error: `Password must be at most ${PASSWORD_MAX} characters.`,
  }),
});

export const checkpointCodeSchema = z
  .string({ error: "Code is required." })
  .max(32, { error: "Code must be 8 characters, like ABCD-2345." })
  .transform(normalizeCode)
  .refine((c) => c.length === CODE_LENGTH, { error: "Code must be 8 characters, like ABCD-2345." })
  .refine(isValidCode, { error: "Code contains characters that are never used in codes." });

export const uuidSchema = z.uuid({ error: "Must be a valid id." });

export interface FieldError {
  field: string;
  message: string;
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
