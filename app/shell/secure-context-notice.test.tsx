// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, expect, it, vi } from "vitest";
import { cookieStorage } from "#app/platform/storage/cookie-storage.ts";
import { INSECURE_NOTICE_DISMISSED } from "./insecure-notice.tsx";
import { SecureContextNotice } from "./secure-context-notice.tsx";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

afterEach(() => {
  Reflect.deleteProperty(window, "isSecureContext");
  cookieStorage.remove(INSECURE_NOTICE_DISMISSED);
  vi.useRealTimers();
});

/** Mounts the notice as a page load does and returns its container once the lazy part has settled. */
async function mount(secure: boolean) {
  Object.defineProperty(window, "isSecureContext", { value: secure, configurable: true });
  const container = document.createElement("div");
  const root = createRoot(container);
  await act(async () => root.render(<SecureContextNotice />));
  // The notice is its own chunk: wait for it (or for nothing, in a secure context).
  await act(() => vi.dynamicImportSettled());
  return { container, unmount: () => act(() => root.unmount()) };
}

const notice = (container: HTMLElement) => container.querySelector("[data-testid=insecure-notice]");

it.each([
  [false, true],
  [true, false],
])("isSecureContext %s → notice shown: %s", async (secure, shown) => {
  const { container, unmount } = await mount(secure);
  expect(Boolean(notice(container))).toBe(shown);
  if (shown) expect(container.textContent).toMatch(/type codes in by hand/);
  unmount();
});

it("Got it keeps the notice away for 24 hours, in a cookie (the cookie storage helper's flag)", async () => {
  const first = await mount(false);
  const gotIt = [...first.container.querySelectorAll("button")].find((b) => b.textContent === "Got it");
  await act(async () => gotIt?.dispatchEvent(new MouseEvent("click", { bubbles: true })));
  expect(notice(first.container)).toBeNull();
  expect(document.cookie).toContain(`${INSECURE_NOTICE_DISMISSED}=true`);
  first.unmount();

  // The next page load within the day: still away.
  const later = await mount(false);
  expect(notice(later.container)).toBeNull();
  later.unmount();

  // A day on, the cookie has expired: the notice is back.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.now() + 24 * 3_600_000 + 60_000);
  const nextDay = await mount(false);
  expect(notice(nextDay.container)).not.toBeNull();
  nextDay.unmount();
});
