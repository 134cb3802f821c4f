import { pageMeta } from "#app/platform/routing/meta.ts";
import { PictureTextButton } from "#app/shell/picture-text-button.tsx";
import { DEFAULT_QUESTION_COUNT, DEFAULT_SECONDS_PER_QUESTION } from "#core/constants.ts";
import type { Route } from "./+types/route";
import { handle } from "./handle.ts";
import { LandingActions } from "./landing-actions.tsx";
import { RiderIllustration } from "./rider.tsx";

export { handle };

/**
 * `/` is prerendered to real HTML, so its guards run twice over: `loader` at build time (a guard
 * name the runner does not know fails the build instead of shipping a landing that skips it), and
 * `clientLoader` on every navigation to `/`. A clientLoader alone would prerender the
 * HydrateFallback instead of the landing; beside a `loader` it does not run on hydration.
 * So the runner is imported when a navigation comes to `/`, from a page that has it already: it
 * stays out of the landing's first render (docs/decisions/018-weak-link-first-minute.md, §20).
 */
const guardRunner = () => import("#app/platform/routing/guard-runner.ts");

export async function loader({ request }: Route.LoaderArgs) {
  await (await guardRunner()).runGuards(handle.guards, request, null);
  return null;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await (await guardRunner()).runGuards(handle.guards, request);
  return null;
}

export default function Landing() {
  return (
    <PictureTextButton
      picture={<RiderIllustration />}
      eyebrow="The checkpoint quiz for riders"
      title="Ride. Scan. Answer."
      actions={<LandingActions />}
    >
      <p className="lead">
        At every stop of the ride there is a poster with a QR code. Scan it, answer {DEFAULT_QUESTION_COUNT} quick questions about riding,
        and climb the event's live leaderboard.
      </p>
      <ol className="steps">
        <li>
          <span>
            <strong>Scan the poster</strong> at a checkpoint — with this app or your phone's camera.
          </span>
        </li>
        <li>
          <span>
            <strong>Stop, then answer.</strong> {DEFAULT_SECONDS_PER_QUESTION} seconds a question; the clock starts only when you tap start.
          </span>
        </li>
        <li>
          <span>
            <strong>Learn and climb.</strong> Every answer comes with a short explanation; fast right answers score most.
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
