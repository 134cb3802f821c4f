// Browser side of the QR engine e2e test and bench: the real scanner, worker and grabber, driven
// through window.qrHarness by Playwright.
import { createScanner, type FrameReport, type Scanner, type ScannerOptions } from "#app/platform/qr/scanner.ts";
import type { ScannerError } from "#app/platform/qr/scanner-errors.ts";
import { benchCase, longTaskRun, referenceCase, successSet } from "./harness-bench.ts";

interface ScannerLog {
  codes: Array<{ code: string; text: string }>;
  others: string[];
  statuses: string[];
  errors: ScannerError[];
  frames: FrameReport[];
}

let scanner: Scanner | null = null;
const log: ScannerLog = { codes: [], others: [], statuses: [], errors: [], frames: [] };
const video = document.getElementById("video") as HTMLVideoElement;
let lastStream: MediaStream | null = null;

async function start(options: Partial<Pick<ScannerOptions, "engine" | "maxSide" | "getStream" | "grab">> = {}) {
  scanner = createScanner({
    video,
    engine: options.engine ?? "worker",
    maxSide: options.maxSide,
    grab: options.grab,
    getStream: options.getStream,
    onCode: (code, text) => log.codes.push({ code, text }),
    onOther: (text) => log.others.push(text),
    onStatus: (s) => log.statuses.push(s),
    onError: (e) => log.errors.push(e),
    onFrame: (f) => log.frames.push(f),
  });
  await scanner.start();
  lastStream = scanner.stream;
}

/** Fakes the page going to the background: Chromium headless has no other tab to switch to. */
function setHidden(hidden: boolean) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (hidden ? "hidden" : "visible") });
  Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
  document.dispatchEvent(new Event("visibilitychange"));
}

const harness = {
  start,
  stop: () => scanner?.stop(),
  status: () => scanner?.status ?? "none",
  engine: () => scanner?.engine ?? null,
  torch: () => scanner?.torch ?? null,
  log: () => ({ ...log, frames: log.frames.length }),
  frames: () => log.frames,
  currentTracks: () => (scanner?.stream?.getTracks() ?? []).map((t) => t.readyState),
  lastTracks: () => (lastStream?.getTracks() ?? []).map((t) => t.readyState),
  rememberStream: () => {
    lastStream = scanner?.stream ?? null;
  },
  videoHasStream: () => video.srcObject !== null,
  setHidden,
  benchCase,
  referenceCase,
  longTaskRun: (seconds: number, width: number, height: number, withScanner = true) =>
    longTaskRun(video, seconds, width, height, withScanner),
  successSet,
};

declare global {
  interface Window {
    qrHarness: typeof harness;
  }
}
window.qrHarness = harness;
document.title = "ready";
