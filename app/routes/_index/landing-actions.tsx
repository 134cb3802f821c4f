import { useSyncExternalStore } from "react";
import { ButtonLink } from "#app/ui/button.tsx";
import { TOKEN_COOKIE } from "#core/constants.ts";

const noSubscribe = () => () => {};
// A plain look at document.cookie: the cookie parser would add a kilobyte to the first page.
const signedInNow = () =>
  document.cookie.split("; ").some((c) => c.startsWith(`${TOKEN_COOKIE.name}=`) && c.length > TOKEN_COOKIE.name.length + 1);
// The prerendered HTML is the signed-out page; a signed-in rider's buttons switch on hydration.
const signedOutOnServer = () => false;

/**
 * The landing's bottom bar. Only the token cookie's presence decides (no GraphQL on the first
 * page): signed in, Start continues at /scan, whose guards send a rider on to /rules or /quiz —
 * the next step of the flow. A stale cookie is caught by that guard, which forgets it.
 */
export function LandingActions() {
  const signedIn = useSyncExternalStore(noSubscribe, signedInNow, signedOutOnServer);
  return (
    <>
      <ButtonLink to={signedIn ? "/scan" : "/register"} variant="primary" block data-testid="start">
        {signedIn ? "Continue" : "Start"}
      </ButtonLink>
      <div className="button-row">
        <ButtonLink to="/sample" block>
          Try a sample
        </ButtonLink>
        {signedIn ? null : (
          <ButtonLink to="/login" block>
            I have an account
          </ButtonLink>
        )}
      </div>
    </>
  );
}
