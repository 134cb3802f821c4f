import { useSyncExternalStore } from "react";
import { AppLink } from "#app/ui/app-link.tsx";
import { TOKEN_COOKIE } from "#core/constants.ts";

const noSubscribe = () => () => {};
// The token cookie's presence is enough here: no data layer and no cookie parser on the first page.
const signedInNow = () =>
  document.cookie.split("; ").some((c) => c.startsWith(`${TOKEN_COOKIE.name}=`) && c.length > TOKEN_COOKIE.name.length + 1);
// The prerendered landing is the signed-out page; a signed-in rider's link switches on hydration.
const signedOutOnServer = () => false;

export function Footer() {
  const signedIn = useSyncExternalStore(noSubscribe, signedInNow, signedOutOnServer);
  return (
    <footer className="footer">
      <div className="footer__inner">
        <ul className="footer__links">
          <li>
            <AppLink to="/rules">Rules</AppLink>
          </li>
          <li>
            <AppLink to="/sample">Practice round</AppLink>
          </li>
          <li>
            {/* /end shows the rider's results and Log out; its guard sends a rider with none yet to the next step. */}
            {signedIn ? <AppLink to="/end">Your progress</AppLink> : <AppLink to="/login">Sign in</AppLink>}
          </li>
        </ul>
        <p className="footer__note">MotoQuiz · Ride safe, answer fast.</p>
      </div>
    </footer>
  );
}
