// @vitest-environment happy-dom
import { act, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useDelayedPending } from "./delayed-pending.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe({ pending, seen }: { pending: boolean; seen: boolean[] }) {
  const show = useDelayedPending(pending);
  useEffect(() => {
    seen.push(show);
  });
  return null;
}

// Fake timers: the shared machine must not decide whether 150 ms passed before 200 ms did.
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

afterEach(() => {
  vi.useRealTimers();
});

describe("minimum display delay", () => {
  it("shows a spinner only after 200 ms of pending, and never for a faster answer", async () => {
    vi.useFakeTimers();
    const root = createRoot(document.createElement("div"));
    const seen: boolean[] = [];
    await act(() => root.render(<Probe pending seen={seen} />));
    advance(199);
    expect(seen.at(-1)).toBe(false);
    advance(1);
    expect(seen.at(-1)).toBe(true);

    await act(() => root.render(<Probe pending={false} seen={seen} />));
    expect(seen.at(-1)).toBe(false);
    const fastStart = seen.length;
    await act(() => root.render(<Probe pending seen={seen} />));
    advance(120);
    await act(() => root.render(<Probe pending={false} seen={seen} />));
    advance(500);
    expect(seen.length).toBeGreaterThan(fastStart);
    expect(seen.slice(fastStart)).not.toContain(true);
    act(() => root.unmount());
  });
});
