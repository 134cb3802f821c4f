import { useEffect, useState } from "react";
import { useLocation, useMatches } from "react-router";
import type { RouteHandle } from "#app/platform/routing/route-handle.ts";

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

/** A QR code of the address a phone can open, drawn in the browser by qrcode (its own chunk). */
function CurrentUrlQr() {
  const [svg, setSvg] = useState<string | null>(null);
  const { href, ownSession } = useAddressForPhone();
  useEffect(() => {
    let live = true;
    import("qrcode")
      .then((qr) => qr.toString(href, { type: "svg", margin: 1, errorCorrectionLevel: "M" }))
      .then((markup) => {
        if (live) setSvg(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`);
      })
      .catch(() => {
        // No QR is no loss here: the address is printed under it.
      });
    return () => {
      live = false;
    };
  }, [href]);
  return (
    <>
      <div className="desktop-qr" data-testid="desktop-qr">
        {svg ? <img src={svg} alt={`QR code for ${href}`} width={184} height={184} /> : null}
      </div>
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
