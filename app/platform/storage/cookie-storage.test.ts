import { Window } from "happy-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cookieStorage } from "./cookie-storage.ts";

let win: Window;
beforeEach(() => {
  win = new Window({ url: "http://localhost:5173/end" });
  vi.stubGlobal("document", win.document);
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await win.happyDOM.close();
});

describe("cookie storage", () => {
  it("keeps a JSON value for 24 hours by default", () => {
    cookieStorage.set("notice-dismissed", { at: 1 });
    expect(cookieStorage.get("notice-dismissed")).toEqual({ at: 1 });
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 24 * 3_600_000 - 60_000);
    expect(cookieStorage.get("notice-dismissed")).toEqual({ at: 1 });
    vi.setSystemTime(Date.now() + 2 * 60_000);
    expect(cookieStorage.get("notice-dismissed")).toBeNull();
  });

  it("honours a custom expiry, removes, and reads garbage as null", () => {
    cookieStorage.set("flag", true, 1);
    expect(cookieStorage.get("flag")).toBe(true);
    cookieStorage.remove("flag");
    expect(cookieStorage.get("flag")).toBeNull();
    win.document.cookie = "broken=%7Bnot-json; path=/";
    expect(cookieStorage.get("broken")).toBeNull();
  });
});
