import { GRAPHQL_URL } from "#app/platform/env.ts";
import { authHeaders } from "./token-cookie.ts";
import { createTransport, type Document, type RequestOptions } from "./transport.ts";

/** The app's one HTTP transport: env endpoint, APQ, the token cookie as Authorization. */
export const transport = createTransport({ url: GRAPHQL_URL, headers: authHeaders });

export function request<TResult, TVariables>(
  document: Document<TResult, TVariables>,
  variables?: TVariables,
  options?: RequestOptions,
): Promise<TResult> {
  return transport.request(document, variables, options);
}
