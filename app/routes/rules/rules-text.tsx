import { RULES_COPY, type RulesPart } from "#core/rules-copy.ts";
import "#app/styles/account.css";

const part = (p: RulesPart, i: number) => (typeof p === "string" ? p : <em key={i}>{p.em}</em>);

/**
 * The rules as docs/product.md states them: checkpoints, time, scoring (with ties), fair play. The
 * words are core/rules-copy.ts's, which the server's painted rules show before the scripts arrive.
 */
export function RulesText() {
  return (
    <div className="rules">
      <ol className="steps">
        {RULES_COPY.steps.map((step) => (
          <li key={step.lead}>
            <span>
              <strong>{step.lead}</strong> {step.parts.map(part)}
            </span>
          </li>
        ))}
      </ol>
      <table className="score-table">
        <caption className="visually-hidden">{RULES_COPY.scoreCaption}</caption>
        <tbody>
          {RULES_COPY.scores.map((row) => (
            <tr key={row.when}>
              <th scope="row">
                <span aria-hidden="true">{row.mark} </span>
                {row.when}
              </th>
              <td>{row.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted small">{RULES_COPY.totals}</p>
      <div className="callout" role="note">
        <strong>{RULES_COPY.fairPlay.lead}</strong> {RULES_COPY.fairPlay.text}
      </div>
    </div>
  );
}
