import type { FramePlan } from "./frame-geometry.ts";

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export interface FrameGrabber {
  /** Draws the plan's source rectangle at its target size and reads the pixels back. */
  grab(source: CanvasImageSource, plan: FramePlan): ImageData;
}

/**
 * One reusable canvas (OffscreenCanvas where it exists). The downscale happens in drawImage, so the
 * main thread only pays for the small read-back, never for a full-resolution getImageData.
 */
export function createFrameGrabber(smoothing: ImageSmoothingQuality = "low"): FrameGrabber {
  let ctx: Context2D | null = null;
  const canvas: OffscreenCanvas | HTMLCanvasElement =
    typeof OffscreenCanvas === "function" ? new OffscreenCanvas(1, 1) : document.createElement("canvas");
  return {
    grab(source, plan) {
      if (canvas.width !== plan.width) canvas.width = plan.width;
      if (canvas.height !== plan.height) canvas.height = plan.height;
      // willReadFrequently keeps the canvas in CPU memory: every frame is read back.
      ctx ??= canvas.getContext("2d", { willReadFrequently: true, alpha: false }) as Context2D | null;
      if (!ctx) throw new Error("2D canvas is not available");
      ctx.imageSmoothingEnabled = true;
      ctx.imageSmoothingQuality = smoothing;
      const { x, y, width, height } = plan.source;
      ctx.drawImage(source, x, y, width, height, 0, 0, plan.width, plan.height);
      return ctx.getImageData(0, 0, plan.width, plan.height);
    },
  };
}
