import { useSyncExternalStore } from "react";
import { useAppState } from "#app/platform/storage/app-state.ts";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(listener: () => void) {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener("change", listener);
  return () => media?.removeEventListener("change", listener);
}

const systemPrefers = () => window.matchMedia?.(QUERY).matches ?? false;

/** The rider's motion choice, or the system's when they made none: for motion driven from JS. */
export function useReducedMotion(): boolean {
  const chosen = useAppState().preferences.reducedMotion;
  const system = useSyncExternalStore(subscribe, systemPrefers, () => false);
  return chosen ?? system;
}
