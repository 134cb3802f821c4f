import { formatPoints, riderName } from "#app/features/leaderboard/format.ts";
import type { BoardData } from "./board-live.ts";

type Entry = BoardData["entries"][number];

const PLACE = ["1st", "2nd", "3rd"];

/**
 * The top three places at the close. Riders tied on everything share a place and its step; the
 * next place is then skipped, as in the standings (two firsts, then a third).
 */
export function Podium({ entries }: { entries: readonly Entry[] }) {
  // Second, first, third from the left: the winner stands in the middle.
  const order = [2, 1, 3].map((rank) => ({ rank, riders: entries.filter((e) => e.rank === rank) })).filter((s) => s.riders.length > 0);
  return (
    <section className="tv-podium" aria-label="Podium" data-testid="tv-podium">
      {order.map((s) => (
        <div key={s.rank} className="tv-podium__step" data-rank={s.rank}>
          <ul>
            {s.riders.map((e) => (
              <li key={e.userId}>
                <span className="tv-podium__name">{riderName(e.displayName, e.nameTag)}</span>
                <span className="tv-podium__score">{formatPoints(e.score)}</span>
              </li>
            ))}
          </ul>
          <div className="tv-podium__block">{PLACE[s.rank - 1]}</div>
        </div>
      ))}
    </section>
  );
}
