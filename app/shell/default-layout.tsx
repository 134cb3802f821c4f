import type { ReactNode } from "react";
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

export function DefaultLayout({ children, actions, headerActions, footer = true }: DefaultLayoutProps) {
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
      {actions ? <div className="bottom-bar">{actions}</div> : null}
    </div>
  );
}
