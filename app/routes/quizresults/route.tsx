import { onlineManager, useQuery, useSuspenseQuery } from "@tanstack/react-query";
import { LeaderboardTable } from "#app/features/leaderboard/leaderboard-table.tsx";
import { leaderboardQueryOptions, placeOf } from "#app/features/leaderboard/queries.ts";
import { attemptQueryOptions } from "#app/features/quiz/queries.ts";
import { flowOf, sessionQueryOptions } from "#app/features/session/queries.ts";
import { getRestoredQueryClient, loadQuery } from "#app/platform/data/query-client.ts";
import { notFound, runGuards } from "#app/platform/routing/guard-runner.ts";
import { pageMeta } from "#app/platform/routing/meta.ts";
import { DefaultLayout } from "#app/shell/default-layout.tsx";
import { ButtonLink } from "#app/ui/button.tsx";
import type { Route } from "./+types/route";
import { AnswerReview } from "./answer-review.tsx";
import { handle } from "./handle.ts";
import { ScoreSummary } from "./score-summary.tsx";

export { handle };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(handle.guards, request);
  const queryClient = await getRestoredQueryClient();
  const asked = new URL(request.url).searchParams.get("attempt");
  const id = asked ?? flowOf(await loadQuery(queryClient, sessionQueryOptions(), "ensure"))?.lastFinishedAttemptId;
  if (!id) notFound();
  // Unknown, someone else's or unfinished: the server answers null and the page does not exist.
  const { attempt } = await loadQuery(queryClient, attemptQueryOptions(id), "ensure");
  if (!attempt?.finishedAt) notFound();
  // The board is extra: offline without a kept copy, the results show without it.
  const board = leaderboardQueryOptions(attempt.checkpoint.event.id);
  if (onlineManager.isOnline() || queryClient.getQueryData(board.queryKey)) await loadQuery(queryClient, board, "ensure");
  return { attemptId: id };
}

export default function QuizResults({ loaderData }: Route.ComponentProps) {
  const attempt = useSuspenseQuery(attemptQueryOptions(loaderData.attemptId)).data.attempt;
  const eventId = attempt?.checkpoint.event.id ?? null;
  // Only the rider's place: the board itself is read by LeaderboardTable, which a live frame re-renders alone.
  const place = useQuery({ ...leaderboardQueryOptions(eventId), select: placeOf }).data;
  if (!attempt) return null;
  return (
    <DefaultLayout
      actions={
        <ButtonLink to="/end" variant="primary" block>
          Finish
        </ButtonLink>
      }
    >
      <p className="eyebrow">{attempt.checkpoint.name} · done</p>
      <h1>Your results</h1>
      <ScoreSummary
        score={attempt.score}
        correct={attempt.correctCount}
        revealsAt={attempt.answers[0]?.revealsAt}
        total={attempt.total}
        totalTimeMs={attempt.elapsedMs}
        rank={place?.rank ?? null}
        riders={place?.riders ?? 0}
      />
      <LeaderboardTable eventId={attempt.checkpoint.event.id} title={`${attempt.checkpoint.event.name} leaderboard`} />
      <h2 className="review-title">Your answers</h2>
      <AnswerReview answers={attempt.answers} />
    </DefaultLayout>
  );
}

export const meta = () =>
  pageMeta({ title: "Results", description: "Your checkpoint score, the right answers explained, and the live leaderboard." });
