/** The error catalogue (docs/product.md#error-texts), word for word. Tiny on purpose: the first page imports it. */
export const ERROR_TEXT = {
  notFound: "This page could not be found",
  noMessage: "Error message not found.",
  errorPageFailed: "An error occurred while showing the error page",
  graphql: (message: string) => `GraphQL error: ${message}`,
  network: (message: string) => `Network error: ${message}`,
} as const;
