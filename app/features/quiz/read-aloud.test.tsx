// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useReadAloud } from "./read-aloud.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The browser's speech synthesis, recorded: what was queued, and how often it was cancelled. */
class FakeUtterance {
  onend: (() => void) | null = null;
  constructor(public text: string) {}
}
const synth = {
  queued: [] as FakeUtterance[],
  cancels: 0,
  speak(u: FakeUtterance) {
    this.queued.push(u);
  },
  cancel() {
    this.cancels += 1;
    this.queued = [];
  },
};

let reading: ReturnType<typeof useReadAloud> = { speaking: false, stop: () => {} };
function Probe({ parts }: { parts: string[] }) {
  reading = useReadAloud(parts, true);
  return null;
}

beforeEach(() => {
  Object.assign(window, { speechSynthesis: synth });
  Object.assign(globalThis, { SpeechSynthesisUtterance: FakeUtterance });
  synth.queued = [];
  synth.cancels = 0;
});
afterEach(() => {
  Reflect.deleteProperty(window, "speechSynthesis");
});

describe("read aloud (issue 29, item 13)", () => {
  it("reads the prompt first and each choice after it, as separate utterances, and can be stopped", async () => {
    const root = createRoot(document.createElement("div"));
    const parts = ["Question 1 of 5. Once in a bend, what should the throttle do?", "A: Open hard.", "B: Shut off.", "C: Stay steady."];
    await act(async () => root.render(<Probe parts={parts} />));
    expect(synth.queued.map((u) => u.text)).toEqual(parts);
    expect(reading.speaking).toBe(true);
    const cancelsBefore = synth.cancels;
    await act(async () => reading.stop());
    expect(synth.cancels).toBe(cancelsBefore + 1);
    expect(reading.speaking).toBe(false);
    await act(async () => root.unmount());
  });

  it("is no longer speaking once the last choice has been read", async () => {
    const root = createRoot(document.createElement("div"));
    await act(async () => root.render(<Probe parts={["Prompt", "A: one."]} />));
    await act(async () => synth.queued.at(-1)?.onend?.());
    expect(reading.speaking).toBe(false);
    await act(async () => root.unmount());
  });
});
