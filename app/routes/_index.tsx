import { LandingActions } from "#app/components/landing/landing-actions.tsx";
import { RiderIllustration } from "#app/components/illustrations/rider.tsx";
import { PictureTextButton } from "#app/components/picture-text-button.tsx";
import { pageMeta } from "#app/lib/meta.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { DEFAULT_QUESTION_COUNT, DEFAULT_SECONDS_PER_QUESTION } from "#core/constants.ts";

/**
 * No guards, and so no clientLoader: `/` is prerendered to real HTML at build time, and a
 * clientLoader would replace that HTML with the HydrateFallback until the app starts.
 * Start goes to /register, or for a rider with a token cookie to /scan, whose guards pick the next
 * step of the flow (components/landing/landing-actions.tsx).
 */
export const handle = { guards: [] } satisfies RouteHandle;

export default function Landing() {
  return (
    <PictureTextButton
      picture={<RiderIllustration />}
      eyebrow="The checkpoint quiz for riders"
      title="Ride. Scan. Answer."
      actions={<LandingActions />}
    >
      <p className="lead">
        At every stop of the ride there is a poster with a QR code. Scan it, answer {DEFAULT_QUESTION_COUNT} quick
        questions about riding, and climb the event's live leaderboard.
      </p>
      <ol className="steps">
        <li>
          <span>
            <strong>Scan the poster</strong> at a checkpoint — with this app or your phone's camera.
          </span>
        </li>
        <li>
          <span>
            <strong>Stop, then answer.</strong> {DEFAULT_SECONDS_PER_QUESTION} seconds a question; the clock starts only
            when you tap start.
          </span>
        </li>
        <li>
          <span>
            <strong>Learn and climb.</strong> Every answer comes with a short explanation; fast right answers score
            most.
          </span>
        </li>
      </ol>
    </PictureTextButton>
  );
}

export const meta = () =>
  pageMeta({
    title: "MotoQuiz",
    description: "A quick, timed quiz for motorcyclists at every checkpoint of the ride. Scan the poster, answer, climb the leaderboard.",
  });
