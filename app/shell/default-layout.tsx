import { type ReactNode, useEffect, useRef } from "react";
import { Footer } from "./footer.tsx";
import { Header, type HeaderProps } from "./header.tsx";

export interface DefaultLayoutProps {
  children: ReactNode;
  /** The page's main action(s), kept in a bar at the bottom within thumb reach. */
  actions?: ReactNode;
  headerActions?: HeaderProps["actions"];
  /** Hide the footer on focused screens (quiz) where it only distracts. */
  footer?: boolean;
}

/**
 * The bottom bar's height as `--bottom-bar-height` on the root, which a field's scroll margin
 * keeps clear (styles/layout.css): a field focused or scrolled to, and its error, land above the
 * bar instead of under it (at 360×640 three buttons take a third of the screen).
 */
function useBottomBarHeight() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty("--bottom-bar-height", `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--bottom-bar-height");
    };
  }, []);
  return ref;
}

export function DefaultLayout({ children, actions, headerActions, footer = true }: DefaultLayoutProps) {
  const barRef = useBottomBarHeight();
  return (
    <div className="layout">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header actions={headerActions} />
      <main id="main" className="layout__main" tabIndex={-1}>
        {children}
      </main>
      {footer ? <Footer /> : null}
      {actions ? (
        <div className="bottom-bar" ref={barRef}>
          {actions}
        </div>
      ) : null}
    </div>
  );
}
