import { act } from "react";
import { createRoot, type Root, type RootOptions } from "react-dom/client";
import { afterEach, beforeEach } from "vitest";

// React's act() warns unless the environment says it is a test.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/** For component tests under happy-dom: a fresh container and React root per test, unmounted after it. */
export function reactRootPerTest(options?: RootOptions): { container: HTMLDivElement; root: Root } {
  const mounted = {} as { container: HTMLDivElement; root: Root };
  beforeEach(() => {
    mounted.container = document.createElement("div");
    document.body.append(mounted.container);
    mounted.root = createRoot(mounted.container, options);
  });
  afterEach(() => {
    act(() => mounted.root.unmount());
    mounted.container.remove();
  });
  return mounted;
}
