/** The parts of the Shape Detection API we use; TypeScript's DOM lib does not declare it. */
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<Array<{ rawValue: string }>>;
}
interface BarcodeDetectorStatic {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

export interface NativeDetector {
  detect(source: CanvasImageSource): Promise<string[]>;
}

/**
 * The platform's BarcodeDetector where it reads QR codes (Chrome on Android, Safari 17+); null
 * elsewhere (Chromium on Linux and desktop Firefox have none), and then the jsQR worker runs.
 */
export async function createNativeDetector(scope: object = globalThis): Promise<NativeDetector | null> {
  const Detector = (scope as { BarcodeDetector?: BarcodeDetectorStatic }).BarcodeDetector;
  if (typeof Detector !== "function") return null;
  try {
    const formats = await Detector.getSupportedFormats();
    if (!formats.includes("qr_code")) return null;
    const detector = new Detector({ formats: ["qr_code"] });
    return {
      async detect(source) {
        const found = await detector.detect(source);
        return found.map((b) => b.rawValue).filter((t) => t.length > 0);
      },
    };
  } catch {
    return null;
  }
}
