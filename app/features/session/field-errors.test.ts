import { describe, expect, it } from "vitest";
import { splitFieldErrors } from "./field-errors.ts";

describe("splitFieldErrors", () => {
  const fields = ["displayName", "email", "consent"] as const;

  it("puts each message next to its field, renaming API names to the form's", () => {
    const split = splitFieldErrors(
      [
        { field: "email", message: "Enter a valid email address." },
        { field: "acceptTerms", message: "You must accept the rules and privacy notice." },
      ],
      fields,
      { acceptTerms: "consent" },
    );
    expect(split).toEqual({
      fields: {
        email: "Enter a valid email address.",
        consent: "You must accept the rules and privacy notice.",
      },
      form: null,
      suggestion: null,
    });
  });

  it("carries the server's suggestion for a taken name", () => {
    const split = splitFieldErrors(
      [{ field: "displayName", message: "Anna B rides at this event already.", suggestion: "Anna B 2" }],
      fields,
    );
    expect(split.fields.displayName).toBe("Anna B rides at this event already.");
    expect(split.suggestion).toBe("Anna B 2");
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
