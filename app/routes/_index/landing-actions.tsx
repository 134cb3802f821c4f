import { useTokenPresent } from "#app/platform/data/token-present.ts";
import { ButtonLink } from "#app/ui/button.tsx";

/**
 * The landing's bottom bar. Only the token cookie's presence decides (no GraphQL on the first
 * page): signed in, Start continues at /scan, whose guards send a rider on to /rules or /quiz —
 * the next step of the flow. A stale cookie is caught by that guard, which forgets it.
 */
export function LandingActions() {
  const signedIn = useTokenPresent();
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
