import { useTokenPresent } from "#app/platform/data/token-present.ts";
import { AppLink } from "#app/ui/app-link.tsx";

export function Footer() {
  const signedIn = useTokenPresent();
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
