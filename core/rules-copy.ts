import { DEFAULT_QUESTION_COUNT, DEFAULT_SECONDS_PER_QUESTION } from "./constants.ts";

/**
 * The rules screen's words, in one place for the two that show them: the rules page
 * (app/routes/rules/rules-text.tsx) and, before any script has arrived, the server's painted rules
 * (server/http/first-forms.ts). A part is plain text, or `{ em }` for the name of a button.
 */
export type RulesPart = string | { em: string };

export const RULES_COPY = {
  eyebrow: "Before you ride",
  title: "The rules",
  accept: "I understand",
  steps: [
    {
      lead: "Checkpoints.",
      parts: [
        "Each stop has a poster with a QR code and a code printed under it. Scan it with this app or your phone's camera, or type the code in. One go per checkpoint.",
      ],
    },
    {
      lead: "Stop first.",
      parts: [
        "Park up before you scan. The clock starts only when you tap ",
        { em: "I'm stopped — start" },
        `: ${DEFAULT_QUESTION_COUNT} questions, ${DEFAULT_SECONDS_PER_QUESTION} seconds each.`,
      ],
    },
    { lead: "Scoring.", parts: ["Right and fast scores most; wrong or out of time scores nothing."] },
  ] satisfies { lead: string; parts: RulesPart[] }[],
  scoreCaption: "Points for one question",
  scores: [
    { mark: "✓", when: "Right, straight away", points: "≈ 1000" },
    { mark: "✓", when: "Right, at the buzzer", points: "500" },
    { mark: "✗", when: "Wrong or out of time", points: "0" },
  ],
  totals: `Your event total is the sum over the checkpoints you finish before the event ends. Equal totals: less answer time wins; equal time too, and you share the place (how fast you rode to a checkpoint never counts). The server's clock decides: your time runs from the server sending the question until your answer reaches it, less 2 seconds for the network. A slow connection can cost you the speed bonus, never a right answer: one you tapped in time that arrives late because the signal dropped counts 500 points, with the full ${DEFAULT_SECONDS_PER_QUESTION} seconds as its time — once per checkpoint, while the event is open. "No answer" is final. With gloves (tap twice), a pick you have not confirmed is locked in when time runs out. At some events, points and right answers show only once the event closes.`,
  fairPlay: {
    lead: "Fair play.",
    text: "Never ride and answer — stop the bike first. No looking answers up: the quiz is there to make the ride safer, not to win by searching.",
  },
} as const;
