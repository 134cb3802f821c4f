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
  totals:
    "Your event total is the sum over all checkpoints. Equal totals: less answer time wins, then the earlier finish. The server's clock decides, so a slow connection does not cost you points. An answer you tap in time that arrives late because the signal dropped still counts if it is right, at 500 points — once per checkpoint.",
  fairPlay: {
    lead: "Fair play.",
    text: "Never ride and answer — stop the bike first. No looking answers up: the quiz is there to make the ride safer, not to win by searching.",
  },
} as const;
