import { parse, serialize } from "cookie";
import { TOKEN_COOKIE, tokenCookieOptions } from "#core/constants.ts";
import { tokenChanged } from "./token-present.ts";

/** The session token from the cookie `apollo-token`, or null (also outside a browser). */
export function getToken(): string | null {
  if (typeof document === "undefined") return null;
  return parse(document.cookie)[TOKEN_COOKIE.name] || null;
}

/** Stores the token for 7 days on path "/", not secure-only (docs/product.md#token-cookie); an empty token removes it. */
export function setToken(token: string | null | undefined): void {
  if (typeof document === "undefined") return;
  if (!token) {
    removeToken();
    return;
  }
  // biome-ignore lint/suspicious/noDocumentCookie: script-readable by design (docs/decisions/001-auth.md), built by the cookie package
  document.cookie = serialize(TOKEN_COOKIE.name, token, tokenCookieOptions(Date.now()));
  tokenChanged();
}

export function removeToken(): void {
  if (typeof document === "undefined") return;
  // biome-ignore lint/suspicious/noDocumentCookie: script-readable by design (docs/decisions/001-auth.md), built by the cookie package
  document.cookie = serialize(TOKEN_COOKIE.name, "", { path: TOKEN_COOKIE.path, expires: new Date(0), maxAge: 0 });
  tokenChanged();
}

/** `Authorization: Bearer {token}` exactly when the cookie holds a token. */
export function authHeaders(): Record<string, string> {
  const token = getToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}
