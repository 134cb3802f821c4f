// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { canonicalizeLocation, canonicalPath } from "./canonical-url.ts";

describe("canonicalPath", () => {
  it.each([
    ["/", "/"],
    ["", "/"],
    ["//", "/"],
    ["/login/", "/login"],
    ["/LOGIN", "/login"],
    ["/Quizresults//", "/quizresults"],
    ["//scan", "/scan"],
    ["/sample", "/sample"],
    ["/No-Such/", "/No-Such"],
  ])("%s → %s", (input, expected) => {
    expect(canonicalPath(input)).toBe(expected);
  });
});

describe("canonicalizeLocation", () => {
  it("replaces the address in place, keeping query and hash and adding no history entry", () => {
    history.replaceState(null, "", "/Scan/?code=GEAR2345#manual");
    const before = history.length;
    expect(canonicalizeLocation(window)).toBe("/scan?code=GEAR2345#manual");
    expect(`${location.pathname}${location.search}${location.hash}`).toBe("/scan?code=GEAR2345#manual");
    expect(history.length).toBe(before);
  });

  it("leaves a canonical address alone", () => {
    history.replaceState(null, "", "/rules?redirect=%2Fscan");
    expect(canonicalizeLocation(window)).toBeNull();
    expect(location.pathname).toBe("/rules");
  });
});
