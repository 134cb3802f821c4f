import { describe, expect, it } from "vitest";
import { DEFAULT_APP_STATE, parseAppState } from "./app-state.ts";

const stored = {
  preferences: { reducedMotion: null, sound: false, vibration: true, confirmTap: true, readAloud: false },
  pendingCode: "GEAR2345",
  sample: { index: 1, answers: { q1: "a", q2: null } },
};

describe("restored app state", () => {
  it("is taken as stored when its shape holds", () => {
    expect(parseAppState(stored)).toEqual(stored);
    expect(parseAppState(DEFAULT_APP_STATE)).toEqual(DEFAULT_APP_STATE);
  });

  it("leaves behind what it no longer holds: sunlight lives in one place, outside this state", () => {
    const older = { ...stored, preferences: { ...stored.preferences, sunlight: true } };
    const restored = parseAppState(older);
    expect(restored?.preferences).toEqual(stored.preferences);
    expect(restored?.preferences).not.toHaveProperty("sunlight");
  });

  it("is dropped when any part is not what it should be", () => {
    expect(parseAppState(null)).toBeNull();
    expect(parseAppState({ ...stored, preferences: { ...stored.preferences, sound: "yes" } })).toBeNull();
    expect(parseAppState({ ...stored, pendingCode: 42 })).toBeNull();
    expect(parseAppState({ ...stored, sample: { index: 0, answers: { q1: 3 } } })).toBeNull();
    expect(parseAppState({ ...stored, sample: null })).toEqual({ ...stored, sample: null });
  });
});
