import { describe, expect, it } from "vitest";
import { safeRedirectPath, withRedirect } from "./redirect.ts";
import { statusFromQuery } from "./error-status.ts";

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

  it("builds a login address that comes back to path and query", () => {
    const target = withRedirect("/login", new URL("http://x.test/scan?code=GEAR2345"));
    expect(new URL(target, "http://x.test").searchParams.get("redirect")).toBe("/scan?code=GEAR2345");
  });
});

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
