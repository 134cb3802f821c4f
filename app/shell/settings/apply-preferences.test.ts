// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { applyMotion } from "./apply-preferences.ts";

describe("applyMotion", () => {
  it("marks the page for CSS, and leaves the system setting in charge when there is no choice", () => {
    const root = document.createElement("html");
    applyMotion(true, root);
    expect(root.dataset.motion).toBe("reduce");
    applyMotion(false, root);
    expect(root.dataset.motion).toBe("full");
    applyMotion(null, root);
    expect(root.dataset.motion).toBeUndefined();
  });
});
