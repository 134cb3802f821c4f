import { PosterIllustration } from "#app/components/illustrations/poster.tsx";
import { PictureTextButton } from "#app/components/picture-text-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { runGuards } from "#app/lib/guard-runner.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { DEFAULT_QUESTION_COUNT, DEFAULT_SECONDS_PER_QUESTION } from "#core/constants.ts";
import type { Route } from "./+types/rules";

export const handle = { guards: ["auth"] } satisfies RouteHandle;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(handle.guards, request);
  return null;
}

export function RulesText() {
  return (
    <ol className="steps">
      <li>
        <span>
          <strong>Checkpoints.</strong> Each stop has a poster with a QR code and a code printed under it. Scan it, or
          type the code in.
        </span>
      </li>
      <li>
        <span>
          <strong>Stop first.</strong> Never use the app while riding. The clock starts only when you tap start, and
          you get {DEFAULT_SECONDS_PER_QUESTION} seconds for each of the {DEFAULT_QUESTION_COUNT} questions.
        </span>
      </li>
      <li>
        <span>
          <strong>Scoring.</strong> A right answer scores up to 1000 points, the faster the more; at the buzzer it is
          still worth 500. Wrong or out of time: 0.
        </span>
      </li>
      <li>
        <span>
          <strong>Fair play.</strong> One go per checkpoint. Your display name and score appear on the event's
          leaderboard.
        </span>
      </li>
    </ol>
  );
}

export default function Rules() {
  return (
    <PictureTextButton
      picture={<PosterIllustration />}
      eyebrow="Before you ride"
      title="The rules"
      actions={
        <Button variant="primary" block>
          I understand
        </Button>
      }
    >
      <RulesText />
    </PictureTextButton>
  );
}

export const meta = () => pageMeta({ title: "Rules", description: "How MotoQuiz checkpoints, timing and scoring work — and why you always stop before you answer." });
