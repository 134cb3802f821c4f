import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { getToken } from "#app/platform/data/token-cookie.ts";
import { Button } from "#app/ui/button.tsx";
import { KeepProgress } from "./keep-progress.tsx";
import { logoutQuestion } from "./logout-question.ts";
import { flowQueryOptions, meQueryOptions, useLogoutMutation } from "./queries.ts";

/**
 * The settings sheet's account part: who is signed in, a guest's way to keep their progress, and
 * Log out behind a confirmation (a shared phone at a stand must not keep the previous rider).
 * Renders nothing signed out.
 */
export function AccountSection({ onLeave }: { onLeave: () => void }) {
  const me = useQuery(meQueryOptions()).data;
  // A question served and not finished: its clock runs on the server whether or not anyone is signed in.
  const flow = useQuery({ ...flowQueryOptions(), enabled: getToken() != null }).data;
  const quizRunning = (flow?.attemptInProgress?.questionsServed ?? 0) > 0;
  const logout = useLogoutMutation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  if (!me) return null;

  async function onLogout() {
    onLeave();
    // To the landing first: no signed-in screen is left to refetch as a signed-out rider while
    // the cache is reset.
    await navigate("/", { replace: true });
    try {
      await logout.mutateAsync();
    } catch {
      // The session is forgotten here even when the server was unreachable (logoutMutationOptions).
    }
  }

  return (
    <section className="account-section" aria-labelledby="account-title" data-testid="account-section">
      <h3 id="account-title" className="account-section__title">
        Signed in as <span data-testid="signed-in-name">{me.displayName}</span>
      </h3>
      {me.isGuest ? <p className="muted small">Guest account — no e-mail or password yet.</p> : <p className="muted small">{me.email}</p>}
      <KeepProgress />
      {confirming ? (
        <fieldset className="account-section__confirm" aria-labelledby="logout-question">
          <p id="logout-question">{logoutQuestion({ isGuest: me.isGuest, quizRunning })}</p>
          <Button variant="primary" block pending={logout.isPending} pendingLabel="Logging out…" onClick={onLogout}>
            Yes, log out
          </Button>
          <Button variant="ghost" block onClick={() => setConfirming(false)}>
            Cancel
          </Button>
        </fieldset>
      ) : (
        <Button variant="secondary" block onClick={() => setConfirming(true)}>
          Log out
        </Button>
      )}
    </section>
  );
}
