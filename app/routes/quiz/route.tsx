import { currentQuestionQueryOptions } from "#app/features/quiz/queries.ts";
import { sessionQueryOptions } from "#app/features/session/queries.ts";
import { getRestoredQueryClient, loadQuery } from "#app/platform/data/query-client.ts";
import { runGuards } from "#app/platform/routing/guard-runner.ts";
import { pageMeta } from "#app/platform/routing/meta.ts";
import { DefaultLayout } from "#app/shell/default-layout.tsx";
import type { Route } from "./+types/route";
import { resumeAnswers } from "./answer-outbox.ts";
import { useCheckpointQuiz } from "./checkpoint-quiz.tsx";
import { handle } from "./handle.ts";

export { handle };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const queryClient = await getRestoredQueryClient();
  // Always asked afresh: after a reload the server says which question is open and its deadline.
  // Offline, the question as last sent, so the rider sees it and their answer waiting to go. Asked
  // beside the guards' session, not after it: an app that starts here (a reload, or "I understand"
  // on the way back to a poster, docs/decisions/018-weak-link-first-minute.md §18) waits one round
  // trip, not two. When the guards send the rider elsewhere, its answer is dropped.
  const question = loadQuery(queryClient, currentQuestionQueryOptions());
  question.catch(() => {});
  await runGuards(handle.guards, request);
  await Promise.all([loadQuery(queryClient, sessionQueryOptions(), "ensure"), question]);
  // After the question is known: an answer a reload interrupted is sent against it.
  resumeAnswers(queryClient);
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
