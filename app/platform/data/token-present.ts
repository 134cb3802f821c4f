import { useSyncExternalStore } from "react";
import { TOKEN_COOKIE } from "#core/constants.ts";

const noSubscribe = () => () => {};
// A plain look at document.cookie: the cookie parser (token-cookie.ts) would add a kilobyte to the first page.
const tokenPresent = () =>
  document.cookie.split("; ").some((c) => c.startsWith(`${TOKEN_COOKIE.name}=`) && c.length > TOKEN_COOKIE.name.length + 1);
// The prerendered landing is the signed-out page: a signed-in rider's links switch on hydration.
const notOnServer = () => false;

/**
 * Whether the session token cookie is there: its presence only, with no data layer. A stale
 * cookie is caught by the guards, which ask the server and forget it.
 */
export function useTokenPresent(): boolean {
  return useSyncExternalStore(noSubscribe, tokenPresent, notOnServer);
}
