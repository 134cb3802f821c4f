import { useSyncExternalStore } from "react";
import { CLIENT_ADDRESS_URL, STORAGE_KEY_MODE } from "#app/platform/env.ts";
import { createPersistedStore, type PersistedStore } from "./persisted-state.ts";

/** Bump when the shape changes: stored state of another version is dropped, not migrated. */
export const APP_STATE_VERSION = 1;

export interface Preferences {
  /** Sunlight (high-contrast) mode; null follows `prefers-contrast`. */
  sunlight: boolean | null;
  /** null follows `prefers-reduced-motion`. */
  reducedMotion: boolean | null;
  sound: boolean;
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

/** docs/product.md#persisted-state: preferences, the checkpoint code waiting behind a login or the rules, sample progress. No secrets. */
export interface AppState {
  preferences: Preferences;
  pendingCode: string | null;
  sample: SampleProgress | null;
}

export const DEFAULT_APP_STATE: AppState = {
  preferences: { sunlight: null, reducedMotion: null, sound: true, vibration: true, confirmTap: false, readAloud: false },
  pendingCode: null,
  sample: null,
};

const isBoolOrNull = (v: unknown) => v === null || typeof v === "boolean";

/** Shape check of restored state; anything else is dropped. */
export function parseAppState(value: unknown): AppState | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const p = v.preferences as Record<string, unknown> | undefined;
  if (!p || typeof p !== "object") return null;
  if (!isBoolOrNull(p.sunlight) || !isBoolOrNull(p.reducedMotion)) return null;
  if (![p.sound, p.vibration, p.confirmTap, p.readAloud].every((b) => typeof b === "boolean")) return null;
  if (v.pendingCode !== null && typeof v.pendingCode !== "string") return null;
  const s = v.sample as Record<string, unknown> | null | undefined;
  if (s != null && (typeof s.index !== "number" || !s.answers || typeof s.answers !== "object")) return null;
  return {
    preferences: {
      sunlight: p.sunlight as boolean | null,
      reducedMotion: p.reducedMotion as boolean | null,
      sound: p.sound as boolean,
      vibration: p.vibration as boolean,
      confirmTap: p.confirmTap as boolean,
      readAloud: p.readAloud as boolean,
    },
    pendingCode: v.pendingCode as string | null,
    sample: s == null ? null : { index: s.index as number, answers: s.answers as Record<string, string | null> },
  };
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
