import type { FramePlan } from "./frame-geometry.ts";
import { createFrameGrabber } from "./frame-grabber.ts";
import type { DecodeOutcome, FrameDecoder } from "./worker-decoder.ts";

export type GrabMode = "auto" | "main";

export interface GrabbedDecode {
  outcome: DecodeOutcome;
  /** Main-thread time spent getting the frame to the worker. */
  grabMs: number;
  grabbedIn: "worker" | "main";
}

export interface FrameSource {
  decode(source: HTMLVideoElement | HTMLCanvasElement, plan: FramePlan, inverted: boolean, decoder: FrameDecoder): Promise<GrabbedDecode>;
}

/**
 * Gets a frame's pixels to the worker. Where WebCodecs' VideoFrame and OffscreenCanvas exist the
 * main thread only wraps the current frame (no copy, well under a millisecond) and the worker
 * crops, scales and reads it back; elsewhere, or if the worker cannot draw, a main-thread canvas
 * does it (a few ms for a ≤ 480 px read-back).
 */
export function createFrameSource(mode: GrabMode = "auto"): FrameSource {
  let inWorker = mode === "auto" && typeof VideoFrame === "function" && typeof OffscreenCanvas === "function";
  const grabber = createFrameGrabber();
  const clock = () => performance.now();
  return {
    async decode(source, plan, inverted, decoder) {
      const started = clock();
      if (inWorker) {
        const frame = new VideoFrame(source, { timestamp: 0 });
        const grabMs = clock() - started;
        try {
          return { outcome: await decoder.decodeFrame(frame, plan, inverted), grabMs, grabbedIn: "worker" };
        } catch (error) {
          inWorker = false; // e.g. no 2D OffscreenCanvas in the worker: the main thread grabs from now on
          throw error;
        }
      }
      const image = grabber.grab(source, plan);
      const grabMs = clock() - started;
      return { outcome: await decoder.decode(image, inverted), grabMs, grabbedIn: "main" };
    },
  };
}
