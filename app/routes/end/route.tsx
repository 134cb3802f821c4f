import { useState } from "react";
import { useNavigate } from "react-router";
import { eventProgressQueryOptions } from "#app/features/event/queries.ts";
import { KeepProgress } from "#app/features/session/keep-progress.tsx";
import { logoutQuestion } from "#app/features/session/logout-question.ts";
import { meOf, sessionQueryOptions, useLogoutMutation } from "#app/features/session/queries.ts";
import { getQueryClient, getRestoredQueryClient, loadQuery } from "#app/platform/data/query-client.ts";
import { runGuards } from "#app/platform/routing/guard-runner.ts";
import { pageMeta } from "#app/platform/routing/meta.ts";
import { DefaultLayout } from "#app/shell/default-layout.tsx";
import { Button, ButtonLink } from "#app/ui/button.tsx";
import type { Route } from "./+types/route";
import { CheckpointFlagIllustration } from "./checkpoint-flag.tsx";
import { EventProgressCard } from "./event-progress.tsx";
import { handle } from "./handle.ts";

export { handle };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(handle.guards, request);
  await loadQuery(await getRestoredQueryClient(), eventProgressQueryOptions(), "ensure");
  return null;
}

type Progress = { checkpointsDone: number; checkpointsTotal: number } | null | undefined;

/** The heading by progress: thanks only once the ride is done. */
function titleFor(progress: Progress): string {
  if (!progress || progress.checkpointsDone >= progress.checkpointsTotal) return "Thanks for riding with us";
  const { checkpointsDone: done, checkpointsTotal: total } = progress;
  return `${done} of ${total} done — ${total - done} to go`;
}

export default function End() {
  const navigate = useNavigate();
  const logout = useLogoutMutation();
  // Read once, like the title: no observer left to refetch while logout resets the cache.
  const [isGuest] = useState(() => {
    const session = getQueryClient().getQueryData(sessionQueryOptions().queryKey);
    return session ? (meOf(session)?.isGuest ?? false) : false;
  });
  const [leaving, setLeaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Read once (the loader fetched it): no second observer of the progress to refetch during logout.
  const [title] = useState(() => titleFor(getQueryClient().getQueryData(eventProgressQueryOptions().queryKey)?.eventProgress));

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

  // Score and rank first; the flag after them. Log out sits below the content, away from the
  // bar's main action, and asks before it acts.
  return (
    <DefaultLayout
      actions={
        <ButtonLink to="/scan" variant="primary" block>
          Scan the next checkpoint
        </ButtonLink>
      }
    >
      <article className="end">
        <p className="eyebrow">Checkpoint complete</p>
        <h1>{title}</h1>
        {leaving ? null : <EventProgressCard />}
        {leaving ? null : <KeepProgress />}
        <p>Ride on to the next stop — every checkpoint adds to your total and can lift your rank.</p>
        <figure className="end__picture">
          <CheckpointFlagIllustration />
        </figure>
        <section className="end__leave" aria-label="Log out">
          {confirming ? (
            <>
              <p>{logoutQuestion({ isGuest, quizRunning: false })}</p>
              <Button variant="secondary" block pending={leaving} pendingLabel="Logging out…" onClick={() => void onLogout()}>
                Yes, log out
              </Button>
              {leaving ? null : (
                <Button variant="ghost" block onClick={() => setConfirming(false)}>
                  Stay signed in
                </Button>
              )}
            </>
          ) : (
            <Button variant="ghost" block onClick={() => setConfirming(true)}>
              Log out
            </Button>
          )}
        </section>
      </article>
    </DefaultLayout>
  );
}

export const meta = () =>
  pageMeta({ title: "Well ridden", description: "Your progress through the event's checkpoints, your total score and rank." });
