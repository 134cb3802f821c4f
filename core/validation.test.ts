import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  checkpointCodeSchema,
  displayNameSchema,
  emailSchema,
  loginSchema,
  passwordSchema,
  phoneSchema,
  registerSchema,
  toFieldErrors,
  uuidSchema,
} from "./validation.ts";

/** The first message zod gives for `input`, or the parsed value when it passes. */
function firstMessage(schema: z.ZodType, input: unknown): string {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to fail, got ${JSON.stringify(result.data)}`);
  return result.error.issues[0]?.message ?? "";
}

describe("emailSchema", () => {
  it("trims and lower-cases a good address", () => {
    expect(emailSchema.parse("  Rider@Example.COM ")).toBe("rider@example.com");
  });

  it.each([
    [undefined, "Email is required."],
    ["rider", "Email must be a valid address, like name@example.com."],
    ["rider@", "Email must be a valid address, like name@example.com."],
    [`${"a".repeat(250)}@x.io`, "Email must be at most 254 characters."],
  ])("%j → %j", (input, message) => {
    expect(firstMessage(emailSchema, input)).toBe(message);
  });
});

describe("passwordSchema", () => {
  it("accepts 8 to 128 characters as they are, spaces included", () => {
    expect(passwordSchema.parse(" 8 chars")).toBe(" 8 chars");
    expect(passwordSchema.parse("x".repeat(128))).toHaveLength(128);
  });

  it.each([
    [undefined, "Password is required."],
    ["1234567", "Password must be at least 8 characters."],
    ["x".repeat(129), "Password must be at most 128 characters."],
  ])("%j → %j", (input, message) => {
    expect(firstMessage(passwordSchema, input)).toBe(message);
  });
});

describe("displayNameSchema", () => {
  it("trims and keeps 2 to 24 characters", () => {
    expect(displayNameSchema.parse("  Jo ")).toBe("Jo");
    expect(displayNameSchema.parse("Ä".repeat(24))).toHaveLength(24);
  });

  it.each([
    [undefined, "Nickname is required."],
    [" J ", "Nickname must be at least 2 characters."],
    ["x".repeat(25), "Nickname must be at most 24 characters."],
    ["Jo\u0000e", "Nickname must not contain control characters."],
    ["Jo\u007fe", "Nickname must not contain control characters."],
  ])("%j → %j", (input, message) => {
    expect(firstMessage(displayNameSchema, input)).toBe(message);
  });
});

describe("phoneSchema", () => {
  it.each([
    ["+49 (151) 234-5678", "+491512345678"],
    ["1234567", "1234567"],
    ["", null],
    ["   ", null],
    [null, null],
    [undefined, undefined],
  ])("%j → %j", (input, expected) => {
    expect(phoneSchema.parse(input)).toBe(expected);
  });

  it.each(["123456", "1".repeat(16), "+49 abc 1234567", "++4912345678"])("rejects %j naming the field", (input) => {
    expect(firstMessage(phoneSchema, input)).toBe("Phone must be 7 to 15 digits, optionally starting with +.");
  });
});

describe("checkpointCodeSchema", () => {
  it.each([
    ["abcd-2345", "ABCD2345"],
    [" ABCD 2345 ", "ABCD2345"],
  ])("%j → %j", (input, expected) => {
    expect(checkpointCodeSchema.parse(input)).toBe(expected);
  });

  it.each([
    [undefined, "Code is required."],
    ["ABCD-234", "Code must be 8 characters, like ABCD-2345."],
    ["ABCD-23456", "Code must be 8 characters, like ABCD-2345."],
    ["A".repeat(33), "Code must be 8 characters, like ABCD-2345."],
    ["ABCD-2340", "Code contains characters that are never used in codes."],
    ["OIL1-2345", "Code contains characters that are never used in codes."],
  ])("%j → %j", (input, message) => {
    expect(firstMessage(checkpointCodeSchema, input)).toBe(message);
  });
});

describe("uuidSchema", () => {
  it("accepts a UUID and rejects anything else", () => {
    expect(uuidSchema.parse("0b7e4f5c-3d5a-4c1e-9f0a-2b3c4d5e6f70")).toBe("0b7e4f5c-3d5a-4c1e-9f0a-2b3c4d5e6f70");
    for (const bad of ["", "not-a-uuid", "0b7e4f5c3d5a4c1e9f0a2b3c4d5e6f70", "'; drop table users; --"]) {
      expect(firstMessage(uuidSchema, bad)).toBe("Must be a valid id.");
    }
  });
});

const goodRegistration = { displayName: "Jo", email: "jo@example.com", password: "long enough", acceptTerms: true };

describe("registerSchema", () => {
  it("accepts a full sign-up, phone optional", () => {
    expect(registerSchema.parse(goodRegistration)).toEqual({ ...goodRegistration });
    expect(registerSchema.parse({ ...goodRegistration, phone: "1234567" }).phone).toBe("1234567");
  });

  it("names each bad field once, in input order", () => {
    const result = registerSchema.safeParse({ displayName: "J", email: "x", password: "short", phone: "12", acceptTerms: false });
    expect(result.success).toBe(false);
    expect(result.success ? [] : toFieldErrors(result.error)).toEqual([
      { field: "displayName", message: "Nickname must be at least 2 characters." },
      { field: "email", message: "Email must be a valid address, like name@example.com." },
      { field: "password", message: "Password must be at least 8 characters." },
      { field: "phone", message: "Phone must be 7 to 15 digits, optionally starting with +." },
      { field: "acceptTerms", message: "You must accept the rules and privacy notice." },
    ]);
  });

  it("requires the consent to be exactly true", () => {
    for (const acceptTerms of [undefined, "true", 1]) {
      const result = registerSchema.safeParse({ ...goodRegistration, acceptTerms });
      expect(result.success ? [] : toFieldErrors(result.error)).toEqual([
        { field: "acceptTerms", message: "You must accept the rules and privacy notice." },
      ]);
    }
  });
});

describe("loginSchema", () => {
  it("accepts any non-empty password (the rule of the day a rider registered may have been different)", () => {
    expect(loginSchema.parse({ email: "Jo@Example.com", password: "x" })).toEqual({ email: "jo@example.com", password: "x" });
  });

  it("names the missing or oversized fields", () => {
    const result = loginSchema.safeParse({ email: "", password: "" });
    expect(result.success ? [] : toFieldErrors(result.error)).toEqual([
      { field: "email", message: "Email must be a valid address, like name@example.com." },
      { field: "password", message: "Password is required." },
    ]);
    expect(firstMessage(loginSchema, { email: "jo@example.com", password: "x".repeat(129) })).toBe(
      "Password must be at most 128 characters.",
    );
  });
});

describe("toFieldErrors", () => {
  it("puts an error without a path on the form", () => {
    const result = registerSchema.safeParse("not an object");
    expect(result.success ? [] : toFieldErrors(result.error)).toEqual([{ field: "form", message: expect.any(String) }]);
  });
});
