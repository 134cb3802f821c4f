// Measurements run inside Chromium; the Node side (run.ts) turns the raw samples into figures.
import jsQR from "jsqr";
import { PASS_CYCLE, passFor, planFrame } from "#app/platform/qr/frame-geometry.ts";
import { createFrameGrabber } from "#app/platform/qr/frame-grabber.ts";
import { createFrameSource, type GrabMode } from "#app/platform/qr/frame-source.ts";
import { createScanner, type FrameReport } from "#app/platform/qr/scanner.ts";
import { createWorkBudget } from "#app/platform/qr/work-budget.ts";
import { createWorkerDecoder } from "#app/platform/qr/worker-decoder.ts";
import { CODE_ALPHABET } from "#core/checkpoint-code.ts";
import { addNoise, background, canvas, drawPoster, glare, qrCanvas, seeded, tilt, timingScene } from "./scene.ts";

export const BENCH_TEXT = "https://motoquiz.example/scan?code=GEAR2345";

export interface FrameSample {
  totalMs: number;
  grabMs: number;
  workerMs: number;
  kind: string;
  side: number;
  grabbedIn: string;
  found: boolean;
}

/** The worker path, one frame in flight, over the pass cycle: what the scanner does per frame. */
export async function benchCase(
  width: number,
  height: number,
  textured: boolean,
  withCode: boolean,
  frames: number,
  maxSide: number | null = null,
  grab: GrabMode = "auto",
) {
  const budget = createWorkBudget();
  const scene = timingScene(width, height, textured, withCode ? BENCH_TEXT : null);
  const source = createFrameSource(grab);
  const decoder = createWorkerDecoder();
  const samples: FrameSample[] = [];
  try {
    for (let i = -4; i < frames; i++) {
      const pass = passFor(i);
      const plan = planFrame(width, height, pass.kind, maxSide ?? budget.side());
      const t0 = performance.now();
      const { outcome, grabMs, grabbedIn } = await source.decode(scene, plan, pass.inverted, decoder);
      const totalMs = performance.now() - t0;
      budget.record(plan.width * plan.height, outcome.workerMs);
      // The first frames warm up the JIT and the worker; the camera's first frames do too.
      if (i >= 0)
        samples.push({
          totalMs,
          grabMs,
          workerMs: outcome.workerMs,
          kind: pass.kind,
          side: Math.max(plan.width, plan.height),
          grabbedIn,
          found: outcome.result?.text === BENCH_TEXT,
        });
    }
  } finally {
    decoder.dispose();
  }
  return samples;
}

/** The naive reference: the full frame, read back and decoded by jsQR (its default "attemptBoth") on the main thread. */
export function referenceCase(width: number, height: number, textured: boolean, withCode: boolean, frames: number) {
  const scene = timingScene(width, height, textured, withCode ? BENCH_TEXT : null);
  const ctx = scene.getContext("2d", { willReadFrequently: true }) as CanvasRenderingContext2D;
  const samples: Array<{ totalMs: number; found: boolean }> = [];
  for (let i = -2; i < frames; i++) {
    const t0 = performance.now();
    const img = ctx.getImageData(0, 0, width, height);
    const found = jsQR(img.data, width, height, { inversionAttempts: "attemptBoth" });
    const totalMs = performance.now() - t0;
    if (i >= 0) samples.push({ totalMs, found: found?.data === BENCH_TEXT });
  }
  return samples;
}

/**
 * The real scanner on a moving textured 1280×720 canvas stream for `seconds`, with a
 * PerformanceObserver counting main-thread long tasks (> 50 ms).
 */
export async function longTaskRun(video: HTMLVideoElement, seconds: number, width: number, height: number, withScanner = true) {
  const scene = timingScene(width + 40, height + 40, true, BENCH_TEXT);
  const [live, ctx] = canvas(width, height);
  let t = 0;
  let raf = 0;
  const paint = () => {
    t++;
    ctx.drawImage(scene, -20 + Math.round(10 * Math.sin(t / 7)), -20 + Math.round(10 * Math.cos(t / 9)));
    raf = requestAnimationFrame(paint);
  };
  paint();
  const stream = live.captureStream(30);
  const longTasks: number[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const e of list.getEntries()) longTasks.push(e.duration);
  });
  observer.observe({ type: "longtask", buffered: false });
  const frames: FrameReport[] = [];
  let codes = 0;
  const scanner = createScanner({
    video,
    engine: "worker",
    getStream: async () => stream,
    onCode: () => codes++,
    onFrame: (f) => frames.push(f),
  });
  // Without the scanner the same page just plays the stream: the baseline for what the scanner adds.
  if (withScanner) await scanner.start();
  else {
    video.srcObject = stream;
    await video.play();
  }
  await new Promise((r) => setTimeout(r, seconds * 1000));
  scanner.stop();
  video.srcObject = null;
  cancelAnimationFrame(raf);
  observer.disconnect();
  return {
    longTasks,
    codes,
    status: scanner.status,
    frames: frames.map((f) => ({ totalMs: f.totalMs, grabMs: f.grabMs, workerMs: f.workerMs, grab: f.grab, found: f.text !== null })),
  };
}

export interface SuccessSample {
  rotationDeg: number;
  tiltDeg: number;
  blurPx: number;
  glare: number;
  noise: number;
  sizeFraction: number;
  inverted: boolean;
  /** Per decode size: index of the first pass (0–7) of the cycle that read it, or -1. */
  passesNeeded: Record<number, number>;
  reference: boolean | null;
}

/** 100 (or `count`) seeded camera frames with the distortions of a poster outdoors, decoded through one pass cycle. */
export async function successSet(count: number, seed: number, withReference: boolean, sides: number[], dump: number[] = []) {
  const dumps: string[] = [];
  const r = seeded(seed);
  const width = 1280;
  const height = 720;
  const grabber = createFrameGrabber();
  const decoder = createWorkerDecoder();
  const out: SuccessSample[] = [];
  try {
    for (let i = 0; i < count; i++) {
      let code = "";
      for (let k = 0; k < 8; k++) code += CODE_ALPHABET[Math.floor(r() * CODE_ALPHABET.length)];
      const text = `https://motoquiz.example/scan?code=${code}`;
      const look = {
        rotationDeg: (r() * 2 - 1) * 40,
        tiltDeg: r() * 50,
        blurPx: r() * 2.5,
        glare: r() < 0.5 ? 0.5 + r() * 0.45 : 0,
        noise: 5 + r() * 35,
        sizeFraction: 0.25 + r() * 0.4,
        inverted: r() < 0.1,
      };
      const [scene, ctx] = canvas(width, height);
      ctx.drawImage(background(width, height, true, 1000 + i), 0, 0);
      const size = Math.round(Math.min(width, height) * look.sizeFraction);
      const cx = width / 2 + (r() - 0.5) * width * 0.1;
      const cy = height / 2 + (r() - 0.5) * height * 0.1;
      drawPoster(ctx, tilt(qrCanvas(text, 6, look.inverted), look.tiltDeg), cx, cy, {
        size,
        rotationDeg: look.rotationDeg,
        blurPx: look.blurPx,
      });
      if (look.glare > 0) glare(ctx, cx + (r() - 0.5) * size * 0.6, cy + (r() - 0.5) * size * 0.6, size * (0.2 + r() * 0.3), look.glare);
      addNoise(ctx, width, height, look.noise, r);
      if (dump.includes(i)) dumps.push(scene.toDataURL("image/jpeg", 0.8));
      const passesNeeded: Record<number, number> = {};
      for (const side of sides) {
        let needed = -1;
        for (let p = 0; p < PASS_CYCLE.length && needed < 0; p++) {
          const pass = passFor(p);
          const image = grabber.grab(scene, planFrame(width, height, pass.kind, side));
          const outcome = await decoder.decode(image, pass.inverted);
          if (outcome.result?.text === text) needed = p;
        }
        passesNeeded[side] = needed;
      }
      let reference: boolean | null = null;
      if (withReference) {
        const img = ctx.getImageData(0, 0, width, height);
        reference = jsQR(img.data, width, height, { inversionAttempts: "attemptBoth" })?.data === text;
      }
      out.push({ ...look, passesNeeded, reference });
    }
  } finally {
    decoder.dispose();
  }
  return { samples: out, dumps };
}
