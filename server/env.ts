import { z } from "zod";

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

/** Server configuration: every variable is listed in .env.example and docs/organizers.md. */
const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    /** PGlite data directory, used when DATABASE_URL is not set. */
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: "DATABASE_URL must start with postgres:// or postgresql://" })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    TLS_CERT_FILE: z.string().min(1).optional(),
    TLS_KEY_FILE: z.string().min(1).optional(),
    /** Accept only the operations in app/graphql/__generated__/persisted-documents.json. */
    PERSISTED_OPERATIONS_ONLY: flag,
    CLIENT_ADDRESS_PATH: z
      .string()
      .regex(/^\/[\w\-/]*$/)
      .default("/client-address"),
    /** Extra origins allowed to open the websocket, comma separated (same host is always allowed). */
    ALLOWED_ORIGINS: z
      .string()
      .optional()
      .transform((s) =>
        s
          ? s
              .split(",")
              .map((o) => o.trim())
              .filter(Boolean)
          : [],
      ),
    /**
     * Behind reverse proxies: how many of them append to X-Forwarded-For (the client is that many
     * entries from the right). 0/false: none; 1/true: one (nginx or Caddy in front).
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v) => (v === "true" ? "1" : v === "false" || v === undefined || v === "" ? "0" : v))
      .pipe(z.string().regex(/^\d$/, { error: "TRUST_PROXY must be a number of proxies (0, 1, 2…) or true/false." }))
      .transform(Number),
    /**
     * The demo event: "1" creates it whenever it is missing, "0" never; unset: always in dev and
     * tests, and under NODE_ENV=production only while no organizer exists (docs/organizers.md).
     */
    DEMO_EVENT: z.enum(["0", "1", ""]).optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .refine((e) => Boolean(e.TLS_CERT_FILE) === Boolean(e.TLS_KEY_FILE), {
    path: ["TLS_KEY_FILE"],
    error: "TLS_CERT_FILE and TLS_KEY_FILE go together.",
  });

type Env = z.infer<typeof envSchema>;

/** Fails fast with every field error at once, so a bad deploy says what to fix. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "env"}: ${i.message}`);
  throw new Error(`Invalid environment:\n${lines.join("\n")}`);
}

/** server/db/seed.ts's demo-event rule for this environment (docs/organizers.md, "The demo event"). */
export function demoEventMode(env: Pick<Env, "DEMO_EVENT" | "NODE_ENV">): "always" | "until-organizer" | "never" {
  if (env.DEMO_EVENT === "1") return "always";
  if (env.DEMO_EVENT === "0") return "never";
  return env.NODE_ENV === "production" ? "until-organizer" : "always";
}
