import { DefaultLayout } from "#app/components/default-layout.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { runGuards } from "#app/lib/guard-runner.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { DEFAULT_QUESTION_COUNT, DEFAULT_SECONDS_PER_QUESTION } from "#core/constants.ts";
import type { Route } from "./+types/quiz";

export const handle = { guards: ["auth", "check-routes"] } satisfies RouteHandle;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(handle.guards, request);
  return null;
}

export default function Quiz() {
  return (
    <DefaultLayout
      footer={false}
      actions={
        <Button variant="primary" block>
          I'm stopped — start
        </Button>
      }
    >
      <p className="eyebrow">Checkpoint quiz</p>
      <h1>Ready?</h1>
      <div className="card">
        <p>
          {DEFAULT_QUESTION_COUNT} questions, {DEFAULT_SECONDS_PER_QUESTION} seconds each. The clock starts when you tap
          start — make sure you have stopped somewhere safe.
        </p>
      </div>
    </DefaultLayout>
  );
}

export const meta = () => pageMeta({ title: "Quiz", description: "Answer the checkpoint's questions: one at a time, against the clock." });
