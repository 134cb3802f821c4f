import { describe, expect, it } from "vitest";
import { seededRandom } from "#tests/fixtures/seeded-random.ts";
import { CODE_ALPHABET, CODE_LENGTH, codeFromScan, formatCode, generateCode, isValidCode, normalizeCode } from "./checkpoint-code.ts";

describe("the code alphabet", () => {
  it("has no look-alikes: no 0/O, no 1/I/L", () => {
    for (const ch of "0O1IL") expect(CODE_ALPHABET).not.toContain(ch);
  });

  it("holds the other digits and capital letters, each once", () => {
    expect(CODE_ALPHABET).toBe("23456789ABCDEFGHJKMNPQRSTUVWXYZ");
    expect(new Set(CODE_ALPHABET).size).toBe(CODE_ALPHABET.length);
    expect(CODE_LENGTH).toBe(8);
  });
});

describe("normalizeCode", () => {
  it.each([
    ["abcd-2345", "ABCD2345"],
    ["ABCD 2345", "ABCD2345"],
    [" ab-cd 23\t45 ", "ABCD2345"],
    ["AbCd2345", "ABCD2345"],
  ])("%j → %j", (input, expected) => {
    expect(normalizeCode(input)).toBe(expected);
  });
});

describe("isValidCode", () => {
  it("accepts 8 characters of the alphabet", () => {
    expect(isValidCode("ABCD2345")).toBe(true);
    expect(isValidCode("ZZZZ9999")).toBe(true);
  });

  it.each(["ABCD234", "ABCD23456", ""])("rejects the wrong length: %j", (code) => {
    expect(isValidCode(code)).toBe(false);
  });

  it.each(["ABCD234O", "ABCD2340", "ABCD2341", "ABCD234I", "ABCD234L", "abcd2345", "ABCD-234"])(
    "rejects characters outside the alphabet: %j",
    (code) => {
      expect(isValidCode(code)).toBe(false);
    },
  );
});

describe("formatCode", () => {
  it("prints XXXX-XXXX, and normalizing the print gives the code back", () => {
    expect(formatCode("ABCD2345")).toBe("ABCD-2345");
    expect(normalizeCode(formatCode("ABCD2345"))).toBe("ABCD2345");
  });
});

describe("generateCode", () => {
  it("draws valid codes from the injected random bytes", () => {
    const random = seededRandom(7);
    const bytes = (n: number) => Uint8Array.from({ length: n }, () => Math.floor(random() * 256));
    const codes = Array.from({ length: 200 }, () => generateCode(bytes));
    for (const code of codes) expect(isValidCode(code)).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it("rejects bytes that would bias the draw (≥ 248) and keeps drawing until it has 8 characters", () => {
    // 248 = 8 × 31: bytes from 248 up would favour the first 8 characters; only byte 0 ('2') is kept.
    let calls = 0;
    const bytes = (n: number) => {
      calls++;
      return Uint8Array.from({ length: n }, (_, i) => (i === 0 ? 0 : 248 + (i % 8)));
    };
    expect(generateCode(bytes)).toBe("22222222");
    expect(calls).toBe(8);
  });
});

describe("codeFromScan", () => {
  it.each([
    ["ABCD-2345", "ABCD2345"],
    ["  abcd 2345\n", "ABCD2345"],
    ["https://motoquiz.example/scan?code=ABCD-2345", "ABCD2345"],
    ["https://another.host/scan?code=abcd2345&utm=poster", "ABCD2345"],
  ])("%j → %j", (text, expected) => {
    expect(codeFromScan(text)).toBe(expected);
  });

  it.each(["", "ABCD-234", "ABCD-23456", "OOOO-1111", "https://motoquiz.example/scan", "https://motoquiz.example/scan?code=nope"])(
    "%j → null",
    (text) => {
      expect(codeFromScan(text)).toBeNull();
    },
  );
});
