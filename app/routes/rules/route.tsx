import { useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { NETWORK_PROBLEM, useAcceptRulesMutation } from "#app/features/session/queries.ts";
import { runGuards } from "#app/platform/routing/guard-runner.ts";
import { pageMeta } from "#app/platform/routing/meta.ts";
import { getAppStateStore } from "#app/platform/storage/app-state.ts";
import { PictureTextButton } from "#app/shell/picture-text-button.tsx";
import { Button } from "#app/ui/button.tsx";
import { RULES_COPY } from "#core/rules-copy.ts";
import { safeRedirectPath } from "#core/safe-redirect.ts";
import type { Route } from "./+types/route";
import { handle } from "./handle.ts";
import { PosterIllustration } from "./poster.tsx";
import { RulesText } from "./rules-text.tsx";

export { handle };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await runGuards(handle.guards, request);
  return null;
}

/**
 * After "I understand": back to where the rider was going (`?redirect=`, e.g. `/scan?code=X`), or
 * to a checkpoint code kept in persisted state behind the detour, or on to /scan, whose guard
 * sends a rider with an attempt in progress to /quiz.
 */
async function afterRules(search: string): Promise<string> {
  const back = safeRedirectPath(new URLSearchParams(search).get("redirect"));
  if (back) return back;
  const store = getAppStateStore();
  await store.ready;
  const code = store.get().pendingCode;
  return code ? `/scan?${new URLSearchParams({ code })}` : "/scan";
}

export default function Rules() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const accept = useAcceptRulesMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const inFlight = useRef(false);

  async function onAccept() {
    if (inFlight.current) return;
    inFlight.current = true;
    setProblem(null);
    try {
      await accept.mutateAsync();
      await navigate(await afterRules(search), { replace: true });
    } catch {
      setProblem(NETWORK_PROBLEM);
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <PictureTextButton
      picture={<PosterIllustration />}
      eyebrow={RULES_COPY.eyebrow}
      title={RULES_COPY.title}
      actions={
        <Button variant="primary" block pending={accept.isPending} pendingLabel="Saving…" onClick={onAccept}>
          {RULES_COPY.accept}
        </Button>
      }
    >
      <RulesText />
      {problem ? (
        <p className="form__error" role="alert">
          <span aria-hidden="true">✗ </span>
          {problem}
        </p>
      ) : null}
    </PictureTextButton>
  );
}

export const meta = () =>
  pageMeta({
    title: "Rules",
    description: "How MotoQuiz checkpoints, timing and scoring work — and why you always stop before you answer.",
  });
