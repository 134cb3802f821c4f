import { useCallback, useSyncExternalStore } from "react";

/**
 * Sunlight (high-contrast) mode. The choice lives on <html data-contrast> so CSS alone switches the
 * palette, and in localStorage so the inline script in root's <head> applies it before first paint.
 * Unset means "follow prefers-contrast".
 */
const SUNLIGHT_KEY = "motoquiz:sunlight";
const QUERY = "(prefers-contrast: more)";

/** The inline <head> script: runs before CSS paints, so no flash of the wrong palette. */
export const SUNLIGHT_BOOT_SCRIPT = `try{var s=localStorage.getItem("${SUNLIGHT_KEY}");if(s==="on"||s==="off")document.documentElement.dataset.contrast=s==="on"?"more":"less"}catch(e){}`;

const listeners = new Set<() => void>();

function isOn(): boolean {
  const chosen = document.documentElement.dataset.contrast;
  if (chosen === "more") return true;
  if (chosen === "less") return false;
  return window.matchMedia?.(QUERY).matches ?? false;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener("change", listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener("change", listener);
  };
}

export function setSunlight(on: boolean): void {
  document.documentElement.dataset.contrast = on ? "more" : "less";
  try {
    localStorage.setItem(SUNLIGHT_KEY, on ? "on" : "off");
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

export function useSunlight(): [boolean, (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, isOn, () => false);
  return [on, useCallback((next: boolean) => setSunlight(next), [])];
}
