import { data, UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from "react-router";
import { describe, expect, it } from "vitest";
import { GraphQLClientError } from "#app/platform/data/client-error.ts";
import { ERROR_TEXT, normaliseError } from "./errors.ts";
import { notFound, runGuards } from "./guard-runner.ts";

/** What the router hands the error boundary for a thrown `data(...)`. */
async function caught(fn: () => unknown): Promise<unknown> {
  try {
    await fn();
  } catch (error) {
    const value = error as { type?: string; init?: { status?: number }; data?: unknown } | null;
    if (value?.type === "DataWithResponseInit") return new ErrorResponseImpl(value.init?.status ?? 500, "", value.data);
    return error;
  }
  throw new Error("did not throw");
}

describe("normaliseError — docs/product.md#error-texts", () => {
  it("no route matched: 404 This page could not be found", () => {
    const noMatch = new ErrorResponseImpl(404, "Not Found", 'Error: No route matches URL "/nope"');
    expect(normaliseError(noMatch)).toEqual({ status: 404, message: "This page could not be found" });
  });

  it("a failed validity check: 404 This page could not be found", async () => {
    expect(normaliseError(await caught(() => notFound()))).toEqual({ status: 404, message: "This page could not be found" });
  });

  it("an unknown guard: 500 Unknown middleware <name>", async () => {
    const error = await caught(() => runGuards(["nope"], new Request("http://x.test/rules")));
    expect(normaliseError(error)).toEqual({ status: 500, message: "Unknown middleware nope" });
  });

  it("a GraphQL error: GraphQL error: {message}", () => {
    const error = new GraphQLClientError({ graphQLErrors: [{ message: "Checkpoint is closed" }], status: 200 });
    expect(normaliseError(error)).toEqual({ status: 500, message: "GraphQL error: Checkpoint is closed" });
    const apollo = { graphQLErrors: [{ message: "Forbidden", extensions: { http: { status: 403 } } }] };
    expect(normaliseError(apollo)).toEqual({ status: 403, message: "GraphQL error: Forbidden" });
  });

  it("a network error: Network error: {message}", () => {
    const error = new GraphQLClientError({ networkError: new TypeError("Failed to fetch") });
    expect(normaliseError(error)).toEqual({ status: 500, message: "Network error: Failed to fetch" });
    expect(normaliseError(new TypeError("Failed to fetch"))).toEqual({ status: 500, message: "Network error: Failed to fetch" });
    expect(normaliseError({ networkError: { message: "Bad gateway", statusCode: 502 } })).toEqual({
      status: 502,
      message: "Network error: Bad gateway",
    });
  });

  it("nothing usable: Error message not found., status 500", () => {
    for (const nothing of [undefined, null, 42, "", {}, new Error("")]) {
      expect(normaliseError(nothing)).toEqual({ status: 500, message: "Error message not found." });
    }
  });

  it("status falls back to 500; an error's own 4xx/5xx status is kept", () => {
    expect(normaliseError(new Error("boom"))).toEqual({ status: 500, message: "boom" });
    expect(normaliseError(Object.assign(new Error("slow down"), { status: 429 }))).toEqual({ status: 429, message: "slow down" });
    expect(normaliseError(Object.assign(new Error("odd"), { status: 200 }))).toEqual({ status: 500, message: "odd" });
    expect(normaliseError("plain text")).toEqual({ status: 500, message: "plain text" });
  });

  it("a thrown Response and a route error response keep their status", async () => {
    expect(normaliseError(new Response(null, { status: 503, statusText: "Service Unavailable" }))).toEqual({
      status: 503,
      message: "Service Unavailable",
    });
    const gone = await caught(() => {
      throw data("Gone fishing", { status: 410 });
    });
    expect(normaliseError(gone)).toEqual({ status: 410, message: "Gone fishing" });
  });

  it("the error page's own failure text is the catalogue's", () => {
    expect(ERROR_TEXT.errorPageFailed).toBe("An error occurred while showing the error page");
  });
});
