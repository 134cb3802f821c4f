import { useCallback, useEffect, useState } from "react";

export function canReadAloud(): boolean {
  return typeof window !== "undefined" && "speechSynthesis" in window && typeof SpeechSynthesisUtterance !== "undefined";
}

/**
 * Reads `parts` in order with the browser's speech synthesis whenever they change while `enabled`
 * (a rider with a helmet intercom): each part its own utterance, so the prompt is heard first and
 * each choice after it, with the pauses between them, instead of one ~45-word passage. New parts
 * cancel what is still being read; `stop` silences it, and `speaking` says whether it is reading.
 */
export function useReadAloud(parts: readonly string[] | null, enabled: boolean): { speaking: boolean; stop: () => void } {
  const [speaking, setSpeaking] = useState(false);
  const key = parts?.join("\n") ?? "";
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is `parts` as text, read again here
  useEffect(() => {
    if (!enabled || !parts || parts.length === 0 || !canReadAloud()) return;
    const synth = window.speechSynthesis;
    synth.cancel();
    const utterances = parts.map((text) => new SpeechSynthesisUtterance(text));
    const last = utterances.at(-1);
    if (last) last.onend = () => setSpeaking(false);
    for (const u of utterances) synth.speak(u);
    setSpeaking(true);
    return () => {
      synth.cancel();
      setSpeaking(false);
    };
  }, [key, enabled]);
  const stop = useCallback(() => {
    if (canReadAloud()) window.speechSynthesis.cancel();
    setSpeaking(false);
  }, []);
  return { speaking, stop };
}
