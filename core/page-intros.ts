import { SAMPLE_QUESTION_COUNT } from "./constants.ts";
import { POSTER_EYEBROW } from "./poster-preview.ts";

/**
 * The first lines of the pages a rider opens signed out. Two places write them: the page itself
 * and, before any script has loaded, the server's first paint of that page (server/http/page-paint.ts).
 * `leadClass` is the paragraph's class on the page, so the paint sets it the same size.
 */
interface PageIntro {
  eyebrow: string;
  title: string;
  lead: string;
  leadClass: "muted" | "lead";
  /** The page opens with a picture above its lines (app/shell/picture-text-button.tsx). */
  picture?: boolean;
}

export const PAGE_INTROS = {
  "/register": {
    eyebrow: POSTER_EYEBROW,
    title: "Pick a nickname",
    lead: "No e-mail or password needed: pick a nickname and you're in.",
    leadClass: "muted",
  },
  "/login": {
    eyebrow: "Welcome back",
    title: "Sign in",
    // A guest (nickname only) has nothing to sign in with until the account gets an e-mail and a
    // password (components/account/keep-progress.tsx); a rider on a borrowed phone asks exactly this.
    lead: "Your scores and progress are waiting. Joined with just a nickname? First add an e-mail and a password under “Keep your progress”, on the phone you joined with.",
    leadClass: "muted",
  },
  "/sample": {
    eyebrow: "Practice round",
    title: "Try a sample",
    lead: `${SAMPLE_QUESTION_COUNT} questions, no account needed, nothing stored. See how the quiz feels before your first checkpoint.`,
    leadClass: "lead",
    picture: true,
  },
} as const satisfies Record<string, PageIntro>;

export type IntroPath = keyof typeof PAGE_INTROS;

/** The join form's one field and its button: the join screen's, and the server's painted form's. */
export const JOIN_FORM = {
  label: "Nickname",
  hint: "Shown on the event's leaderboard with your score.",
  submit: "Join",
  logIn: "I have an account",
} as const;
