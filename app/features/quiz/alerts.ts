import { useEffect, useMemo } from "react";
import { whenIdle } from "#app/platform/routing/prefetch.ts";
import { useAppState } from "#app/platform/storage/app-state.ts";

/** When the question clock counts as nearly up: the beep, the buzz and the countdown's warning look. */
export const NEARLY_UP_MS = 5_000;

/** A short tone, loud enough over an engine idling nearby, fading out so it does not click. */
const BEEP = { hz: 880, seconds: 0.18, gain: 0.3 } as const;
/** A short buzz confirms a locked answer; a double one says time is nearly up. */
const BUZZ_LOCKED_MS = 40;
const BUZZ_NEARLY_UP_MS = [120, 80, 120];

let audio: AudioContext | null = null;

/**
 * Browsers let a page make a sound only once the rider has touched it, so the audio context is
 * created (or resumed) on a tap, and a later beep plays on it. Before any tap there is no beep.
 */
function primeAudio(): void {
  if (typeof AudioContext === "undefined") return;
  try {
    audio ??= new AudioContext();
  } catch {
    return; // no audio device: the rider still has the countdown's look and the buzz
  }
  if (audio.state === "suspended") audio.resume().catch(() => {});
}

function beep(): void {
  if (!audio || audio.state === "closed") return;
  const at = audio.currentTime;
  const tone = audio.createOscillator();
  const volume = audio.createGain();
  tone.frequency.value = BEEP.hz;
  volume.gain.setValueAtTime(BEEP.gain, at);
  volume.gain.exponentialRampToValueAtTime(0.001, at + BEEP.seconds);
  tone.connect(volume).connect(audio.destination);
  tone.start(at);
  tone.stop(at + BEEP.seconds);
}

function buzz(pattern: number | number[]): void {
  // Most desktops and iPhones have no vibration: the call is simply not there.
  if ("vibrate" in navigator) navigator.vibrate(pattern);
}

/**
 * While a question is on screen with Sound on: a tap lets the time-is-nearly-up beep sound. A page
 * already tapped before the question appeared (the start tap, Next) may start sound at once in
 * Chrome and Firefox; Safari waits for the next tap. That start waits for an idle moment: creating
 * the audio context takes ~140 ms on a slow phone, and in the question's first commit it held
 * question 1 off the screen (docs/decisions/018-weak-link-first-minute.md §21).
 */
export function useSoundReady(): void {
  const { sound } = useAppState().preferences;
  useEffect(() => {
    if (!sound) return;
    const cancelIdle = navigator.userActivation?.hasBeenActive ? whenIdle(primeAudio) : () => {};
    const options = { capture: true, passive: true };
    document.addEventListener("pointerdown", primeAudio, options);
    document.addEventListener("keydown", primeAudio, options);
    return () => {
      cancelIdle();
      document.removeEventListener("pointerdown", primeAudio, options);
      document.removeEventListener("keydown", primeAudio, options);
    };
  }, [sound]);
}

/** The Sound and Vibration settings at work: each alert does only what its switch allows. */
export function useQuizAlerts() {
  const { sound, vibration } = useAppState().preferences;
  return useMemo(
    () => ({
      /** 5 s left on the question clock: a beep (Sound) and a double buzz (Vibration). */
      nearlyUp() {
        if (sound) beep();
        if (vibration) buzz(BUZZ_NEARLY_UP_MS);
      },
      /** An answer is locked in: a short buzz (Vibration). */
      locked() {
        if (vibration) buzz(BUZZ_LOCKED_MS);
      },
    }),
    [sound, vibration],
  );
}
