import { PREFETCH_IDLE_TIMEOUT_MS } from "#app/platform/constants.ts";
import { whenLinkFree } from "./weak-link.ts";

/** The bits of `navigator` that decide whether prefetching is welcome. */
export interface NetworkHints {
  onLine: boolean;
  connection?: { effectiveType?: string; saveData?: boolean };
}

export type IdleWindow = Pick<Window, "setTimeout" | "clearTimeout"> & {
  requestIdleCallback?: (cb: () => void, opts: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `task` at the next idle moment, at the latest after 2000 ms (docs/product.md#prefetch). */
export function whenIdle(task: () => void, win: IdleWindow = window): () => void {
  if (win.requestIdleCallback) {
    const handle = win.requestIdleCallback(task, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
    return () => win.cancelIdleCallback?.(handle);
  }
  // Safari has no requestIdleCallback: a timer is the closest stand-in.
  const handle = win.setTimeout(task, 1);
  return () => win.clearTimeout(handle);
}

/**
 * Runs `task` at an idle moment once the link is free for it: on a weak link, after question 1
 * has been served or off the quiz's screens (weak-link.ts), so it does not share the link with the
 * way there. Returns a cancel.
 */
export function whenIdleOnFreeLink(task: () => void, win: IdleWindow & { navigator: NetworkHints } = window): () => void {
  let cancelIdle: (() => void) | undefined;
  const cancelWait = whenLinkFree(() => {
    cancelIdle = whenIdle(task, win);
  }, win.navigator);
  return () => {
    cancelWait();
    cancelIdle?.();
  };
}
