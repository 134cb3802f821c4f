import { useEffect, useLayoutEffect, useRef } from "react";
import { type UIMatch, useLocation, useMatches, useNavigationType } from "react-router";

function shouldResetScroll(matches: readonly Pick<UIMatch, "handle">[]): boolean {
  return !matches.some(({ handle }) => handle instanceof Object && "scrollReset" in handle && handle.scrollReset === false);
}

/** The element a `#hash` points to, by id or by name. */
function hashTarget(hash: string): Element | null {
  const id = decodeURIComponent(hash.slice(1));
  if (!id) return null;
  return document.getElementById(id) ?? document.getElementsByName(id)[0] ?? null;
}

/**
 * Scroll on navigation: a new route starts at the top unless its handle opts out, a hash target is
 * scrolled to, and back/forward returns to where the rider was.
 */
export function useScrollBehaviour(): void {
  const location = useLocation();
  const matches = useMatches();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const first = useRef(true);

  useEffect(() => {
    if ("scrollRestoration" in history) history.scrollRestoration = "manual";
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per location; matches change with it
  useLayoutEffect(() => {
    const saved = positions.current;
    const isFirst = first.current;
    first.current = false;
    if (location.hash) {
      hashTarget(location.hash)?.scrollIntoView();
    } else if (navigationType === "POP" && !isFirst) {
      window.scrollTo(0, saved.get(location.key) ?? 0);
    } else if (!isFirst && shouldResetScroll(matches)) {
      window.scrollTo(0, 0);
    }
    return () => {
      saved.set(location.key, window.scrollY);
    };
  }, [location.key]);
}

/** The same as a component, for the shell to load after its first render (shell/app-shell.tsx). */
export function ScrollBehaviour(): null {
  useScrollBehaviour();
  return null;
}
