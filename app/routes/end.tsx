import { CheckpointFlagIllustration } from "#app/components/illustrations/checkpoint-flag.tsx";
import { PictureTextButton } from "#app/components/picture-text-button.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { runGuards } from "#app/lib/guard-runner.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import type { Route } from "./+types/end";

export const handle = { guards: ["auth", "check-routes"] } satisfies RouteHandle;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(handle.guards, request);
  return null;
}

export default function End() {
  return (
    <PictureTextButton
      picture={<CheckpointFlagIllustration />}
      eyebrow="Checkpoint complete"
      title="Thanks for riding with us"
      actions={
        <ButtonLink to="/scan" variant="primary" block>
          Scan the next checkpoint
        </ButtonLink>
      }
    >
      <p className="lead">Ride on to the next stop — your total score and rank grow with every checkpoint.</p>
    </PictureTextButton>
  );
}

export const meta = () => pageMeta({ title: "Well ridden", description: "Your progress through the event's checkpoints, your total score and rank." });
