export interface GraphQLErrorLike {
  message: string;
  path?: readonly (string | number)[];
  extensions?: Record<string, unknown>;
}

/**
 * What every failed request throws. One shape for every caller: the message is
 * "GraphQL error: {message}" per server error, or "Network error: {message}" when no usable
 * answer came back, so the shell's normaliser (app/platform/routing/errors.ts) shows it as it is.
 */
export class GraphQLClientError extends Error {
  readonly graphQLErrors: readonly GraphQLErrorLike[];
  readonly networkError: Error | null;
  /** HTTP status of the answer; 0 when none arrived. */
  readonly status: number;

  constructor(opts: { graphQLErrors?: readonly GraphQLErrorLike[]; networkError?: Error | null; status?: number }) {
    const graphQLErrors = opts.graphQLErrors ?? [];
    const networkError = opts.networkError ?? null;
    const lines = graphQLErrors.map((e) => `GraphQL error: ${e.message}`);
    if (networkError) lines.push(`Network error: ${networkError.message}`);
    super(lines.join("\n") || "Error message not found.");
    this.name = "GraphQLClientError";
    this.graphQLErrors = graphQLErrors;
    this.networkError = networkError;
    this.status = opts.status ?? 0;
  }

  /** The status the error page shows: the HTTP status when it is an error status, else 500. */
  get httpStatus(): number {
    return this.status >= 400 ? this.status : 500;
  }
}

export function isGraphQLClientError(err: unknown): err is GraphQLClientError {
  return err instanceof GraphQLClientError;
}
