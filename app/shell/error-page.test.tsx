// @vitest-environment happy-dom
import { act } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { loadingBar } from "#app/platform/routing/loading-bar.ts";
import { reactRootPerTest } from "#tests/support/react-root.ts";
import { ErrorPage, ErrorPageGuard } from "./error-page.tsx";

// React reports errors caught by a boundary; here they are the point of the test.
const dom = reactRootPerTest({ onCaughtError: () => {} });

function ServiceDown() {
  return <ErrorPage status={503} message="Try again in a moment." />;
}

const Stub = createRoutesStub([{ path: "/", Component: ServiceDown }]);

function Broken(): never {
  throw new Error("the error page broke");
}

describe("ErrorPageGuard", () => {
  it("shows the fixed failure text and a link home when the error page itself fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await act(async () =>
      dom.root.render(
        <ErrorPageGuard>
          <Broken />
        </ErrorPageGuard>,
      ),
    );
    expect(dom.container.textContent).toContain("An error occurred while showing the error page");
    expect(dom.container.querySelector("a")?.getAttribute("href")).toBe("/");
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("shows the error page when it renders fine", async () => {
    await act(async () =>
      dom.root.render(
        <ErrorPageGuard>
          <Stub />
        </ErrorPageGuard>,
      ),
    );
    expect(dom.container.querySelector("[data-status]")?.getAttribute("data-status")).toBe("503");
    expect(dom.container.querySelector("[data-testid=error-message]")?.textContent).toBe("Try again in a moment.");
    expect(dom.container.querySelector("a[href='/']")).not.toBeNull();
    // Ending on an error page marks the loading bar failed.
    expect(loadingBar.getSnapshot().failed).toBe(true);
  });
});
