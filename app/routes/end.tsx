import { EventProgressCard } from "#app/components/end/event-progress.tsx";
import { CheckpointFlagIllustration } from "#app/components/illustrations/checkpoint-flag.tsx";
import { PictureTextButton } from "#app/components/picture-text-button.tsx";
import { Button, ButtonLink } from "#app/components/ui/button.tsx";
import { Spinner } from "#app/components/ui/spinner.tsx";
import { runGuards } from "#app/lib/guard-runner.ts";
import { getQueryClient } from "#app/lib/query-client.ts";
import { pageMeta } from "#app/lib/meta.ts";
import type { RouteHandle } from "#app/lib/route-handle.ts";
import { eventProgressQueryOptions } from "#app/queries/event.ts";
import { useLogoutMutation } from "#app/queries/session.ts";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { Route } from "./+types/end";

export const handle = { guards: ["auth", "check-routes"] } satisfies RouteHandle;

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(handle.guards, request);
  await getQueryClient().ensureQueryData(eventProgressQueryOptions());
  return null;
}

export default function End() {
  const navigate = useNavigate();
  const logout = useLogoutMutation();
  const [leaving, setLeaving] = useState(false);

  async function onLogout() {
    if (leaving) return;
    // The progress card unmounts first: the cache reset in logout() then has no signed-in query
    // on screen to refetch as a signed-out rider.
    setLeaving(true);
    try {
      await logout.mutateAsync();
    } catch {
      // The session is forgotten here even when the server was unreachable (logoutMutationOptions).
    }
    await navigate("/", { replace: true });
  }

  return (
    <PictureTextButton
      picture={<CheckpointFlagIllustration />}
      eyebrow="Checkpoint complete"
      title="Thanks for riding with us"
      actions={
        <>
          <ButtonLink to="/scan" variant="primary" block>
            Scan the next checkpoint
          </ButtonLink>
          <Button variant="ghost" block pending={leaving} onClick={onLogout}>
            {leaving ? <Spinner label="Logging out…" showLabel /> : "Log out"}
          </Button>
        </>
      }
    >
      {leaving ? null : <EventProgressCard />}
      <p>Ride on to the next stop — every checkpoint adds to your total and can lift your rank.</p>
    </PictureTextButton>
  );
}

export const meta = () =>
  pageMeta({ title: "Well ridden", description: "Your progress through the event's checkpoints, your total score and rank." });
