import { useEffect, useState } from "react";

/** A QR code of `text`, drawn in the browser by qrcode (loaded on first use, its own chunk). */
export function QrImage({ text, size, className, testId }: { text: string; size: number; className?: string; testId?: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import("qrcode")
      .then((qr) => qr.toString(text, { type: "svg", margin: 1, errorCorrectionLevel: "M" }))
      .then((markup) => {
        if (live) setSvg(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`);
      })
      .catch(() => {
        // No QR is no loss: every use prints what it holds beside it.
      });
    return () => {
      live = false;
    };
  }, [text]);
  return (
    <div className={className} data-testid={testId}>
      {svg ? <img src={svg} alt={`QR code for ${text}`} width={size} height={size} /> : null}
    </div>
  );
}
