import { isRouteErrorResponse } from "react-router";
import { ERROR_TEXT } from "./error-texts.ts";

export { ERROR_TEXT };

export interface NormalisedError {
  status: number;
  message: string;
}

const FALLBACK_STATUS = 500;

interface GraphQLErrorLike {
  message?: unknown;
  extensions?: { status?: unknown; http?: { status?: unknown } };
}

function asStatus(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 400 && value <= 599 ? value : null;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
}

/** GraphQL errors arrive as `graphQLErrors` (Apollo style) or `response.errors` (graphql-request). */
function graphqlErrors(e: Record<string, unknown>): GraphQLErrorLike[] | null {
  if (Array.isArray(e.graphQLErrors) && e.graphQLErrors.length > 0) return e.graphQLErrors;
  const response = record(e.response);
  if (response && Array.isArray(response.errors) && response.errors.length > 0) return response.errors;
  return null;
}

/** Browsers word a failed fetch differently; all of them are network errors. */
const FETCH_FAILURE = /failed to fetch|networkerror|network request failed|load failed|fetch failed/i;

function networkError(e: Record<string, unknown>): Record<string, unknown> | null {
  const nested = record(e.networkError);
  if (nested) return nested;
  if (e.name === "NetworkError") return e;
  if (e instanceof TypeError && FETCH_FAILURE.test(e.message)) return e;
  return null;
}

/**
 * Every error becomes a message and a status (docs/product.md#error-texts), status falling back to 500. A 404 always
 * reads "This page could not be found", whatever produced it (no route, a failed validity check).
 */
export function normaliseError(error: unknown): NormalisedError {
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return { status: 404, message: ERROR_TEXT.notFound };
    const data = record(error.data);
    const message = text(error.data) ?? text(data?.message) ?? text(error.statusText) ?? ERROR_TEXT.noMessage;
    return { status: asStatus(error.status) ?? FALLBACK_STATUS, message };
  }
  if (typeof Response !== "undefined" && error instanceof Response) {
    const status = asStatus(error.status) ?? FALLBACK_STATUS;
    if (status === 404) return { status, message: ERROR_TEXT.notFound };
    return { status, message: text(error.statusText) ?? ERROR_TEXT.noMessage };
  }
  const e = record(error);
  if (e) {
    const gql = graphqlErrors(e);
    if (gql) {
      const first = gql[0];
      const status = asStatus(first?.extensions?.http?.status) ?? asStatus(first?.extensions?.status);
      return {
        status: status ?? asStatus(e.status) ?? asStatus(record(e.response)?.status) ?? FALLBACK_STATUS,
        message: ERROR_TEXT.graphql(text(first?.message) ?? ERROR_TEXT.noMessage),
      };
    }
    const net = networkError(e);
    if (net) {
      return {
        status: asStatus(net.statusCode) ?? asStatus(net.status) ?? asStatus(e.status) ?? FALLBACK_STATUS,
        message: ERROR_TEXT.network(text(net.message) ?? ERROR_TEXT.noMessage),
      };
    }
    const status = asStatus(e.status) ?? asStatus(e.statusCode) ?? FALLBACK_STATUS;
    if (status === 404) return { status, message: ERROR_TEXT.notFound };
    return { status, message: text(e.message) ?? ERROR_TEXT.noMessage };
  }
  return { status: FALLBACK_STATUS, message: text(error) ?? ERROR_TEXT.noMessage };
}

/** What happened, in the rider's words: the heading, a line on what to do, and whether trying again can help. */
export interface RiderWords {
  title: string;
  hint: string;
  retry: boolean;
}

/** Statuses that may pass on their own: the error page offers Try again for these. */
const PASSING = new Set([408, 429, 500, 502, 503, 504]);

export function riderWords(status: number, pathname = "/"): RiderWords {
  const retry = PASSING.has(status);
  if (status === 404 && pathname.startsWith("/quizresults")) {
    return {
      title: "We couldn't find those results",
      hint: "The link may be old, or the results belong to another rider. Yours are under Your progress.",
      retry,
    };
  }
  if (status === 404) return { title: "Wrong turn", hint: "The address may be mistyped or out of date.", retry };
  if (status === 401 || status === 403) return { title: "No entry", hint: "Sign in as the rider this page belongs to.", retry };
  if (status === 429)
    return { title: "Easy on the throttle", hint: "Too many tries in a short time. Wait a moment, then try again.", retry };
  if (status === 503 || status === 502 || status === 504 || status === 408) {
    return { title: "Road closed for a moment", hint: "MotoQuiz didn't answer just now. Check your signal, then try again.", retry };
  }
  if (status >= 500) return { title: "Engine trouble", hint: "Something broke on our side. Trying again often helps.", retry };
  return { title: "That didn't work", hint: "Go back to the start and try once more.", retry };
}
