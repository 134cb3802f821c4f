import { useLocation } from "react-router";
import { QrImage } from "#app/ui/qr-image.tsx";

/** A QR code of the current address. */
function CurrentUrlQr() {
  const location = useLocation();
  const href = `${window.location.origin}${location.pathname}${location.search}`;
  return (
    <>
      <QrImage text={href} size={184} className="desktop-qr" testId="desktop-qr" />
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
