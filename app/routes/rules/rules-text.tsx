import { DEFAULT_QUESTION_COUNT, DEFAULT_SECONDS_PER_QUESTION } from "#core/constants.ts";
import "#app/styles/account.css";

/** The rules as docs/product.md states them: checkpoints, time, scoring (with ties), fair play. */
export function RulesText() {
  return (
    <div className="rules">
      <ol className="steps">
        <li>
          <span>
            <strong>Checkpoints.</strong> Each stop has a poster with a QR code and a code printed under it. Scan it with this app or your
            phone's camera, or type the code in. One go per checkpoint.
          </span>
        </li>
        <li>
          <span>
            <strong>Stop first.</strong> Park up before you scan. The clock starts only when you tap <em>I'm stopped — start</em>:{" "}
            {DEFAULT_QUESTION_COUNT} questions, {DEFAULT_SECONDS_PER_QUESTION} seconds each.
          </span>
        </li>
        <li>
          <span>
            <strong>Scoring.</strong> Right and fast scores most; wrong or out of time scores nothing.
          </span>
        </li>
      </ol>
      <table className="score-table">
        <caption className="visually-hidden">Points for one question</caption>
        <tbody>
          <tr>
            <th scope="row">
              <span aria-hidden="true">✓ </span>Right, straight away
            </th>
            <td>≈ 1000</td>
          </tr>
          <tr>
            <th scope="row">
              <span aria-hidden="true">✓ </span>Right, at the buzzer
            </th>
            <td>500</td>
          </tr>
          <tr>
            <th scope="row">
              <span aria-hidden="true">✗ </span>Wrong or out of time
            </th>
            <td>0</td>
          </tr>
        </tbody>
      </table>
      <p className="muted small">
        Your event total is the sum over all checkpoints. Equal totals: less answer time wins; equal on both, you share the rank (how fast
        you rode never counts). The server's clock decides, so a slow connection does not cost you points. An answer you tap in time that
        arrives late because the signal dropped still counts if it is right, at 500 points — once per checkpoint.
      </p>
      <div className="callout" role="note">
        <strong>Fair play.</strong> Never ride and answer — stop the bike first. No looking answers up: the quiz is there to make the ride
        safer, not to win by searching.
      </div>
    </div>
  );
}
