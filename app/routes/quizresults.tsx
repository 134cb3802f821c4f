import { DefaultLayout } from "#app/components/default-layout.tsx";
import { AnswerReview } from "#app/components/results/answer-review.tsx";
import { LeaderboardTable } from "#app/components/results/leaderboard-table.tsx";
import { ScoreSummary } from "#app/components/results/score-summary.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { notFound, runGuards } from "#app/lib/guard-runner.ts";
import type { GuardFn } from "#app/lib/guards.ts";
import { useLeaderboardLive } from "#app/lib/live.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { getQueryClient } from "#app/lib/query-client.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { leaderboardQueryOptions } from "#app/queries/leaderboard.ts";
import { attemptQueryOptions } from "#app/queries/quiz.ts";
import { sessionQueryOptions } from "#app/queries/session.ts";
import { useQuery, useSuspenseQuery } from "@tanstack/react-query";
import type { Route } from "./+types/quizresults";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Validity check: `?attempt=` must look like an attempt id before anything is asked. */
const attemptParam: GuardFn = ({ url }) => {
  const id = url.searchParams.get("attempt");
  if (id !== null && !UUID.test(id)) notFound();
};

export const handle = { guards: ["auth", "check-routes", attemptParam] } satisfies RouteHandle;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(handle.guards, request);
  const queryClient = getQueryClient();
  const asked = new URL(request.url).searchParams.get("attempt");
  const id = asked ?? (await queryClient.ensureQueryData(sessionQueryOptions())).flow?.lastFinishedAttemptId;
  if (!id) notFound();
  // Unknown, someone else's or unfinished: the server answers null and the page does not exist.
  const { attempt } = await queryClient.ensureQueryData(attemptQueryOptions(id));
  if (!attempt?.finishedAt) notFound();
  await queryClient.ensureQueryData(leaderboardQueryOptions(attempt.checkpoint.event.id));
  return { attemptId: id };
}

export default function QuizResults({ loaderData }: Route.ComponentProps) {
  const attempt = useSuspenseQuery(attemptQueryOptions(loaderData.attemptId)).data.attempt;
  const eventId = attempt?.checkpoint.event.id ?? null;
  const board = useQuery(leaderboardQueryOptions(eventId)).data?.leaderboard ?? null;
  useLeaderboardLive(eventId);
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
        total={attempt.total}
        totalTimeMs={attempt.elapsedMs}
        rank={board?.me?.rank ?? null}
        riders={board?.riders ?? 0}
      />
      {board ? <LeaderboardTable board={board} title={`${attempt.checkpoint.event.name} leaderboard`} /> : null}
      <h2 className="review-title">Your answers</h2>
      <AnswerReview answers={attempt.answers} />
    </DefaultLayout>
  );
}

export const meta = () => pageMeta({ title: "Results", description: "Your checkpoint score, the right answers explained, and the live leaderboard." });
