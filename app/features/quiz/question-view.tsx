import "./quiz.css";
import { useEffect, useState } from "react";
import { useAppState } from "#app/platform/storage/app-state.ts";
import { Button } from "#app/ui/button.tsx";
import { useQuizAlerts, useSoundReady } from "./alerts.ts";
import { ChoiceList } from "./choice-list.tsx";
import { Countdown } from "./countdown.tsx";
import { outcomeWords, type QuizOutcome, type QuizQuestion, type Selection } from "./quiz-types.ts";
import { useReadAloud } from "./read-aloud.ts";
import { Reveal } from "./reveal.tsx";

/** Where a locked answer is: on its way, waiting for a connection, or failed to send. */
export type SendState = "idle" | "sending" | "offline" | "failed";

export interface QuestionViewProps {
  question: QuizQuestion;
  /** On this phone's clock. */
  deadline: number;
  serverDeadline?: string;
  selection: Selection;
  outcome: QuizOutcome | null;
  send: SendState;
  onTap: (choiceId: string) => void;
  onExpire: () => void;
  /** A sign above the prompt, e.g. the checkpoint or "Practice". */
  eyebrow: string;
}

/** What read-aloud says of a question, in order: the prompt first, then each choice on its own. */
export function spokenParts(q: QuizQuestion): string[] {
  return [`Question ${q.index + 1} of ${q.total}. ${q.prompt}`, ...q.choices.map((c) => `${c.label}: ${c.text}.`)];
}

/** One question: position, clock, prompt, picture, choices, and the outcome once known. */
export function QuestionView({
  question,
  deadline,
  serverDeadline,
  selection,
  outcome,
  send,
  onTap,
  onExpire,
  eyebrow,
}: QuestionViewProps) {
  const readAloud = useAppState().preferences.readAloud;
  const alerts = useQuizAlerts();
  useSoundReady();
  const locked = selection?.phase === "locked";
  // Out of time on this phone's clock: no more taps, even while the server cannot say so (offline).
  const [expiredId, setExpiredId] = useState<string | null>(null);
  const expired = expiredId === question.id;
  const announce = outcome ? outcomeWords(question, outcome) : `Question ${question.index + 1} of ${question.total}. ${question.prompt}`;
  const reading = useReadAloud(outcome ? [outcomeWords(question, outcome)] : spokenParts(question), readAloud);
  // A new question starts at the top: the clock and the prompt come before the choices.
  useEffect(() => {
    if (question.id) window.scrollTo(0, 0);
  }, [question.id]);

  // With the glove preference the armed answer is locked in from the bar, where the thumb is.
  const armed = !outcome && selection?.phase === "armed" ? question.choices.find((c) => c.id === selection.choiceId) : undefined;

  // The question fills the screen below the header (quiz.css): the picture takes what the clock,
  // prompt and choices leave. The outcome comes after it, scrolled into view above the Next bar.
  return (
    <>
      <div className="question" data-picture={question.picture ? "" : undefined} data-choices={question.choices.length}>
        <div className="question__top">
          <p className="eyebrow">{eyebrow}</p>
          <p className="question__position">
            Question <span className="num">{question.index + 1}</span> of <span className="num">{question.total}</span>
          </p>
        </div>
        <Countdown
          deadline={deadline}
          totalMs={question.secondsPerQuestion * 1000}
          running={!outcome && !locked}
          onExpire={() => {
            setExpiredId(question.id);
            onExpire();
          }}
          onNearlyUp={alerts.nearlyUp}
          serverDeadline={serverDeadline}
        />
        <h1 className="question__prompt">{question.prompt}</h1>
        {reading.speaking ? (
          <Button variant="ghost" onClick={reading.stop} data-testid="stop-reading">
            Stop reading aloud
          </Button>
        ) : null}
        {question.picture ? (
          <div className="question__figure">
            <img
              className={question.picture.mirrored ? "question__picture question__picture--mirrored" : "question__picture"}
              src={question.picture.url}
              alt={question.picture.alt}
              width={400}
              height={300}
            />
          </div>
        ) : null}
        <ChoiceList
          choices={question.choices}
          selection={selection}
          outcome={outcome}
          disabled={locked || outcome != null || expired}
          onTap={onTap}
        />
        {outcome ? null : <SendNotice send={send} />}
        {armed ? (
          <div className="bottom-bar question__bar">
            <Button variant="primary" block onClick={() => onTap(armed.id)}>
              Lock in {armed.label}
            </Button>
          </div>
        ) : null}
      </div>
      {outcome ? <Reveal question={question} outcome={outcome} /> : null}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="question-announce">
        {armed
          ? `${armed.label} picked. Tap Lock in ${armed.label} to confirm; when time runs out, ${armed.label} is locked in.`
          : announce}
      </p>
    </>
  );
}

function SendNotice({ send }: { send: SendState }) {
  let text: string | null = null;
  if (send === "sending") text = "Sending your answer…";
  else if (send === "offline") text = "Pending — sent when you're back online.";
  else if (send === "failed") text = "Your answer could not be sent yet. It will be sent again when the connection is back.";
  return (
    <p className="send-notice" data-state={send} role="status">
      {text}
    </p>
  );
}
