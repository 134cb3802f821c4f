import { describe, expect, it } from "vitest";
import { classifyCameraError, createRepeatFilter, interpretScan, preflightError } from "./scanner-errors.ts";

const domError = (name: string) => Object.assign(new Error(`${name} happened`), { name });

describe("classifyCameraError", () => {
  it.each([
    ["NotAllowedError", "denied"],
    ["SecurityError", "denied"],
    ["NotFoundError", "no-camera"],
    ["OverconstrainedError", "no-camera"],
    ["NotReadableError", "other"],
    ["AbortError", "other"],
  ])("%s → %s", (name, kind) => {
    expect(classifyCameraError(domError(name), true)).toMatchObject({ kind, name });
  });

  it("names an insecure page as such, whatever the browser threw", () => {
    expect(classifyCameraError(domError("NotAllowedError"), false).kind).toBe("insecure");
  });

  it("copes with a thrown non-Error", () => {
    expect(classifyCameraError("boom", true)).toEqual({ kind: "other", name: "Error", message: "boom" });
    expect(classifyCameraError({ name: "NotFoundError" }, true).kind).toBe("no-camera");
  });
});

describe("preflightError", () => {
  it("insecure before no-camera, none when both are fine", () => {
    expect(preflightError({ isSecureContext: false, hasGetUserMedia: false })?.kind).toBe("insecure");
    expect(preflightError({ isSecureContext: true, hasGetUserMedia: false })?.kind).toBe("no-camera");
    expect(preflightError({ isSecureContext: true, hasGetUserMedia: true })).toBeNull();
  });
});

describe("interpretScan (codeFromScan)", () => {
  it("accepts a checkpoint URL on any host and a bare code in either printed form", () => {
    expect(interpretScan("https://rally.example.org/scan?code=GEAR2345")).toMatchObject({ kind: "code", code: "GEAR2345" });
    expect(interpretScan("http://localhost:5173/scan?code=bend-6789")).toMatchObject({ kind: "code", code: "BEND6789" });
    expect(interpretScan(" CAFE-4567 ")).toMatchObject({ kind: "code", code: "CAFE4567" });
  });

  it("hands anything else back as other content, raw", () => {
    expect(interpretScan("https://example.com/menu")).toEqual({ kind: "other", text: "https://example.com/menu" });
    expect(interpretScan("WIFI:S:cafe;T:WPA;P:secret;;")).toMatchObject({ kind: "other" });
    expect(interpretScan("GEAR0345")).toMatchObject({ kind: "other" }); // 0 is not in the alphabet
  });
});

describe("createRepeatFilter", () => {
  it("lets a text through once while it stays in view, again after it was gone for the window", () => {
    const fresh = createRepeatFilter(1000);
    expect(fresh("A", 0)).toBe(true);
    expect(fresh("A", 100)).toBe(false);
    expect(fresh("A", 1050)).toBe(false); // seen 950 ms ago: still in view
    expect(fresh("B", 1100)).toBe(true);
    expect(fresh("A", 2100)).toBe(true);
  });
});
