import { useEffect, useState } from "react";
import { useLocation } from "react-router";

/** A QR code of the current address, drawn in the browser by qrcode (its own chunk). */
function CurrentUrlQr() {
  const location = useLocation();
  const [svg, setSvg] = useState<string | null>(null);
  const href = `${window.location.origin}${location.pathname}${location.search}`;
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
