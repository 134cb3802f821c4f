import { AppLink } from "./ui/app-link.tsx";

export function Footer() {
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
            <AppLink to="/login">Sign in</AppLink>
          </li>
        </ul>
        <p className="footer__note">MotoQuiz · Ride safe, answer fast.</p>
      </div>
    </footer>
  );
}
