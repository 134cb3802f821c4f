import { useCallback, useState } from "react";
import { useAppState } from "#app/platform/storage/app-state.ts";
import type { Selection } from "./quiz-types.ts";

/**
 * A tap locks the answer; with the glove preference the first tap only arms a choice and a
 * second tap on it locks. Reset per question by the caller's `key`.
 */
export function useSelection(initial: Selection, onLock: (choiceId: string) => void) {
  const confirmTap = useAppState().preferences.confirmTap;
  const [selection, setSelection] = useState<Selection>(initial);
  const tap = useCallback(
    (choiceId: string) => {
      if (selection?.phase === "locked") return;
      if (confirmTap && !(selection?.phase === "armed" && selection.choiceId === choiceId)) {
        setSelection({ choiceId, phase: "armed" });
        return;
      }
      setSelection({ choiceId, phase: "locked" });
      onLock(choiceId);
    },
    [selection, confirmTap, onLock],
  );
  return { selection, tap, setSelection };
}
