import { RoadIllustration } from "#app/components/illustrations/road.tsx";
import { PictureTextButton } from "#app/components/picture-text-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { SAMPLE_QUESTION_COUNT } from "#core/constants.ts";

/**
 * No guards. Arriving here keeps the scroll position: the practice round moves from question to
 * question on this route, and the rider's thumb should stay where the choices are.
 */
export const handle = { guards: [], scrollReset: false } satisfies RouteHandle;

export default function Sample() {
  return (
    <PictureTextButton
      picture={<RoadIllustration />}
      eyebrow="Practice round"
      title="Try a sample"
      actions={
        <Button variant="primary" block>
          Start practice
        </Button>
      }
    >
      <p className="lead">
        {SAMPLE_QUESTION_COUNT} questions, no account needed, nothing stored. See how the quiz feels before your first
        checkpoint.
      </p>
    </PictureTextButton>
  );
}

export const meta = () => pageMeta({ title: "Practice round", description: "Three practice questions for motorcyclists: no account, nothing stored." });
