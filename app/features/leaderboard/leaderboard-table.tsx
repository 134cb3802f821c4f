import "./leaderboard-table.css";
import { useQuery } from "@tanstack/react-query";
import { hiddenAnswersNote } from "#app/features/quiz/quiz-types.ts";
import { LEADERBOARD_TOP } from "#core/constants.ts";
import { formatPoints, riderName } from "./format.ts";
import { boardOf, leaderboardQueryOptions, useLeaderboardLive } from "./queries.ts";

/**
 * The event's top entries and, when outside them, the rider's own row; updates arrive live. The
 * board's query and subscription are held here, not by the page, so a live frame re-renders this
 * table alone (docs/decisions/011-domain-layout.md, "One answer's way").
 */
export function LeaderboardTable({ eventId, title }: { eventId: string; title: string }) {
  const board = useQuery({ ...leaderboardQueryOptions(eventId), select: boardOf }).data;
  useLeaderboardLive(eventId);
  if (!board) return null;
  const meId = board.me?.userId;
  const meInTop = board.entries.some((e) => e.userId === meId);
  const rows = board.me && !meInTop ? [...board.entries, board.me] : board.entries;
  return (
    <section className="board" aria-labelledby="board-title">
      <h2 id="board-title">{title}</h2>
      <p className="muted board__note">
        Top {LEADERBOARD_TOP}, live ·{" "}
        <span className="num" data-testid="leaderboard-riders">
          {board.riders}
        </span>{" "}
        {board.riders === 1 ? "rider" : "riders"}
      </p>
      {board.answersHidden ? (
        <p className="board__note" data-testid="leaderboard-hidden">
          {hiddenAnswersNote(board.revealsAt, undefined, "Scores and ranks")}
        </p>
      ) : null}
      <ol className="board__list" data-testid="leaderboard">
        {rows.map((e) => (
          <li
            key={e.userId}
            className="board__row"
            data-me={e.userId === meId || undefined}
            data-gap={(board.me && !meInTop && e === board.me) || undefined}
          >
            <span className="board__rank num">{e.rank}</span>
            <span className="board__name">
              {riderName(e.displayName, e.nameTag)}
              {e.userId === meId ? <span className="board__you"> (you)</span> : null}
            </span>
            <span className="board__score num">{formatPoints(e.score)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
