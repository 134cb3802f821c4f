import { parse, serialize } from "cookie";
import { COOKIE_STORAGE_DEFAULT_HOURS } from "#app/platform/constants.ts";

/**
 * Small flags in cookies (the insecure-connection notice, dismissed: shell/insecure-notice.tsx),
 * 24 hours by default (docs/product.md#cached-entries-and-cookie-storage). Values are JSON, read
 * back as `unknown` for the caller to check; an unreadable cookie reads as null. Never for
 * secrets: cookies travel with every request.
 */
export const cookieStorage = {
  get(name: string): unknown {
    if (typeof document === "undefined") return null;
    const raw = parse(document.cookie)[name];
    if (raw == null) return null;
    try {
      return JSON.parse(raw);
    } catch {
      return null;
    }
  },
  set(name: string, value: unknown, hours: number = COOKIE_STORAGE_DEFAULT_HOURS): void {
    if (typeof document === "undefined") return;
    const expires = new Date(Date.now() + hours * 3_600_000);
    // biome-ignore lint/suspicious/noDocumentCookie: the value is built and escaped by the cookie package
    document.cookie = serialize(name, JSON.stringify(value), { path: "/", expires, sameSite: "lax" });
  },
  remove(name: string): void {
    if (typeof document === "undefined") return;
    // biome-ignore lint/suspicious/noDocumentCookie: the value is built and escaped by the cookie package
    document.cookie = serialize(name, "", { path: "/", expires: new Date(0) });
  },
};
