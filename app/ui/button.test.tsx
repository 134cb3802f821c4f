// @vitest-environment happy-dom

import { QueryClient, QueryClientProvider, useMutation } from "@tanstack/react-query";
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MIN_DISPLAY_DELAY_MS } from "#app/platform/constants.ts";
import { Button } from "./button.tsx";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A button that saves through a real TanStack mutation, the way the screens use it. */
function SaveButton({ takesMs }: { takesMs: number }) {
  const save = useMutation({ mutationFn: () => new Promise((resolve) => setTimeout(resolve, takesMs)) });
  return (
    <Button pending={save.isPending} pendingLabel="Saving…" onClick={() => save.mutate()}>
      Save
    </Button>
  );
}

let container: HTMLDivElement;
let root: ReturnType<typeof createRoot>;
/** Every state the button was ever seen in, recorded on each DOM change, not only at the checks. */
let seen: string[];
let observer: MutationObserver;

function state(): string {
  const button = container.querySelector("button");
  const spinner = button?.querySelector('[role="status"]') ? "spinner" : "no spinner";
  return `${button?.textContent} | ${spinner} | busy=${button?.getAttribute("aria-busy") ?? "-"} | disabled=${button?.getAttribute("aria-disabled") ?? "-"}`;
}

// Fake timers: the shared machine must not decide whether 150 ms passed before 200 ms did.
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(async () => {
  vi.useFakeTimers();
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  seen = [];
  observer = new MutationObserver(() => seen.push(state()));
  observer.observe(container, { subtree: true, childList: true, attributes: true, characterData: true });
});

afterEach(() => {
  observer.disconnect();
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

async function tapAButtonWhoseSaveTakes(takesMs: number) {
  const client = new QueryClient();
  await act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <SaveButton takesMs={takesMs} />
      </QueryClientProvider>,
    ),
  );
  const idle = state();
  await act(() => container.querySelector("button")?.click());
  return idle;
}

const IDLE = "Save | no spinner | busy=- | disabled=-";
const BUSY = "Saving… | spinner | busy=true | disabled=true";

describe("Button pending: the minimum display delay of data fetches", () => {
  it("a save that settles within 200 ms never shows a spinner, a pending label, aria-busy or the dimmed look", async () => {
    expect(MIN_DISPLAY_DELAY_MS).toBe(200);
    expect(await tapAButtonWhoseSaveTakes(150)).toBe(IDLE);
    await advance(1000);
    expect(state()).toBe(IDLE);
    expect(seen.filter((s) => s !== IDLE)).toEqual([]);
  });

  it("a slow save shows the spinner with its label once 200 ms have passed, and drops it when settled", async () => {
    await tapAButtonWhoseSaveTakes(600);
    await advance(MIN_DISPLAY_DELAY_MS - 1);
    expect(state()).toBe(IDLE);
    await advance(1);
    expect(state()).toBe(BUSY);
    expect(container.querySelector('[role="status"]')?.textContent).toBe("Saving…");
    await advance(600);
    expect(state()).toBe(IDLE);
  });

  it("ignores a second tap at once, before the spinner shows", async () => {
    const onClick = vi.fn();
    await act(() =>
      root.render(
        <Button pending onClick={onClick}>
          Save
        </Button>,
      ),
    );
    await act(() => container.querySelector("button")?.click());
    expect(onClick).not.toHaveBeenCalled();
    expect(state()).toBe(IDLE);
  });
});
