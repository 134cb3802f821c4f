import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { redirect, useSearchParams } from "react-router";
import { keepStarted, requestStartAttempt } from "#app/features/quiz/queries.ts";
import { LimitNotice } from "#app/features/session/limit-notice.tsx";
import { flowQueryOptions } from "#app/features/session/queries.ts";
import { getQueryClient } from "#app/platform/data/query-client.ts";
import { getToken } from "#app/platform/data/token-cookie.ts";
import { runGuards } from "#app/platform/routing/guard-runner.ts";
import { pageMeta } from "#app/platform/routing/meta.ts";
import { getAppStateStore, setAppState, useAppState } from "#app/platform/storage/app-state.ts";
import { DefaultLayout } from "#app/shell/default-layout.tsx";
import { Button, ButtonLink } from "#app/ui/button.tsx";
import { FormField, showField } from "#app/ui/form-field.tsx";
import { CodeInput, loadMasking } from "#app/ui/mask-input.tsx";
import { codeFromScan } from "#core/checkpoint-code.ts";
import type { Route } from "./+types/route";
import { CameraScanner } from "./camera-scanner.tsx";
import { handle } from "./handle.ts";
import { RunningQuestion } from "./running-question.tsx";
import { NOT_A_CHECKPOINT, refusedInCode, START_FAILED, TYPE_A_CODE, useStartCode } from "./use-start-code.ts";

export { handle };

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const code = codeFromScan(new URL(request.url).searchParams.get("code") ?? "");
  // With a session, the code is sent at once, beside the guards' own question: a rider who may
  // start goes straight to the start card, a round trip sooner than from this screen. The server
  // decides whether the attempt starts (rules accepted, the checkpoint open, the guessing budget);
  // when the guards send the rider elsewhere, its answer is dropped. Unsent or lost, the screen tries.
  const early = code && getToken() ? requestStartAttempt(code).catch(() => null) : null;
  // The guards' question goes out now as well; their verdict is taken once the code is kept.
  const guarded = runGuards(handle.guards, request);
  guarded.catch(() => {});
  // Without a code the screen and its code field show: the masking library loads meanwhile.
  if (!code) void loadMasking();
  // Kept before that verdict: if the guards send the rider to login, register or the rules, the
  // code waits in persisted state as well as in ?redirect=, and is used on the way back.
  const store = getAppStateStore();
  await store.ready;
  if (code && store.get().pendingCode !== code) await setAppState((s) => ({ ...s, pendingCode: code }));
  await guarded;
  const started = await early;
  if (!code || !started) {
    await loadMasking();
    return { tried: null };
  }
  // Not waited for: the state changes at once, its encrypted copy is written after.
  void setAppState((s) => (s.pendingCode ? { ...s, pendingCode: null } : s));
  if (started.ok) {
    keepStarted(getQueryClient(), started);
    throw redirect("/quiz");
  }
  await loadMasking();
  return { tried: { code, message: started.fieldErrors[0]?.message ?? START_FAILED } };
}

export default function Scan({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  const { tried } = loaderData;
  const pendingCode = useAppState().pendingCode;
  const { run, message, setMessage, pending, started } = useStartCode();
  const [typed, setTyped] = useState("");
  // Start with an empty box: said at the box, leaving a message about a scanned poster in place.
  const [emptyTry, setEmptyTry] = useState(false);
  const first = useRef(true);
  // An attempt that has served a question is only left by finishing it: a refused code names it
  // (the server's message), and this is the way back to it.
  const underWay = useQuery(flowQueryOptions()).data?.attemptInProgress;
  const backTo = message && underWay && underWay.questionsServed > 0 ? underWay.checkpoint.name : null;

  // ?code= (or a code that waited behind a login or the rules) starts at once.
  useEffect(() => {
    if (!first.current) return;
    first.current = false;
    const code = params.get("code") ?? pendingCode;
    if (!code) return;
    // Tried by the loader already: its refusal is shown, not earned a second time.
    if (tried && tried.code === codeFromScan(code)) {
      setMessage({ source: "link", text: tried.message });
      return;
    }
    // The code stays in the address: dropping it would be a navigation, and /scan without a code
    // sends a rider with a started attempt to /quiz before the refusal naming it is read.
    run(code, "link");
  }, [params, pendingCode, run, tried, setMessage]);

  // A message for the typed code is shown whole, above the bottom bar.
  useEffect(() => {
    if (message?.source !== "manual" && !emptyTry) return;
    const input = document.querySelector<HTMLElement>("#code-form input");
    if (input) showField(input);
  }, [message, emptyTry]);

  const cameraMessage = message && message.source !== "manual" ? message.text : null;
  const fieldError = message?.source === "manual" ? message.text : emptyTry ? TYPE_A_CODE : null;
  return (
    <DefaultLayout
      actions={
        <>
          {backTo ? (
            <ButtonLink to="/quiz" variant="primary" block>
              Back to {backTo}
            </ButtonLink>
          ) : null}
          <Button type="submit" form="code-form" variant={backTo ? "secondary" : "primary"} block pending={pending}>
            Start the quiz
          </Button>
        </>
      }
    >
      <p className="eyebrow">Checkpoint</p>
      <h1>Scan the poster</h1>
      {backTo ? <RunningQuestion checkpointName={backTo} /> : null}
      <CameraScanner
        enabled={!pending && !started}
        onCode={(code) => run(code, "camera")}
        onOther={() => setMessage({ source: "camera", text: NOT_A_CHECKPOINT })}
        message={cameraMessage}
      />
      <LimitNotice messages={[message?.text]} />
      <p className="scan-divider">or</p>
      <form
        id="code-form"
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (!typed) {
            if (message?.source === "manual") setMessage(null);
            setEmptyTry(true);
            return;
          }
          run(typed, "manual");
        }}
      >
        <FormField label="Type the code" hint="It is printed under the QR code, like 7KQ2-MX4D." error={fieldError}>
          {(control) => (
            <CodeInput
              {...control}
              name="code"
              value={typed}
              onAccept={(value) => {
                setTyped(value);
                setEmptyTry(false);
                if (message?.source === "manual") setMessage(null);
              }}
              onRefused={(chars) => setMessage({ source: "manual", text: refusedInCode(chars) })}
            />
          )}
        </FormField>
      </form>
    </DefaultLayout>
  );
}

export const meta = () =>
  pageMeta({ title: "Scan a checkpoint", description: "Scan the QR code on a MotoQuiz checkpoint poster, or type its code." });
