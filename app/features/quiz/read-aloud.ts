import { useEffect } from "react";

export function canReadAloud(): boolean {
  return typeof window !== "undefined" && "speechSynthesis" in window && typeof SpeechSynthesisUtterance !== "undefined";
}

/**
 * Reads `text` with the browser's speech synthesis whenever it changes while `enabled` (a rider
 * with a helmet intercom). A new text cancels what is still being read.
 */
export function useReadAloud(text: string | null, enabled: boolean): void {
  useEffect(() => {
    if (!enabled || !text || !canReadAloud()) return;
    const synth = window.speechSynthesis;
    synth.cancel();
    synth.speak(new SpeechSynthesisUtterance(text));
    return () => synth.cancel();
  }, [text, enabled]);
}
