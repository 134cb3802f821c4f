// @vitest-environment happy-dom
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { loadingBar } from "#app/lib/loading-bar.ts";
import { ErrorPage, ErrorPageGuard } from "./error-page.tsx";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  // React reports errors caught by a boundary; here they are the point of the test.
  root = createRoot(container, { onCaughtError: () => {} });
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function ServiceDown() {
  return <ErrorPage status={503} message="Try again in a moment." />;
}

const Stub = createRoutesStub([{ path: "/", Component: ServiceDown }]);

function Broken(): never {
  throw new Error("the error page broke");
}

describe("ErrorPageGuard", () => {
  it("shows the seed's text and a link home when the error page itself fails", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await act(async () =>
      root.render(
        <ErrorPageGuard>
          <Broken />
        </ErrorPageGuard>,
      ),
    );
    expect(container.textContent).toContain("An error occurred while showing the error page");
    expect(container.querySelector("a")?.getAttribute("href")).toBe("/");
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it("shows the error page when it renders fine", async () => {
    await act(async () =>
      root.render(
        <ErrorPageGuard>
          <Stub />
        </ErrorPageGuard>,
      ),
    );
    expect(container.querySelector("[data-status]")?.getAttribute("data-status")).toBe("503");
    expect(container.querySelector("[data-testid=error-message]")?.textContent).toBe("Try again in a moment.");
    expect(container.querySelector("a[href='/']")).not.toBeNull();
    // Ending on an error page marks the loading bar failed.
    expect(loadingBar.getSnapshot().failed).toBe(true);
  });
});
