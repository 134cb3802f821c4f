// @vitest-environment happy-dom
import { act } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { reactRootPerTest } from "#tests/support/react-root.ts";
import { LimitNotice } from "./limit-notice.tsx";

const dom = reactRootPerTest();

function show(messages: (string | null)[]) {
  const router = createMemoryRouter([{ path: "/", element: <LimitNotice messages={messages} /> }]);
  act(() => dom.root.render(<RouterProvider router={router} />));
}

describe("LimitNotice", () => {
  it("offers the practice round beside a limit's message", () => {
    show([null, "Too many sign-ups from here — try again in 9 minutes."]);
    const link = dom.container.querySelector("a");
    expect(link?.getAttribute("href")).toBe("/sample");
    expect(dom.container.textContent).toContain("try the practice round");
  });
  it("stays away for any other message", () => {
    show(["Wrong e-mail or password.", null]);
    expect(dom.container.innerHTML).toBe("");
  });
});
