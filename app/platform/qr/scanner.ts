import { type FramePlan, passFor, planFrame } from "./frame-geometry.ts";
import { createFramePump, type FramePump } from "./frame-pump.ts";
import { createFrameSource, type GrabMode } from "./frame-source.ts";
import { createNativeDetector, type NativeDetector } from "./native-detector.ts";
import { classifyCameraError, createRepeatFilter, interpretScan, preflightError, type ScannerError } from "./scanner-errors.ts";
import { createWorkBudget } from "./work-budget.ts";
import { createWorkerDecoder, type FrameDecoder } from "./worker-decoder.ts";

export type ScannerStatus = "idle" | "starting" | "scanning" | "paused" | "stopped" | "error";
export type ScanEngine = "native" | "worker";

/** Timing of one decoded frame, for the bench and for diagnostics. */
export interface FrameReport {
  engine: ScanEngine;
  /** Where the frame was cropped and scaled: in the worker (VideoFrame) or on the main thread. */
  grab: "worker" | "main";
  plan: FramePlan | null;
  /** Main-thread time: drawImage + getImageData (worker) or the detect() call (native). */
  grabMs: number;
  workerMs: number;
  totalMs: number;
  text: string | null;
}

export interface ScannerOptions {
  video: HTMLVideoElement;
  /** A valid checkpoint code, from a checkpoint URL or a bare code; `text` is the raw QR content. */
  onCode: (code: string, text: string) => void;
  /** A QR code that is not a MotoQuiz checkpoint. */
  onOther?: (text: string) => void;
  onError?: (error: ScannerError) => void;
  onStatus?: (status: ScannerStatus) => void;
  onTorch?: (torch: { supported: boolean; on: boolean }) => void;
  onFrame?: (report: FrameReport) => void;
  /** "auto" prefers the platform's BarcodeDetector; "worker" always uses jsQR in the worker. */
  engine?: "auto" | "worker";
  /** A fixed longest side, in px, to decode at; by default it follows the work budget. */
  maxSide?: number;
  /** Worker time per frame the adaptive decode size aims at (default 30 ms). */
  targetMs?: number;
  /** At most one decode start per this many ms (battery); frames in between are dropped. */
  minIntervalMs?: number;
  /** "main" forces the canvas grab on the main thread (for comparison); default: in the worker where possible. */
  grab?: GrabMode;
  /** Defaults to navigator.mediaDevices.getUserMedia; the bench passes a canvas stream. */
  getStream?: (constraints: MediaStreamConstraints) => Promise<MediaStream>;
}

export interface Scanner {
  start(): Promise<void>;
  stop(): void;
  setTorch(on: boolean): Promise<void>;
  readonly status: ScannerStatus;
  readonly engine: ScanEngine | null;
  readonly torch: { supported: boolean; on: boolean };
  readonly stream: MediaStream | null;
}

const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: "environment", width: { ideal: 1280 }, height: { ideal: 720 } },
};
const REPEAT_WINDOW_MS = 2500;

export function createScanner(options: ScannerOptions): Scanner {
  const { video } = options;
  const budget = createWorkBudget({ targetMs: options.targetMs });
  const frames = createFrameSource(options.grab);
  const clock = () => performance.now();
  const seen = createRepeatFilter(REPEAT_WINDOW_MS);
  let status: ScannerStatus = "idle";
  let engine: ScanEngine | null = null;
  let native: NativeDetector | null = null;
  let decoder: FrameDecoder | null = null;
  let stream: MediaStream | null = null;
  let pump: FramePump | null = null;
  let generation = 0;
  let cancelFrame: (() => void) | null = null;
  const torch = { supported: false, on: false };

  const setStatus = (next: ScannerStatus) => {
    if (next === status) return;
    status = next;
    options.onStatus?.(next);
  };
  const emitTorch = () => options.onTorch?.({ ...torch });

  function handleText(text: string) {
    if (!seen(text, clock())) return;
    const scan = interpretScan(text);
    if (scan.kind === "code") options.onCode(scan.code, scan.text);
    else options.onOther?.(scan.text);
  }

  async function decodeFrame(index: number): Promise<void> {
    if (video.videoWidth === 0 || video.readyState < 2) return;
    const started = clock();
    if (engine === "native" && native) {
      const texts = await native.detect(video);
      const grabMs = clock() - started;
      options.onFrame?.({ engine, grab: "main", plan: null, grabMs, workerMs: 0, totalMs: grabMs, text: texts[0] ?? null });
      for (const t of texts) handleText(t);
      return;
    }
    decoder ??= createWorkerDecoder();
    const pass = passFor(index);
    const plan = planFrame(video.videoWidth, video.videoHeight, pass.kind, options.maxSide ?? budget.side());
    const { outcome, grabMs, grabbedIn } = await frames.decode(video, plan, pass.inverted, decoder);
    budget.record(plan.width * plan.height, outcome.workerMs);
    const text = outcome.result?.text ?? null;
    options.onFrame?.({ engine: "worker", grab: grabbedIn, plan, grabMs, workerMs: outcome.workerMs, totalMs: clock() - started, text });
    if (text !== null && status === "scanning") handleText(text);
  }

  function scheduleFrames(gen: number) {
    pump = createFramePump(decodeFrame, { minIntervalMs: options.minIntervalMs ?? 0, onError: () => {} });
    const useVideoFrames = typeof video.requestVideoFrameCallback === "function";
    const next = () => {
      if (gen !== generation) return;
      pump?.tick(clock());
      if (useVideoFrames) {
        const handle = video.requestVideoFrameCallback(next);
        cancelFrame = () => video.cancelVideoFrameCallback(handle);
      } else {
        const handle = requestAnimationFrame(next);
        cancelFrame = () => cancelAnimationFrame(handle);
      }
    };
    next();
  }

  function releaseCamera() {
    generation++;
    cancelFrame?.();
    cancelFrame = null;
    for (const track of stream?.getTracks() ?? []) track.stop();
    stream = null;
    video.srcObject = null;
    torch.on = false;
  }

  async function acquire(): Promise<void> {
    const gen = ++generation;
    setStatus("starting");
    const early = preflightError({
      isSecureContext: window.isSecureContext,
      hasGetUserMedia: options.getStream !== undefined || typeof navigator.mediaDevices?.getUserMedia === "function",
    });
    if (early) return fail(early);
    const getStream = options.getStream ?? ((c: MediaStreamConstraints) => navigator.mediaDevices.getUserMedia(c));
    let acquired: MediaStream;
    try {
      acquired = await getStream(CAMERA_CONSTRAINTS);
    } catch (error) {
      if (gen === generation) fail(classifyCameraError(error, window.isSecureContext));
      return;
    }
    if (gen !== generation || document.visibilityState === "hidden") {
      for (const track of acquired.getTracks()) track.stop();
      if (gen === generation) setStatus("paused");
      return;
    }
    stream = acquired;
    video.muted = true;
    video.playsInline = true;
    video.srcObject = acquired;
    try {
      await video.play();
    } catch (error) {
      // A newer start or a stop replaced the stream while play() was pending: not a failure.
      if (gen !== generation) return;
      return fail(classifyCameraError(error, window.isSecureContext));
    }
    if (gen !== generation) return;
    if (engine === null) {
      native = options.engine === "worker" ? null : await createNativeDetector();
      engine = native ? "native" : "worker";
    }
    detectTorch(acquired);
    setStatus("scanning");
    scheduleFrames(gen);
  }

  function detectTorch(current: MediaStream) {
    const track = current.getVideoTracks()[0];
    const caps = track?.getCapabilities?.() as (MediaTrackCapabilities & { torch?: boolean }) | undefined;
    torch.supported = caps?.torch === true;
    torch.on = false;
    emitTorch();
  }

  function fail(error: ScannerError) {
    releaseCamera();
    setStatus("error");
    options.onError?.(error);
  }

  function onVisibility() {
    if (document.visibilityState === "hidden" && (status === "scanning" || status === "starting")) {
      // Stop the tracks, not just the loop: the camera light goes off and the battery is spared.
      releaseCamera();
      setStatus("paused");
      emitTorch();
    } else if (document.visibilityState === "visible" && status === "paused") {
      void acquire();
    }
  }

  return {
    async start() {
      if (status === "scanning" || status === "starting") return;
      document.addEventListener("visibilitychange", onVisibility);
      await acquire();
    },
    stop() {
      document.removeEventListener("visibilitychange", onVisibility);
      releaseCamera();
      decoder?.dispose();
      decoder = null;
      setStatus("stopped");
    },
    async setTorch(on) {
      const track = stream?.getVideoTracks()[0];
      if (!track || !torch.supported) return;
      await track.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
      torch.on = on;
      emitTorch();
    },
    get status() {
      return status;
    },
    get engine() {
      return engine;
    },
    get torch() {
      return { ...torch };
    },
    get stream() {
      return stream;
    },
  };
}
