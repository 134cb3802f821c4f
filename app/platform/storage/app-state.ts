import { useSyncExternalStore } from "react";
import { CLIENT_ADDRESS_URL, STORAGE_KEY_MODE } from "#app/platform/env.ts";
import { createPersistedStore, type PersistedStore } from "./persisted-state.ts";

/** Bump when the shape changes: stored state of another version is dropped, not migrated. */
const APP_STATE_VERSION = 1;

export interface Preferences {
  /** null follows `prefers-reduced-motion`. */
  reducedMotion: boolean | null;
  /** A short beep when time is nearly up. */
  sound: boolean;
  /** A buzz when an answer is locked and when time is nearly up. */
  vibration: boolean;
  /** Ask for a second tap to confirm an answer (gloves). */
  confirmTap: boolean;
  readAloud: boolean;
}

export interface SampleProgress {
  index: number;
  /** questionId → chosen choiceId, null when the time ran out. */
  answers: Record<string, string | null>;
}

/**
 * docs/product.md#persisted-state: preferences, the checkpoint code waiting behind a login or the
 * rules, sample progress. No secrets. Sunlight mode is not here: the page must know it before its
 * first paint, which this encrypted state cannot tell (shell/settings/sunlight.ts keeps it).
 */
export interface AppState {
  preferences: Preferences;
  pendingCode: string | null;
  sample: SampleProgress | null;
}

export const DEFAULT_APP_STATE: AppState = {
  preferences: { reducedMotion: null, sound: true, vibration: true, confirmTap: false, readAloud: false },
  pendingCode: null,
  sample: null,
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const isBoolOrNull = (v: unknown): v is boolean | null => v === null || typeof v === "boolean";

function parsePreferences(p: unknown): Preferences | null {
  if (!isRecord(p)) return null;
  const { reducedMotion, sound, vibration, confirmTap, readAloud } = p;
  if (!isBoolOrNull(reducedMotion)) return null;
  if (typeof sound !== "boolean" || typeof vibration !== "boolean" || typeof confirmTap !== "boolean" || typeof readAloud !== "boolean")
    return null;
  return { reducedMotion, sound, vibration, confirmTap, readAloud };
}

/** Sample progress, null when there is none; undefined when what is stored is not progress. */
function parseSample(s: unknown): SampleProgress | null | undefined {
  if (s == null) return null;
  if (!isRecord(s) || typeof s.index !== "number" || !isRecord(s.answers)) return undefined;
  const answers: Record<string, string | null> = {};
  for (const [questionId, choiceId] of Object.entries(s.answers)) {
    if (choiceId !== null && typeof choiceId !== "string") return undefined;
    answers[questionId] = choiceId;
  }
  return { index: s.index, answers };
}

/**
 * Shape check of restored state; anything else is dropped. Fields it does not know are left behind
 * (an older build's `preferences.sunlight` among them), so they need no version bump.
 */
export function parseAppState(value: unknown): AppState | null {
  if (!isRecord(value)) return null;
  const preferences = parsePreferences(value.preferences);
  const { pendingCode } = value;
  const sample = parseSample(value.sample);
  if (!preferences || sample === undefined || (pendingCode !== null && typeof pendingCode !== "string")) return null;
  return { preferences, pendingCode, sample };
}

let store: PersistedStore<AppState> | null = null;

/** The app's persisted state, created on first use in the browser. */
export function getAppStateStore(): PersistedStore<AppState> {
  store ??= createPersistedStore({
    name: "motoquiz:state",
    version: APP_STATE_VERSION,
    defaults: DEFAULT_APP_STATE,
    parse: parseAppState,
    keyMode: STORAGE_KEY_MODE,
    addressUrl: CLIENT_ADDRESS_URL,
  });
  return store;
}

const serverSnapshot = () => DEFAULT_APP_STATE;

/** The persisted state, re-rendering on changes from this tab or another. */
export function useAppState(): AppState {
  const s = getAppStateStore();
  return useSyncExternalStore(s.subscribe, s.get, serverSnapshot);
}

/** Updates the persisted state (e.g. `setAppState((s) => ({ ...s, pendingCode: code }))`). */
export function setAppState(next: AppState | ((prev: AppState) => AppState)): Promise<void> {
  return getAppStateStore().set(next);
}
