import { describe, expect, it } from "vitest";
import { isInvisible, MAX_MARKS_PER_LETTER, nameKey, normalizeDisplayName, refusedWord, suggestedName } from "./display-name.ts";
import { displayNameSchema } from "./validation.ts";

const message = (input: string) => {
  const r = displayNameSchema.safeParse(input);
  return r.success ? null : r.error.issues[0]?.message;
};

describe("display names", () => {
  it("refuses a name of Braille blanks, direction marks or other invisible characters only", () => {
    expect(isInvisible("\u2800\u2800\u2800")).toBe(true);
    expect(message("\u2800\u2800\u2800")).toBe("Nickname must have visible letters or digits.");
    expect(message("\u200f\u200e\u200f")).toBe("Nickname must have visible letters or digits.");
    expect(message("\u3164\u3164")).toBe("Nickname must have visible letters or digits.");
  });

  it("stores the name without its invisible characters and with Zalgo stacks capped", () => {
    expect(displayNameSchema.parse("An\u2800na\u200f B")).toBe("Anna B");
    const zalgo = `Z${"\u0301\u0302\u0303\u0304\u0305\u0306".repeat(3)}ed`;
    const stored = normalizeDisplayName(zalgo);
    expect(stored.match(/\p{M}/gu)).toHaveLength(MAX_MARKS_PER_LETTER);
    expect(displayNameSchema.parse(zalgo)).toBe(stored);
    expect(normalizeDisplayName("Ｆｕｌｌ　ｗｉｄｔｈ")).toBe("Full width");
    expect(normalizeDisplayName("Nguyễn")).toBe("Nguyễn");
  });

  it("gives look-alikes one skeleton: homoglyphs, digits for letters, spaces and invisible characters", () => {
    expect(nameKey("Anna")).toBe(nameKey("\u0410nna")); // Cyrillic А
    expect(nameKey("Paolo")).toBe(nameKey("Pa0l0"));
    expect(nameKey("Anna B")).toBe(nameKey("anna\u200bb"));
    expect(nameKey("Anna")).not.toBe(nameKey("Anne"));
  });

  it("refuses the staff's words however they are dressed up, and the organizer's own", () => {
    for (const name of ["Organizer 7", "0rg4nizer", "\u0410dmin", "O r g a n i z e r", "MotoQuiz team"])
      expect(refusedWord(name)).not.toBeNull();
    for (const name of ["Badminton Bob", "Anna B", "Staffan"]) expect(refusedWord(name)).toBeNull();
    expect(refusedWord("Marshal Mike", ["marshal"])).toBe("marshal");
    expect(message("Organizer 7")).toBe("Nickname must not use the word “organizer”: it is kept for the ride's staff.");
  });

  it("offers numbered names near a taken one, within the length limit", () => {
    expect([2, 3, 10].map((n) => suggestedName("Anna B", n))).toEqual(["Anna B 2", "Anna B 3", "Anna B 10"]);
    expect(suggestedName("Anna B 2", 3)).toBe("Anna B 3");
    expect(suggestedName("x".repeat(24), 2)).toBe(`${"x".repeat(22)} 2`);
    expect(suggestedName("x".repeat(24), 10)).toBe(`${"x".repeat(21)} 10`);
  });
});
