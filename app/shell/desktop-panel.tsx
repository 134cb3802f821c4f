import { useLocation, useMatches } from "react-router";
import type { RouteHandle } from "#app/platform/routing/route-handle.ts";
import { QrImage } from "#app/ui/qr-image.tsx";

/**
 * The address a phone can open: this page's, or the landing for a page that needs this browser's
 * session (a phone scanning /quiz has none, and a guest could never sign in there).
 */
function useAddressForPhone(): { href: string; ownSession: boolean } {
  const location = useLocation();
  const ownSession = useMatches().some((m) => (m.handle as RouteHandle | undefined)?.guards?.includes("auth"));
  const path = ownSession ? "/" : `${location.pathname}${location.search}`;
  return { href: `${window.location.origin}${path}`, ownSession };
}

/** A QR code of the address a phone can open. */
function CurrentUrlQr() {
  const { href, ownSession } = useAddressForPhone();
  return (
    <>
      <QrImage text={href} size={184} className="desktop-qr" testId="desktop-qr" />
      <p className="desktop-view__url">{href}</p>
      {ownSession ? (
        <p className="muted small" data-testid="desktop-qr-note">
          This page belongs to this browser's session: the code opens MotoQuiz's start on your phone.
        </p>
      ) : null}
    </>
  );
}

/** The desktop side panel; loaded only on desktops, so phones never download it. */
export default function DesktopPanel() {
  return (
    <aside className="desktop-view__panel" aria-label="Open on your phone">
      <p className="eyebrow desktop-view__eyebrow">MotoQuiz</p>
      <h2>Made for your phone — scan to open it there</h2>
      <p>Point your phone's camera at the code. Everything works here with a mouse too.</p>
      <CurrentUrlQr />
    </aside>
  );
}
