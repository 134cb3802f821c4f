import { z } from "zod";

/** The question bank's shape (content/), also used by `ops questions import`. */
export const CATEGORIES = ["GEAR", "TECHNIQUE", "HAZARDS", "MAINTENANCE", "RULES", "GROUP_FIRST_AID"] as const;
export type Category = (typeof CATEGORIES)[number];

export const CHOICE_LABELS = ["A", "B", "C", "D"] as const;

/** The side of the road an event's riders keep to; the bank's road pictures are drawn for RIGHT. */
export const DRIVES_ON = ["LEFT", "RIGHT"] as const;
export type DrivesOn = (typeof DRIVES_ON)[number];

const questionId = z.string().regex(/^[a-z0-9-]{3,64}$/, { error: "id must be 3–64 lowercase letters, digits or dashes." });
const conceptName = z.string().regex(/^[a-z0-9-]{3,64}$/, { error: "concept must be 3–64 lowercase letters, digits or dashes." });

export const questionSchema = z
  .object({
    id: questionId,
    category: z.enum(CATEGORIES, { error: `category must be one of ${CATEGORIES.join(", ")}.` }),
    difficulty: z.number().int().min(1).max(3),
    /**
     * The one fact the question teaches (content/README.md#concepts). A rider meets one question per
     * concept in an event; without one, a question is its own concept.
     */
    concept: conceptName.optional(),
    /** Marks a deliberate variant: the id of the question whose concept this one shares. */
    variantOf: questionId.optional(),
    prompt: z.string().trim().min(10, { error: "prompt must be at least 10 characters." }).max(240),
    choices: z
      .array(z.string().trim().min(1, { error: "choices must not be empty." }).max(120))
      .min(2, { error: "choices must have 2 to 4 entries." })
      .max(4, { error: "choices must have 2 to 4 entries." }),
    /** Index into choices. */
    correct: z.number().int().min(0),
    explanation: z.string().trim().min(20, { error: "explanation must be at least 20 characters." }).max(320),
    basis: z.string().trim().min(5, { error: "basis must name the kind of source." }).max(120),
    /** File name under content/pictures/. */
    picture: z
      .string()
      .regex(/^[a-z0-9-]+\.svg$/)
      .optional(),
    pictureAlt: z.string().trim().min(5).max(200).optional(),
    /** The picture is a road scene without text, drawn for right-hand traffic: mirrored for LEFT events. */
    pictureMirrorable: z.boolean().optional(),
  })
  .superRefine((q, ctx) => {
    if (q.correct >= q.choices.length)
      ctx.addIssue({ code: "custom", path: ["correct"], message: "correct must point at one of the choices." });
    const lower = q.choices.map((c) => c.toLowerCase());
    if (new Set(lower).size !== lower.length) ctx.addIssue({ code: "custom", path: ["choices"], message: "choices must not repeat." });
    if (Boolean(q.picture) !== Boolean(q.pictureAlt))
      ctx.addIssue({ code: "custom", path: ["pictureAlt"], message: "picture and pictureAlt go together." });
    if (q.variantOf !== undefined && q.concept === undefined)
      ctx.addIssue({ code: "custom", path: ["concept"], message: "a variant (variantOf) names the concept it shares." });
    if (q.variantOf === q.id) ctx.addIssue({ code: "custom", path: ["variantOf"], message: "variantOf names another question." });
    if (q.pictureMirrorable && !q.picture)
      ctx.addIssue({ code: "custom", path: ["pictureMirrorable"], message: "pictureMirrorable needs a picture." });
  });
export type QuestionInput = z.infer<typeof questionSchema>;

/** Questions taken out of the bank: the seed sets them inactive where an older bank stored them. */
export const retiredSchema = z.array(z.object({ id: questionId, reason: z.string().trim().min(5, { error: "reason must say why." }) }));

const checkpointSeedSchema = z.object({
  code: z.string().regex(/^[2-9A-HJKMNP-Z]{8}$/),
  name: z.string().min(2).max(80),
  description: z.string().max(400),
  /** The themes its questions are drawn from; none: the whole bank. */
  categories: z.array(z.enum(CATEGORIES)).default([]),
  questionCount: z.number().int().min(1).max(20),
  secondsPerQuestion: z.number().int().min(5).max(120),
});

export const eventSeedSchema = z.object({
  name: z.string().min(2).max(80),
  drivesOn: z.enum(DRIVES_ON).default("RIGHT"),
  checkpoints: z.array(checkpointSeedSchema).min(1),
});
