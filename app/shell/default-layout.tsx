import type { ReactNode } from "react";
import { Footer } from "./footer.tsx";
import { Header, type HeaderProps } from "./header.tsx";
import { useMeasuredHeight } from "./measured-height.ts";

export interface DefaultLayoutProps {
  children: ReactNode;
  /** The page's main action(s), kept in a bar at the bottom within thumb reach. */
  actions?: ReactNode;
  headerActions?: HeaderProps["actions"];
  /** Hide the footer on focused screens (quiz) where it only distracts. */
  footer?: boolean;
}

export function DefaultLayout({ children, actions, headerActions, footer = true }: DefaultLayoutProps) {
  // A field scrolled into view stops clear of the bar (at 360×640 three buttons take a third of the screen).
  const barRef = useMeasuredHeight<HTMLDivElement>("--bottom-bar-height");
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
