import { describe, expect, it } from "vitest";
import { withRedirect } from "./redirect.ts";

describe("withRedirect", () => {
  it("builds a login address that comes back to path and query", () => {
    const target = withRedirect("/login", new URL("http://x.test/scan?code=GEAR2345"));
    expect(new URL(target, "http://x.test").searchParams.get("redirect")).toBe("/scan?code=GEAR2345");
  });
});
