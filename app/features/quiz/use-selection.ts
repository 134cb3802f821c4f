import { useCallback, useState } from "react";
import { useAppState } from "#app/platform/storage/app-state.ts";
import { useQuizAlerts } from "./alerts.ts";
import type { Selection } from "./quiz-types.ts";

/**
 * A tap locks the answer; with the glove preference the first tap only arms a choice and a
 * second tap on it locks, with a short buzz when Vibration is on. Reset per question by the
 * caller's `key`.
 */
export function useSelection(initial: Selection, onLock: (choiceId: string) => void) {
  const confirmTap = useAppState().preferences.confirmTap;
  const alerts = useQuizAlerts();
  const [selection, setSelection] = useState<Selection>(initial);
  const tap = useCallback(
    (choiceId: string) => {
      if (selection?.phase === "locked") return;
      if (confirmTap && !(selection?.phase === "armed" && selection.choiceId === choiceId)) {
        setSelection({ choiceId, phase: "armed" });
        return;
      }
      setSelection({ choiceId, phase: "locked" });
      alerts.locked();
      onLock(choiceId);
    },
    [selection, confirmTap, onLock, alerts],
  );
  return { selection, tap, setSelection };
}
