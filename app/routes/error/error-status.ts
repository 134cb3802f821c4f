/** Reason phrases for the statuses the error page is most likely to show. */
const REASONS: Record<number, string> = {
  400: "Bad request",
  401: "Sign in to continue",
  403: "You are not allowed to see this page",
  408: "The request took too long",
  409: "That changed in the meantime",
  410: "This page is gone",
  429: "Too many tries. Wait a moment and try again.",
  500: "Something went wrong on our side",
  502: "The server could not be reached",
  503: "The service is unavailable right now. Try again in a moment.",
  504: "The server took too long to answer",
};

export function reasonFor(status: number): string {
  return REASONS[status] ?? `Error ${status}`;
}

/**
 * `/error?status=NNN`: no status means 500; a status 400–599 is shown as asked; anything else is a
 * failed validity check (null → 404).
 */
export function statusFromQuery(value: string | null): number | null {
  if (value === null) return 500;
  if (!/^\d{3}$/.test(value)) return null;
  const status = Number(value);
  return status >= 400 && status <= 599 ? status : null;
}
