import { z } from "zod";
import { CATEGORIES } from "#core/content-schema.ts";
import { type FieldError, toFieldErrors } from "#core/validation.ts";

// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

function text(label: string, min: number, max: number) {
  return z
    .string({ error: `${label} is required.` })
    .refine((s) => !CONTROL.test(s), { error: `${label} must not contain control characters.`, abort: true })
    .trim()
    .min(min, { error: min <= 1 ? `${label} is required.` : `${label} must be at least ${min} characters.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const eventInputSchema = z
  .object({
    name: text("Name", 2, 80),
    startsAt: z.date().nullish(),
    endsAt: z.date().nullish(),
    timeZone: text("Time zone", 1, 64).refine(isTimeZone, { error: "Time zone must be an IANA zone such as Europe/Berlin or UTC." }),
    drivesOn: z.enum(["LEFT", "RIGHT"]),
    revealMode: z.enum(["AFTER_EACH_ANSWER", "AT_CLOSE"]),
    isDefault: z.boolean(),
  })
  .check((ctx) => {
    const { startsAt, endsAt } = ctx.value;
    if (startsAt && endsAt && endsAt <= startsAt)
      ctx.issues.push({ code: "custom", path: ["endsAt"], message: "Ends must be after starts.", input: endsAt });
  });

export const checkpointInputSchema = z.object({
  name: text("Name", 2, 80),
  description: text("Description", 0, 400),
  categories: z.array(z.enum(CATEGORIES)).transform((c) => [...new Set(c)]),
  questionCount: z.number().int().min(1, { error: "Questions must be 1 to 20." }).max(20, { error: "Questions must be 1 to 20." }),
  secondsPerQuestion: z.number().int().min(5, { error: "Seconds must be 5 to 120." }).max(120, { error: "Seconds must be 5 to 120." }),
});

export const ownQuestionSchema = z
  .object({
    prompt: text("Question", 5, 300),
    choices: z
      .array(text("Choice", 1, 120))
      .min(2, { error: "Give 2 to 4 choices." })
      .max(4, { error: "Give 2 to 4 choices." }),
    correct: z.number({ error: "Right choice is required." }).int(),
    explanation: text("Explanation", 5, 600),
    category: z.enum(CATEGORIES, { error: `Category must be one of ${CATEGORIES.join(", ")}.` }),
    checkpointIds: z.array(z.string()).default([]),
  })
  .check((ctx) => {
    const { choices, correct } = ctx.value;
    if (correct < 0 || correct >= choices.length)
      ctx.issues.push({ code: "custom", path: ["correct"], message: "Right choice must be one of the choices given.", input: correct });
    const seen = new Set(choices.map((c) => c.toLowerCase()));
    if (seen.size < choices.length) ctx.issues.push({ code: "custom", path: ["choices"], message: "Choices must differ.", input: choices });
  });

export type EventInput = z.output<typeof eventInputSchema>;
export type CheckpointInput = z.output<typeof checkpointInputSchema>;
export type OwnQuestionInput = z.output<typeof ownQuestionSchema>;

/** Parsed, or the field errors with each path under `prefix` (the GraphQL input's nesting). */
export function parse<S extends z.ZodType>(
  schema: S,
  value: unknown,
  prefix: string,
): { data: z.output<S>; errors: null } | { data: null; errors: FieldError[] } {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data, errors: null };
  return { data: null, errors: toFieldErrors(result.error).map((e) => ({ ...e, field: prefix ? `${prefix}.${e.field}` : e.field })) };
}
