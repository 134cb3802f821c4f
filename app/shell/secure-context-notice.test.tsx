// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, expect, it } from "vitest";
import { SecureContextNotice } from "./secure-context-notice.tsx";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

afterEach(() => {
  Reflect.deleteProperty(window, "isSecureContext");
});

it.each([
  [false, true],
  [true, false],
])("isSecureContext %s → notice shown: %s", async (secure, shown) => {
  Object.defineProperty(window, "isSecureContext", { value: secure, configurable: true });
  const container = document.createElement("div");
  const root = createRoot(container);
  await act(async () => root.render(<SecureContextNotice />));
  expect(Boolean(container.querySelector("[data-testid=insecure-notice]"))).toBe(shown);
  if (shown) expect(container.textContent).toMatch(/type codes in by hand/);
  act(() => root.unmount());
});
