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
      <p className="muted small" data-testid="rules-timing">
        Your event total is the sum over the checkpoints you finish before the event ends. Equal totals: less answer time wins, then the
        earlier finish. The server's clock decides: your time runs from the server sending the question until your answer reaches it, less 2
        seconds for the network. A slow connection can cost you the speed bonus, never a right answer: one you tapped in time that arrives
        late because the signal dropped counts 500 points, with the full {DEFAULT_SECONDS_PER_QUESTION} seconds as its time — once per
        checkpoint, while the event is open. "No answer" is final. With gloves (tap twice), a pick you have not confirmed is locked in when
        time runs out. At some events, points and right answers show only once the event closes.
      </p>
      <div className="callout" role="note">
        <strong>Fair play.</strong> Never ride and answer — stop the bike first. No looking answers up: the quiz is there to make the ride
        safer, not to win by searching.
      </div>
    </div>
  );
}
