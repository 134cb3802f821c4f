import { DefaultLayout } from "#app/components/default-layout.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { runGuards } from "#app/lib/guard-runner.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import type { Route } from "./+types/quizresults";

export const handle = { guards: ["auth", "check-routes"] } satisfies RouteHandle;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(handle.guards, request);
  return null;
}

export default function QuizResults() {
  return (
    <DefaultLayout
      actions={
        <ButtonLink to="/end" variant="primary" block>
          Finish
        </ButtonLink>
      }
    >
      <p className="eyebrow">Checkpoint done</p>
      <h1>Your results</h1>
      <p className="muted">Your score, every answer with its explanation, and where you stand on the leaderboard.</p>
    </DefaultLayout>
  );
}

export const meta = () => pageMeta({ title: "Results", description: "Your checkpoint score, the right answers explained, and the live leaderboard." });
