import jsQR from "jsqr";
import type { FramePlan } from "./frame-geometry.ts";

export interface DecodeRequest {
  id: number;
  width: number;
  height: number;
  /** RGBA pixels, transferred (not copied) to the worker. */
  buffer: ArrayBuffer;
  /** Look for a light-on-dark code (glare, inverted print) instead of dark-on-light. */
  inverted: boolean;
}

/** A camera frame handed over whole: the worker crops and scales it, off the main thread. */
export interface FrameDecodeRequest {
  id: number;
  frame: VideoFrame;
  plan: FramePlan;
  inverted: boolean;
}

export interface DecodeResponse {
  id: number;
  result: { text: string } | null;
  /** Time spent in the worker (crop and scale if it did them, then jsQR), for the bench. */
  ms: number;
  /** Set when the worker could not handle the request (e.g. no 2D OffscreenCanvas there). */
  error?: string;
}

/**
 * One jsQR pass. jsQR 1.4's own "onlyInvert" crashes (it never builds the inverted matrix) and its
 * option object is shared between calls, so the inverted pass flips the pixels here and always asks
 * for "dontInvert": the same cost as a normal pass, where "attemptBoth" doubles it.
 */
export function decodePixels(pixels: Uint8ClampedArray, width: number, height: number, inverted: boolean) {
  if (inverted) invertInPlace(pixels);
  const found = jsQR(pixels, width, height, { inversionAttempts: "dontInvert" });
  return found ? { text: found.data } : null;
}

/** Inverts red, green and blue of each RGBA pixel; alpha stays. */
function invertInPlace(pixels: Uint8ClampedArray): void {
  // Every index read is below pixels.length (a whole RGBA pixel at a time): `?? 0` is never taken.
  for (let i = 0; i + 2 < pixels.length; i += 4) {
    pixels[i] = 255 - (pixels[i] ?? 0);
    pixels[i + 1] = 255 - (pixels[i + 1] ?? 0);
    pixels[i + 2] = 255 - (pixels[i + 2] ?? 0);
  }
}

export function handleDecodeRequest(request: DecodeRequest, clock: () => number): DecodeResponse {
  const started = clock();
  const pixels = new Uint8ClampedArray(request.buffer);
  const result = decodePixels(pixels, request.width, request.height, request.inverted);
  return { id: request.id, result, ms: clock() - started };
}
