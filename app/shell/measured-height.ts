import { useEffect, useRef } from "react";

/**
 * Keeps an element's height in a custom property on the root (`--bottom-bar-height`,
 * `--banners-height`), for the stylesheets that fit a page around it: a field scrolled clear of the
 * bottom bar (styles/layout.css), a question fitted below the banners (features/quiz/quiz.css).
 */
export function useMeasuredHeight<T extends HTMLElement>(property: `--${string}`) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(property, `${el.offsetHeight}px`));
    observer.observe(el);
    return () => {
      observer.disconnect();
      root.style.removeProperty(property);
    };
  }, [property]);
  return ref;
}
