import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  checkpointCodeSchema,
  displayNameSchema,
  emailSchema,
  idSchema,
  loginSchema,
  passwordSchema,
  phoneSchema,
  registerSchema,
  toFieldErrors,
} from "./validation.ts";

// C0 controls (NUL, TAB, LF, CR, ESC), DEL and a C1 control: none belongs in a name, code, id or password.
const CONTROLS = ["\u0000", "\t", "\n", "\r", "\u001b", "\u007f", "\u0085"];

function refusal(schema: z.ZodType, value: unknown): string | undefined {
  const r = schema.safeParse(value);
  return r.success ? undefined : r.error.issues[0]?.message;
}

describe("control characters in text and id inputs", () => {
  it.each([
    ["Nickname", displayNameSchema, (c: string) => `Bo${c}b`],
    ["Email", emailSchema, (c: string) => `bob${c}@example.com`],
    ["Email", emailSchema, (c: string) => `bob@example.com${c}`],
    ["Password", passwordSchema, (c: string) => `long enough${c}password`],
    ["Phone", phoneSchema, (c: string) => `+44 20${c}7946 0958`],
    ["Code", checkpointCodeSchema, (c: string) => `GEAR${c}2345`],
    ["Id", idSchema("Id"), (c: string) => `a${c}b`],
  ])("%s refuses each one, saying why", (label, schema, make) => {
    for (const c of CONTROLS)
      expect(refusal(schema, make(c)), JSON.stringify(make(c))).toBe(`${label} must not contain control characters.`);
  });

  it("names the field in register and login", () => {
    const register = registerSchema.safeParse({
      displayName: "Bob\u0000",
      email: "b\u0000@example.com",
      password: "pass\u0000word1",
      phone: "+4420\u00007946",
      acceptTerms: true,
    });
    expect(register.success).toBe(false);
    expect(toFieldErrors((register as { error: z.ZodError }).error).map((e) => e.field)).toEqual([
      "displayName",
      "email",
      "password",
      "phone",
    ]);
    const login = loginSchema.safeParse({ email: "b@example.com", password: "\u0000" });
    expect(toFieldErrors((login as { error: z.ZodError }).error)).toEqual([
      { field: "password", message: "Password must not contain control characters." },
    ]);
  });

  it("still accepts ordinary text, including accents and emoji", () => {
    expect(displayNameSchema.parse("  Zoë 🏍  ")).toBe("Zoë 🏍");
    expect(phoneSchema.parse("+44 (20) 7946-0958")).toBe("+442079460958");
    expect(checkpointCodeSchema.parse("gear-2345")).toBe("GEAR2345");
    expect(idSchema("Question id").parse("gear-03")).toBe("gear-03");
    expect(passwordSchema.parse("correct horse battery")).toBe("correct horse battery");
  });
});
