import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { useStartAttemptMutation } from "#app/features/quiz/queries.ts";
import { normaliseError } from "#app/platform/routing/errors.ts";
import { setAppState } from "#app/platform/storage/app-state.ts";
import { isValidCode, normalizeCode } from "#core/checkpoint-code.ts";

/** Where a code came from decides where its message is shown: next to the field, or by the camera. */
export type CodeSource = "camera" | "manual" | "link";

export interface StartMessage {
  source: CodeSource;
  text: string;
}

export const NOT_A_CHECKPOINT = "That QR code isn't a MotoQuiz checkpoint. Look for the poster with the MotoQuiz flag.";
const BAD_FORMAT = "A checkpoint code has 8 letters and digits, like 7KQ2-MX4D.";
export const START_FAILED = "That code did not work. Try again.";
export const TYPE_A_CODE = "Type the code printed under the QR code first.";

/** What the mask dropped, said: a typed "1" must not vanish without a word. */
export function refusedInCode(chars: string): string {
  const unique = [...new Set(chars)];
  const shown = unique.map((c) => `“${c}”`).join(", ");
  return `${shown} ${unique.length > 1 ? "are" : "is"} not in any checkpoint code: codes have no 0, 1, I, L or O. Check the letters under the QR code.`;
}

/**
 * startAttempt(code): ok → /quiz; the server's field errors (unknown, closed, completed, rate
 * limited) become a message on the page, which stays. The waiting code is dropped when tried.
 */
export function useStartCode() {
  const start = useStartAttemptMutation();
  const navigate = useNavigate();
  const [message, setMessage] = useState<StartMessage | null>(null);

  const run = useCallback(
    (raw: string, source: CodeSource) => {
      const code = normalizeCode(raw);
      // A waiting code is tried once, and dropped as it is tried, not when the answer comes: an
      // answer that never reaches this page (the rider left) would leave it to greet the next visit
      // with its error. A poster's code is still in the address, so a reload tries it again.
      const dropped = setAppState((s) => (s.pendingCode ? { ...s, pendingCode: null } : s));
      if (!isValidCode(code)) {
        setMessage({ source, text: BAD_FORMAT });
        return;
      }
      if (start.isPending) return;
      setMessage(null);
      start.mutate(code, {
        onSuccess: async (result) => {
          if (result.ok) {
            await dropped;
            await navigate("/quiz");
            return;
          }
          setMessage({ source, text: result.fieldErrors[0]?.message ?? START_FAILED });
        },
        onError: (error) => setMessage({ source, text: normaliseError(error).message }),
      });
    },
    [start, navigate],
  );

  return { run, message, setMessage, pending: start.isPending, started: start.data?.ok === true };
}
