import { describe, expect, it } from "vitest";
import { splitFieldErrors } from "./field-errors.ts";

describe("splitFieldErrors", () => {
  const fields = ["displayName", "email", "consent"] as const;

  it("puts each message next to its field, renaming API names to the form's", () => {
    const split = splitFieldErrors(
      [
        { field: "email", message: "An account with this email already exists. Log in instead." },
        { field: "acceptTerms", message: "You must accept the rules and privacy notice." },
      ],
      fields,
      { acceptTerms: "consent" },
    );
    expect(split).toEqual({
      fields: {
        email: "An account with this email already exists. Log in instead.",
        consent: "You must accept the rules and privacy notice.",
      },
      form: null,
    });
  });

  it("keeps the first message per field and turns unknown fields into the form message", () => {
    const split = splitFieldErrors(
      [
        { field: "email", message: "first" },
        { field: "email", message: "second" },
        { field: "form", message: "Too many attempts — try again in 30 s." },
        { field: "somethingElse", message: "later" },
      ],
      fields,
    );
    expect(split.fields).toEqual({ email: "first" });
    expect(split.form).toBe("Too many attempts — try again in 30 s.");
  });
});
