import { useQuery } from "@tanstack/react-query";
import { sampleQuestionsQueryOptions } from "#app/features/sample/queries.ts";
import { useOnline } from "#app/platform/data/connectivity.ts";
import { getQueryClient } from "#app/platform/data/query-client.ts";
import { runGuards } from "#app/platform/routing/guard-runner.ts";
import { pageMeta } from "#app/platform/routing/meta.ts";
import { getAppStateStore, setAppState, useAppState } from "#app/platform/storage/app-state.ts";
import { DefaultLayout } from "#app/shell/default-layout.tsx";
import { PictureTextButton } from "#app/shell/picture-text-button.tsx";
import { Button, ButtonLink } from "#app/ui/button.tsx";
import { PAGE_INTROS } from "#core/page-intros.ts";
import type { Route } from "./+types/route";
import { handle } from "./handle.ts";
import { RoadIllustration } from "./road.tsx";
import { SampleQuestionView } from "./sample-round.tsx";

export { handle };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(handle.guards, request);
  const store = getAppStateStore();
  await store.ready;
  const options = sampleQuestionsQueryOptions();
  const queryClient = getQueryClient();
  // The intro needs no questions: it shows at once and Start practice waits for them. A round in
  // progress waits for its questions, so a reload does not flash the intro. Offline with nothing
  // cached the fetch would wait for the network: the page says so instead.
  if (!store.get().sample) void queryClient.prefetchQuery(options);
  else if (navigator.onLine || queryClient.getQueryData(options.queryKey)) await queryClient.ensureQueryData(options);
  return null;
}

/** Painted by the server before the scripts arrive (server/http/page-paint.ts). */
const intro = PAGE_INTROS["/sample"];

const reset = () => setAppState((s) => ({ ...s, sample: { index: 0, answers: {} } }));

export default function Sample() {
  const progress = useAppState().sample;
  const sample = useQuery(sampleQuestionsQueryOptions());
  const questions = sample.data?.sampleQuestions ?? null;
  const online = useOnline();

  if (!progress || !questions) {
    return (
      <PictureTextButton
        picture={<RoadIllustration />}
        eyebrow={intro.eyebrow}
        title={intro.title}
        actions={
          <Button
            variant="primary"
            block
            disabled={!questions}
            pending={!questions && sample.fetchStatus === "fetching"}
            pendingLabel="Getting the questions…"
            onClick={() => void reset()}
          >
            Start practice
          </Button>
        }
      >
        <p className={intro.leadClass}>{intro.lead}</p>
        {!questions && (sample.isError || !online) ? (
          <p role="status">The practice questions need a connection the first time. Try again when you're online.</p>
        ) : null}
      </PictureTextButton>
    );
  }

  const total = questions.length;
  if (progress.index >= total) {
    const right = questions.filter((q) => progress.answers[q.id] === q.correctChoiceId).length;
    return (
      <PictureTextButton
        picture={<RoadIllustration />}
        eyebrow="Practice done"
        title={`You got ${right} of ${total} right`}
        actions={
          <>
            <ButtonLink to="/" variant="primary" block>
              Ride a real checkpoint
            </ButtonLink>
            <Button variant="ghost" block onClick={() => void reset()}>
              Practice again
            </Button>
          </>
        }
      >
        <p className="lead">
          At a checkpoint it works the same way — and every right answer scores up to 1000 points, the faster the more.
        </p>
      </PictureTextButton>
    );
  }

  const question = questions[progress.index];
  if (!question) return null;
  const answered = question.id in progress.answers;
  const answer = progress.answers[question.id] ?? null;
  const last = progress.index === total - 1;
  return (
    <DefaultLayout
      footer={false}
      actions={
        answered ? (
          <Button
            variant="primary"
            block
            onClick={() => void setAppState((s) => ({ ...s, sample: s.sample && { ...s.sample, index: s.sample.index + 1 } }))}
          >
            {last ? "See how you did" : "Next question"}
          </Button>
        ) : null
      }
    >
      <SampleQuestionView key={question.id} question={question} index={progress.index} total={total} answered={answered} answer={answer} />
    </DefaultLayout>
  );
}

export const meta = () =>
  pageMeta({ title: "Practice round", description: "Three practice questions for motorcyclists: no account, nothing stored." });
