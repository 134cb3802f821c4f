import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect.ts";

describe("safeRedirectPath", () => {
  it.each([
    ["/scan?code=GEAR2345", "/scan?code=GEAR2345"],
    ["/quiz#q2", "/quiz#q2"],
    ["//evil.example/x", null],
    ["/\\evil.example", null],
    ["https://evil.example/", null],
    ["javascript:alert(1)", null],
    ["scan", null],
    ["", null],
    [null, null],
  ])("%s → %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  // Each value as `?redirect=` hands it over, i.e. after one round of URL decoding.
  it.each([
    ["dot segment before //", "/.//evil.example/x"],
    ["dot-dot segment before //", "/..//evil.example/x"],
    ["several dot segments", "/./.././/evil.example"],
    ["encoded dot segments", "/%2e//evil.example"],
    ["encoded dot-dot segments", "/%2E%2E//evil.example"],
    ["three slashes", "///evil.example"],
    ["backslash after /", "/\\evil.example"],
    ["backslash later", "/./\\evil.example"],
    ["slash backslash mix", "/\\/evil.example"],
    ["encoded slash", "/%2Fevil.example"],
    ["encoded slash, lower case", "/%2fevil.example"],
    ["encoded backslash", "/%5Cevil.example"],
    ["double-encoded slash", "/%252F%252Fevil.example"],
    ["tab the parser strips", "/\t/evil.example"],
    ["newline the parser strips", "/\n/evil.example"],
    ["carriage return", "/\r/evil.example"],
    ["null byte", "/scan\u0000"],
    ["encoded null byte", "/scan%00"],
    ["encoded tab", "/%09/evil.example"],
    ["delete character", "/\u007f/evil.example"],
    ["space", "/ /evil.example"],
    ["scheme-relative with dot host", "//./evil.example"],
    ["absolute http", "http://evil.example/x"],
    ["scheme without slashes", "http:evil.example"],
    ["data URL", "data:text/html,x"],
  ])("refuses %s", (_name, input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });

  it.each([
    ["/scan?code=ABCD-2345&from=qr", "/scan?code=ABCD-2345&from=qr"],
    ["/quizresults?attempt=1#top", "/quizresults?attempt=1#top"],
    ["/rules/../scan", "/scan"],
    ["/./scan", "/scan"],
    // A nested ?redirect= (login → rules → scan) keeps its encoded slash: only the path is strict.
    ["/rules?redirect=%2Fscan%3Fcode%3DGEAR2345", "/rules?redirect=%2Fscan%3Fcode%3DGEAR2345"],
  ])("keeps the same-origin path %s as %s", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });
});
