import "./quiz.css";
import { useAppState } from "#app/lib/app-state.ts";
import { useEffect } from "react";
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

function spoken(q: QuizQuestion): string {
  return `Question ${q.index + 1} of ${q.total}. ${q.prompt} ${q.choices.map((c) => `${c.label}: ${c.text}.`).join(" ")}`;
}

/** One question: position, clock, prompt, picture, choices, and the outcome once known. */
export function QuestionView({ question, deadline, serverDeadline, selection, outcome, send, onTap, onExpire, eyebrow }: QuestionViewProps) {
  const readAloud = useAppState().preferences.readAloud;
  const locked = selection?.phase === "locked";
  const announce = outcome ? outcomeWords(question, outcome) : `Question ${question.index + 1} of ${question.total}. ${question.prompt}`;
  useReadAloud(outcome ? outcomeWords(question, outcome) : spoken(question), readAloud);
  // A new question starts at the top: the clock and the prompt come before the choices.
  useEffect(() => {
    if (question.id) window.scrollTo(0, 0);
  }, [question.id]);

  return (
    <div className="question">
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
        onExpire={onExpire}
        serverDeadline={serverDeadline}
      />
      <h1 className="question__prompt">{question.prompt}</h1>
      {question.picture ? (
        <img className="question__picture" src={question.picture.url} alt={question.picture.alt} width={640} height={360} />
      ) : null}
      <ChoiceList choices={question.choices} selection={selection} outcome={outcome} disabled={locked || outcome != null} onTap={onTap} />
      {outcome ? null : <SendNotice send={send} armed={selection?.phase === "armed"} />}
      {outcome ? <Reveal question={question} outcome={outcome} /> : null}
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announce}
      </p>
    </div>
  );
}

function SendNotice({ send, armed }: { send: SendState; armed: boolean }) {
  let text: string | null = null;
  if (armed) text = "Tap the same answer again to confirm.";
  else if (send === "sending") text = "Sending your answer…";
  else if (send === "offline") text = "Pending — will send when you're back online.";
  else if (send === "failed") text = "Your answer could not be sent yet. It will be sent again when the connection is back.";
  return (
    <p className="send-notice" data-state={armed ? "armed" : send} role="status">
      {text}
    </p>
  );
}
