/** Which part of the camera frame a decode pass looks at. */
export type CropKind = "viewfinder" | "zoom" | "full";

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A source rectangle in video pixels and the (smaller) size it is drawn at before decoding. */
export interface FramePlan {
  kind: CropKind;
  source: Rect;
  width: number;
  height: number;
}

/**
 * Share of the short side that the "zoom" crop keeps: a poster seen from a few metres fills
 * only the middle of the viewfinder, and at native resolution its modules stay ≥ 2 px.
 */
export const ZOOM_FRACTION = 0.6;

/**
 * Crop and scale for one pass. The viewfinder is the centre square of the short side (what a
 * square viewfinder over an `object-fit: cover` video shows). Every pass gets at most `side`²
 * pixels, because jsQR's cost follows the pixel count: a square crop is decoded at ≤ side × side,
 * the whole 16:9 frame at the same area (its long side ≈ 1.33 × side).
 */
export function planFrame(videoWidth: number, videoHeight: number, kind: CropKind, side: number): FramePlan {
  if (videoWidth <= 0 || videoHeight <= 0) throw new RangeError("video has no size yet");
  const short = Math.min(videoWidth, videoHeight);
  let width = videoWidth;
  let height = videoHeight;
  if (kind !== "full") {
    const side = Math.round(kind === "zoom" ? short * ZOOM_FRACTION : short);
    width = side;
    height = side;
  }
  const source: Rect = {
    x: Math.floor((videoWidth - width) / 2),
    y: Math.floor((videoHeight - height) / 2),
    width,
    height,
  };
  const scale = Math.min(1, side / Math.sqrt(width * height));
  return {
    kind,
    source,
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** What the n-th decode pass does: which crop, and whether it looks for a light-on-dark code. */
export interface PassPlan {
  kind: CropKind;
  inverted: boolean;
}

/**
 * The rotation of passes. Mostly the viewfinder square; every other pass a tighter crop for a
 * distant poster; now and then the whole frame (a code off centre) and an inverted pass (glare
 * or a light-on-dark print). One inverted pass of one crop costs the same as a normal pass,
 * where jsQR's "attemptBoth" doubles every pass.
 */
export const PASS_CYCLE: readonly PassPlan[] = [
  { kind: "viewfinder", inverted: false },
  { kind: "zoom", inverted: false },
  { kind: "viewfinder", inverted: false },
  { kind: "full", inverted: false },
  { kind: "viewfinder", inverted: false },
  { kind: "zoom", inverted: false },
  { kind: "viewfinder", inverted: true },
  { kind: "full", inverted: false },
];

export function passFor(index: number): PassPlan {
  const n = PASS_CYCLE.length;
  const plan = PASS_CYCLE[((index % n) + n) % n];
  // The index is taken modulo the cycle's length, so a plan is always there.
  if (!plan) throw new Error(`No pass plan for frame ${index}`);
  return plan;
}
