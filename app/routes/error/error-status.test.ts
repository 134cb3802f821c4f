import { describe, expect, it } from "vitest";
import { statusFromQuery } from "./error-status.ts";

describe("/error?status=", () => {
  it.each([
    [null, 500],
    ["400", 400],
    ["503", 503],
    ["599", 599],
    ["399", null],
    ["600", null],
    ["200", null],
    ["abc", null],
    ["5o3", null],
    ["503 ", null],
    ["", null],
  ])("%s → %s", (input, expected) => {
    expect(statusFromQuery(input)).toBe(expected);
  });
});
