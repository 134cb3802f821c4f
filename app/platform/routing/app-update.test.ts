import { describe, expect, it } from "vitest";
import { whenFullDownloadWelcome } from "./app-update.ts";
import { savingData } from "./weak-link.ts";

/** A NetworkInformation stand-in: its hints and its change event. */
function connection(hints: { saveData?: boolean; effectiveType?: string }) {
  return Object.assign(new EventTarget(), hints);
}

const settled = async (p: Promise<void>) => {
  let done = false;
  void p.then(() => {
    done = true;
  });
  await new Promise((r) => setTimeout(r, 0));
  return done;
};

describe("the offline shell's download honours data saver and 2G (seed S1/S6)", () => {
  it("names the connections that save data", () => {
    expect(savingData(connection({ saveData: true, effectiveType: "4g" }))).toBe(true);
    expect(savingData(connection({ effectiveType: "slow-2g" }))).toBe(true);
    expect(savingData(connection({ effectiveType: "2g" }))).toBe(true);
    expect(savingData(connection({ effectiveType: "3g" }))).toBe(false);
    expect(savingData(undefined)).toBe(false);
  });

  it("goes ahead at once on a connection that allows it, or where the browser says nothing", async () => {
    expect(await settled(whenFullDownloadWelcome(connection({ effectiveType: "4g" })))).toBe(true);
    expect(await settled(whenFullDownloadWelcome(undefined))).toBe(true);
  });

  it("with data saver, waits until the rider turns it off", async () => {
    const c = connection({ saveData: true, effectiveType: "4g" });
    const waiting = whenFullDownloadWelcome(c);
    expect(await settled(waiting)).toBe(false);
    c.dispatchEvent(new Event("change"));
    expect(await settled(waiting)).toBe(false);
    c.saveData = false;
    c.dispatchEvent(new Event("change"));
    expect(await settled(waiting)).toBe(true);
  });
});
