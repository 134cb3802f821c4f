import type { ScannerErrorKind } from "#app/platform/qr/scanner-errors.ts";

/** What to tell the rider when the camera cannot be used, and how to fix it. */
export const CAMERA_HELP: Record<ScannerErrorKind, { title: string; steps: string[] }> = {
  denied: {
    title: "Camera access is blocked",
    steps: [
      "Android (Chrome): tap the icon left of the address, then Permissions → Camera → Allow, and reload.",
      "iPhone (Safari): tap “aA” in the address bar → Website Settings → Camera → Allow, and reload.",
      "Or type the code printed under the QR code below.",
    ],
  },
  "no-camera": {
    title: "No camera found",
    steps: ["This device or browser offers no camera. Type the code printed under the QR code below."],
  },
  insecure: {
    title: "The camera needs a secure connection",
    steps: ["Browsers allow the camera only on https pages. Open the https address, or type the code below."],
  },
  other: {
    title: "The camera could not start",
    steps: ["Another app may be using it. Close that app and try again, or type the code below."],
  },
};
