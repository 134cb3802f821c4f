import { describe, expect, it } from "vitest";
import { riderName } from "./format.ts";

describe("riderName", () => {
  it("adds the tag after a shared name", () => {
    expect(riderName("Ana", "4F2A")).toBe("Ana · 4F2A");
  });
  it("leaves an untagged name as it is", () => {
    expect(riderName("Ana", null)).toBe("Ana");
    expect(riderName("Ana", undefined)).toBe("Ana");
    expect(riderName("Ana", "")).toBe("Ana");
  });
});
