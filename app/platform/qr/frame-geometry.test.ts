import { describe, expect, it } from "vitest";
import { PASS_CYCLE, passFor, planFrame, ZOOM_FRACTION } from "./frame-geometry.ts";

describe("planFrame", () => {
  it("takes the centre square of a landscape 1280×720 frame and scales it to maxSide", () => {
    const plan = planFrame(1280, 720, "viewfinder", 400);
    expect(plan.source).toEqual({ x: 280, y: 0, width: 720, height: 720 });
    expect([plan.width, plan.height]).toEqual([400, 400]);
  });

  it("takes the centre square of a portrait frame (phones report 720×1280)", () => {
    const plan = planFrame(720, 1280, "viewfinder", 400);
    expect(plan.source).toEqual({ x: 0, y: 280, width: 720, height: 720 });
  });

  it("zoom keeps the middle share of the short side, at native size when it already fits", () => {
    const plan = planFrame(1280, 720, "zoom", 480);
    const side = Math.round(720 * ZOOM_FRACTION);
    expect(plan.source).toEqual({ x: (1280 - side) / 2, y: (720 - side) / 2, width: side, height: side });
    expect([plan.width, plan.height]).toEqual([side, side]);
  });

  it("full keeps the aspect ratio at the same pixel count as a side × side square", () => {
    expect(planFrame(640, 480, "full", 400)).toMatchObject({ source: { x: 0, y: 0, width: 640, height: 480 }, width: 462, height: 346 });
    const wide = planFrame(1280, 720, "full", 240);
    expect([wide.width, wide.height]).toEqual([320, 180]);
    expect(wide.width * wide.height).toBeLessThanOrEqual(240 * 240);
  });

  it("never upscales a small frame", () => {
    expect(planFrame(320, 240, "viewfinder", 400)).toMatchObject({ width: 240, height: 240 });
  });

  it("keeps odd sizes inside the frame", () => {
    const plan = planFrame(641, 479, "viewfinder", 400);
    expect(plan.source.x + plan.source.width).toBeLessThanOrEqual(641);
    expect(plan.source.y + plan.source.height).toBeLessThanOrEqual(479);
    expect(plan.source.x).toBeGreaterThanOrEqual(0);
  });

  it("refuses a video without a size (metadata not loaded)", () => {
    expect(() => planFrame(0, 0, "full", 400)).toThrow(RangeError);
  });
});

describe("passFor", () => {
  it("cycles, mostly the viewfinder, with the whole frame and an inverted pass in every cycle", () => {
    const kinds = PASS_CYCLE.map((p) => p.kind);
    expect(kinds.filter((k) => k === "viewfinder").length).toBeGreaterThanOrEqual(kinds.length / 2);
    expect(kinds).toContain("full");
    expect(PASS_CYCLE.some((p) => p.inverted)).toBe(true);
    expect(passFor(PASS_CYCLE.length)).toEqual(passFor(0));
    expect(passFor(PASS_CYCLE.length + 3)).toEqual(passFor(3));
  });
});
