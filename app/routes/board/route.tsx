import { formatPoints, riderName } from "#app/features/leaderboard/format.ts";
import { runGuards } from "#app/platform/routing/guard-runner.ts";
import { pageMeta } from "#app/platform/routing/meta.ts";
import { QrImage } from "#app/ui/qr-image.tsx";
import { formatCode, normalizeCode } from "#core/checkpoint-code.ts";
import type { Route } from "./+types/route";
import "./board.css";
import { type BoardData, type LiveStatus, useBoardLive } from "./board-live.ts";
import { handle } from "./handle.ts";
import { Podium } from "./podium.tsx";
import { useCycle } from "./use-cycle.ts";
import { useWakeLock } from "./use-wake-lock.ts";

export { handle };

/** Riders per page: ten rows read from 5 m on a 1080p screen (board.css sizes them by the screen's height). */
const ROWS_PER_PAGE = 10;
/** How long each view (a page, the podium) stays up. */
const VIEW_MS = 10_000;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(handle.guards, request);
  const url = new URL(request.url);
  const join = url.searchParams.get("join");
  return { eventId: url.searchParams.get("event") as string, joinCode: join === null ? null : normalizeCode(join) };
}

function clock(iso: string): string {
  return new Date(iso).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

const STATUS_TEXT: Record<LiveStatus, string> = { connecting: "Connecting…", live: "Live", reconnecting: "Reconnecting…" };

function Standings({ board, page, pages }: { board: BoardData; page: number; pages: number }) {
  const rows = board.entries.slice(page * ROWS_PER_PAGE, (page + 1) * ROWS_PER_PAGE);
  return (
    <section className="tv-standings" aria-label="Standings">
      {board.answersHidden ? null : (
        <div className="tv-row tv-row--head" aria-hidden="true">
          <span>#</span>
          <span>Rider</span>
          <span className="tv-num">Stops</span>
          <span className="tv-num">Points</span>
        </div>
      )}
      <ol className="tv-list" data-testid="tv-standings">
        {rows.map((e) => (
          <li key={e.userId} className="tv-row" data-rank={e.rank}>
            <span className="tv-rank">{e.rank}</span>
            <span className="tv-name">{riderName(e.displayName, e.nameTag)}</span>
            <span className="tv-num">{e.checkpointsDone}</span>
            <span className="tv-num tv-score">{formatPoints(e.score)}</span>
          </li>
        ))}
      </ol>
      {rows.length === 0 && !board.answersHidden ? (
        <p className="tv-empty">No finishes yet — the first rider to finish a checkpoint leads.</p>
      ) : null}
      {board.answersHidden ? (
        <p className="tv-hidden" data-testid="tv-hidden">
          The standings open at the close{board.revealsAt ? `, ${clock(board.revealsAt)}` : ""}: answers stay secret until then.
        </p>
      ) : null}
      {pages > 1 ? (
        <p className="tv-page" data-testid="tv-page">
          Page {page + 1} of {pages}
          {board.riders > board.entries.length ? ` · top ${board.entries.length} of ${board.riders} riders` : null}
        </p>
      ) : null}
    </section>
  );
}

function Ticker({ board }: { board: BoardData }) {
  return (
    <section className="tv-ticker" aria-label="Latest finishes">
      <h2>Just finished</h2>
      <ol data-testid="tv-ticker">
        {board.finishes.slice(0, 4).map((f) => (
          <li key={f.attemptId}>
            <span className="tv-ticker__name">{f.displayName}</span>
            <span className="tv-ticker__where">
              {f.checkpointName}
              {f.score === null ? "" : ` · ${formatPoints(f.score)}`}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function JoinQr({ code }: { code: string }) {
  const href = `${window.location.origin}/scan?code=${code}`;
  return (
    <section className="tv-join" aria-label="Join">
      <QrImage text={href} size={320} className="tv-join__qr" testId="tv-qr" />
      <p className="tv-join__text">
        Scan to play · <span className="tv-join__code">{formatCode(code)}</span>
      </p>
    </section>
  );
}

export default function Board({ loaderData }: Route.ComponentProps) {
  const { eventId, joinCode } = loaderData;
  const { board, status, missing } = useBoardLive(eventId);
  useWakeLock();
  const pages = Math.max(1, Math.ceil((board?.entries.length ?? 0) / ROWS_PER_PAGE));
  // At the close the podium comes first, then the full board page by page, round again.
  const podium = Boolean(board?.closed && board.entries.length > 0);
  const view = useCycle(pages + (podium ? 1 : 0), VIEW_MS);
  const showPodium = podium && view === 0;
  const page = podium ? view - 1 : view;
  if (missing) {
    return (
      <main className="tv tv--message">
        <p>This event could not be found. Check the board's link in the console.</p>
      </main>
    );
  }
  return (
    <main className="tv" data-status={status}>
      <header className="tv-header">
        <h1>{board?.eventName ?? "MotoQuiz"}</h1>
        <p className="tv-status" role="status" data-testid="tv-status">
          {board?.closed ? "Final results" : STATUS_TEXT[status]}
          {board ? ` · ${board.riders} ${board.riders === 1 ? "rider" : "riders"}` : null}
        </p>
      </header>
      {status === "reconnecting" ? (
        <p className="tv-reconnecting" data-testid="tv-reconnecting">
          Reconnecting… the board comes back by itself.
        </p>
      ) : null}
      <div className="tv-body">
        {board ? (
          showPodium ? (
            <Podium entries={board.entries} />
          ) : (
            <Standings board={board} page={Math.max(0, page)} pages={pages} />
          )
        ) : (
          <p className="tv-empty">Loading the board…</p>
        )}
        <aside className="tv-side">
          {joinCode ? <JoinQr code={joinCode} /> : null}
          {board && board.finishes.length > 0 ? <Ticker board={board} /> : null}
        </aside>
      </div>
    </main>
  );
}

export const meta = () => pageMeta({ title: "Board", description: "The event's live leaderboard, for a TV or projector." });
