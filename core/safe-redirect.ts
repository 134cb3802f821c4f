/**
 * The one rule for `?redirect=`, on both sides: the client's guards and sign-in screens, and the
 * server's plain form posts (server/http/first-forms.ts) that answer with a redirect.
 */
// Any origin would do: only "is the result still on it" matters, and a fixed one keeps this pure.
const BASE = "http://motoquiz.invalid";
// The path as written may hold only unreserved characters and "/": no backslash, no %-escape (so
// no encoded slash, backslash, dot or control character), nothing the URL parser strips or rewrites.
const PLAIN_PATH = /^\/[A-Za-z0-9._~/-]*$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
const UNSAFE_ANYWHERE = /[\u0000-\u0020\u007f\\]/;

/**
 * A `?redirect=` value is followed only when it is a same-origin path: `/scan?code=X` yes,
 * `//evil.example`, `/.//evil.example`, `/%2F…`, `/\evil`, `https://…` no. The decision is taken on
 * the URL as the browser will resolve it (dot segments removed), not on the text before that, and
 * what comes back is that resolved path, which resolves to itself again.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value || UNSAFE_ANYWHERE.test(value)) return null;
  const rawPath = value.split(/[?#]/, 1)[0] ?? "";
  if (!PLAIN_PATH.test(rawPath)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== BASE || path.startsWith("//")) return null;
  return new URL(path, BASE).href === url.href ? path : null;
}
