import { useSyncExternalStore } from "react";
import { TOKEN_COOKIE } from "#core/constants.ts";

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
// A plain look at document.cookie: the cookie parser (token-cookie.ts) would add a kilobyte to the first page.
const tokenPresent = () =>
  document.cookie.split("; ").some((c) => c.startsWith(`${TOKEN_COOKIE.name}=`) && c.length > TOKEN_COOKIE.name.length + 1);
// The prerendered landing is the signed-out page: a signed-in rider's links switch on hydration.
const notOnServer = () => false;

/** token-cookie.ts calls this after it sets or removes the token: what shows it re-reads. */
export function tokenChanged(): void {
  for (const listener of listeners) listener();
}

/**
 * Whether the session token cookie is there: its presence only, with no data layer. A stale
 * cookie is caught by the guards, which ask the server and forget it; a logout (or sign-in) in
 * this tab is seen at once, so the landing does not offer Continue to a rider who just left.
 */
export function useTokenPresent(): boolean {
  return useSyncExternalStore(subscribe, tokenPresent, notOnServer);
}
