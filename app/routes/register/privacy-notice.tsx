import { DEFAULT_QUESTION_COUNT, DEFAULT_SECONDS_PER_QUESTION } from "#core/constants.ts";

/** The short rules and privacy texts the consent box refers to, readable before signing up. */
export function PrivacyNotice() {
  return (
    <div className="disclosures">
      <details className="disclosure">
        <summary>The rules in short</summary>
        <ul>
          <li>Scan the poster at each checkpoint, then answer {DEFAULT_QUESTION_COUNT} questions.</li>
          <li>{DEFAULT_SECONDS_PER_QUESTION} seconds a question; the clock starts only when you tap start.</li>
          <li>Fast right answers score most. Always stop before you scan — never answer while riding.</li>
        </ul>
      </details>
      <details className="disclosure">
        <summary>Privacy: what we keep and why</summary>
        <ul>
          <li>
            <strong>Nickname and scores</strong> are shown on the event's leaderboard to everyone taking part.
          </li>
          <li>
            <strong>Email and password</strong> are only for signing in. The password is stored as a salted hash; we never see it.
          </li>
          <li>
            <strong>Phone</strong> is optional; the organiser may use it to reach prize winners. It is never shown.
          </li>
          <li>No advertising trackers. Ask the organiser to delete your account at any time.</li>
        </ul>
      </details>
    </div>
  );
}
