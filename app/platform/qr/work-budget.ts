export interface WorkBudgetOptions {
  /** Decode time per frame to aim at, in ms; the bench's limit is 50 ms at p95. */
  targetMs?: number;
  minSide?: number;
  maxSide?: number;
  /** Side used until the first frames have been timed. */
  initialSide?: number;
}

export interface WorkBudget {
  /** Longest side, in px, to decode the next frame at. */
  side(): number;
  /** Feeds back what a frame of `pixels` cost in the worker. */
  record(pixels: number, ms: number): void;
}

/**
 * Caps jsQR's work per frame. Its time grows with the pixel count, and steeply on textured scenes
 * (gravel, foliage, a crowd), so the decode size follows the measured cost per pixel: a fast phone
 * pointed at a plain wall decodes large frames (small, distant codes still read), a slow one in
 * front of a hedge decodes small ones and keeps every frame within the budget.
 */
export function createWorkBudget(options: WorkBudgetOptions = {}): WorkBudget {
  const { targetMs = 30, minSide = 240, maxSide = 480, initialSide = 400 } = options;
  let msPerPixel: number | null = null;
  return {
    side() {
      if (msPerPixel === null || msPerPixel <= 0) return initialSide;
      const side = Math.sqrt(targetMs / msPerPixel);
      // Multiples of 8 keep jsQR's 8×8 binarizer blocks whole.
      return Math.min(maxSide, Math.max(minSide, Math.floor(side / 8) * 8));
    },
    record(pixels, ms) {
      if (pixels <= 0 || !Number.isFinite(ms)) return;
      const sample = ms / pixels;
      // Quick to shrink after a slow frame, slow to grow back: one hedge in view should not cost
      // a run of slow frames, and one lucky frame should not undo it.
      const weight = msPerPixel === null ? 1 : sample > msPerPixel ? 0.6 : 0.2;
      msPerPixel = msPerPixel === null ? sample : msPerPixel + weight * (sample - msPerPixel);
    },
  };
}
