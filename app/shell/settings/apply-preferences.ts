import { getAppStateStore, type Preferences } from "#app/platform/storage/app-state.ts";

/**
 * Puts the stored motion choice on <html data-motion> so CSS can silence animations; null (no
 * choice) leaves `prefers-reduced-motion` in charge. Loaded at an idle moment, off the first page's
 * critical path, and kept in sync with other tabs through the store.
 */
export function applyMotion(reducedMotion: Preferences["reducedMotion"], root: HTMLElement = document.documentElement) {
  if (reducedMotion == null) delete root.dataset.motion;
  else root.dataset.motion = reducedMotion ? "reduce" : "full";
}

export function startApplyingPreferences(): () => void {
  const store = getAppStateStore();
  const apply = () => applyMotion(store.get().preferences.reducedMotion);
  void store.ready.then(apply);
  return store.subscribe(apply);
}
