// @vitest-environment happy-dom
import { act, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { useDelayedPending } from "./query-client.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe({ pending, seen }: { pending: boolean; seen: boolean[] }) {
  const show = useDelayedPending(pending);
  useEffect(() => {
    seen.push(show);
  });
  return null;
}

const sleep = (ms: number) => act(() => new Promise((r) => setTimeout(r, ms)));

describe("minimum display delay", () => {
  it("shows a spinner only after 200 ms of pending, and never for a faster answer", async () => {
    const root = createRoot(document.createElement("div"));
    const seen: boolean[] = [];
    await act(() => root.render(<Probe pending seen={seen} />));
    await sleep(150);
    expect(seen.at(-1)).toBe(false);
    await sleep(100);
    expect(seen.at(-1)).toBe(true);

    await act(() => root.render(<Probe pending={false} seen={seen} />));
    expect(seen.at(-1)).toBe(false);
    const fastStart = seen.length;
    await act(() => root.render(<Probe pending seen={seen} />));
    await sleep(120);
    await act(() => root.render(<Probe pending={false} seen={seen} />));
    await sleep(150);
    expect(seen.length).toBeGreaterThan(fastStart);
    expect(seen.slice(fastStart)).not.toContain(true);
    act(() => root.unmount());
  });
});
