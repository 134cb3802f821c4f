import { useCheckpointQuiz } from "#app/components/quiz/checkpoint-quiz.tsx";
import { DefaultLayout } from "#app/components/default-layout.tsx";
import { runGuards } from "#app/lib/guard-runner.ts";
import { pageMeta } from "#app/lib/meta.ts";
import { getQueryClient } from "#app/lib/query-client.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { currentQuestionQueryOptions } from "#app/queries/quiz.ts";
import { sessionQueryOptions } from "#app/queries/session.ts";
import type { Route } from "./+types/quiz";

export const handle = { guards: ["auth", "check-routes"] } satisfies RouteHandle;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(handle.guards, request);
  const queryClient = getQueryClient();
  // Always asked afresh: after a reload the server says which question is open and its deadline.
  await Promise.all([
    queryClient.ensureQueryData(sessionQueryOptions()),
    queryClient.fetchQuery(currentQuestionQueryOptions()),
  ]);
  return null;
}

export default function Quiz() {
  const { body, action } = useCheckpointQuiz();
  return (
    <DefaultLayout footer={false} actions={action}>
      {body}
    </DefaultLayout>
  );
}

export const meta = () => pageMeta({ title: "Quiz", description: "Answer the checkpoint's questions: one at a time, against the clock." });
