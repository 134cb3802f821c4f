/**
 * A `?redirect=` value is followed only when it is a same-origin path: `/scan?code=X` yes,
 * `//evil.example`, `https://…`, `/\evil` or anything not starting with one `/` no.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  try {
    const base = "http://motoquiz.invalid";
    const url = new URL(value, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** `/login?redirect=/scan%3Fcode%3DX`: the current path and query, to come back to afterwards. */
export function withRedirect(target: string, back: URL): string {
  const params = new URLSearchParams({ redirect: `${back.pathname}${back.search}` });
  return `${target}?${params}`;
}
