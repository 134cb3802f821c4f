// Synthetic camera scenes for the QR bench: seeded, so every run draws the same frames.
import QRCode from "qrcode";
import { seededRandom } from "#tests/fixtures/seeded-random.ts";

export type Rand = () => number;

export const seeded: (seed: number) => Rand = seededRandom;

export function canvas(width: number, height: number): [HTMLCanvasElement, CanvasRenderingContext2D] {
  const c = document.createElement("canvas");
  c.width = width;
  c.height = height;
  const ctx = c.getContext("2d", { willReadFrequently: true });
  if (!ctx) throw new Error("no 2d context");
  return [c, ctx];
}

const grey = (r: Rand, lo = 0, hi = 255) => Math.round(lo + r() * (hi - lo));
const colour = (r: Rand, a = 1) => `rgba(${grey(r)},${grey(r)},${grey(r)},${a})`;

/**
 * A photographic-like background: gradients (sky, tarmac), large shapes (signs, bikes), dense
 * small blobs and stripes (foliage, gravel, brickwork: the high-contrast edges that make jsQR's
 * finder search slow), then sensor noise.
 */
export function background(width: number, height: number, textured: boolean, seed: number): HTMLCanvasElement {
  const [c, ctx] = canvas(width, height);
  if (!textured) {
    ctx.fillStyle = "#cfd2d6";
    ctx.fillRect(0, 0, width, height);
    return c;
  }
  const r = seeded(seed);
  const g = ctx.createLinearGradient(0, 0, width * r(), height);
  g.addColorStop(0, colour(r));
  g.addColorStop(0.5, colour(r));
  g.addColorStop(1, colour(r));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, width, height);
  const scale = width / 640;
  for (let i = 0; i < 6; i++) {
    const rg = ctx.createRadialGradient(width * r(), height * r(), 0, width * r(), height * r(), 300 * scale * r() + 20);
    rg.addColorStop(0, colour(r, 0.7));
    rg.addColorStop(1, colour(r, 0));
    ctx.fillStyle = rg;
    ctx.fillRect(0, 0, width, height);
  }
  for (let i = 0; i < 120; i++) {
    ctx.fillStyle = colour(r, 0.4 + r() * 0.6);
    const w = (10 + r() * 160) * scale;
    const h = (10 + r() * 160) * scale;
    if (r() < 0.5) ctx.fillRect(width * r(), height * r(), w, h);
    else {
      ctx.beginPath();
      ctx.ellipse(width * r(), height * r(), w / 2, h / 2, r() * Math.PI, 0, Math.PI * 2);
      ctx.fill();
    }
  }
  for (let i = 0; i < 4000 * scale * scale; i++) {
    ctx.fillStyle = r() < 0.5 ? `rgba(20,25,20,${0.5 + r() * 0.5})` : `rgba(235,235,225,${0.5 + r() * 0.5})`;
    ctx.fillRect(width * r(), height * r(), (1 + r() * 6) * scale, (1 + r() * 6) * scale);
  }
  for (let i = 0; i < 60; i++) {
    ctx.strokeStyle = colour(r, 0.8);
    ctx.lineWidth = (1 + r() * 5) * scale;
    ctx.beginPath();
    ctx.moveTo(width * r(), height * r());
    ctx.lineTo(width * r(), height * r());
    ctx.stroke();
  }
  addNoise(ctx, width, height, 18, r);
  return c;
}

export function addNoise(ctx: CanvasRenderingContext2D, width: number, height: number, amount: number, r: Rand) {
  const img = ctx.getImageData(0, 0, width, height);
  const d = img.data;
  for (let i = 0; i < d.length; i += 4) {
    const n = (r() + r() - 1) * amount;
    d[i] = (d[i] as number) + n;
    d[i + 1] = (d[i + 1] as number) + n;
    d[i + 2] = (d[i + 2] as number) + n;
  }
  ctx.putImageData(img, 0, 0);
}

/** The printed QR with its quiet zone, `modulePx` per module; light-on-dark when inverted. */
export function qrCanvas(text: string, modulePx: number, inverted = false): HTMLCanvasElement {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  const side = (n + 8) * modulePx;
  const [c, ctx] = canvas(side, side);
  ctx.fillStyle = inverted ? "#111" : "#fff";
  ctx.fillRect(0, 0, side, side);
  ctx.fillStyle = inverted ? "#fff" : "#111";
  for (let y = 0; y < n; y++)
    for (let x = 0; x < n; x++) if (qr.modules.get(y, x)) ctx.fillRect((x + 4) * modulePx, (y + 4) * modulePx, modulePx, modulePx);
  return c;
}

/**
 * A true perspective view of the poster: the plane tilted back by `tiltDeg` about its horizontal
 * axis and seen by a pinhole camera from 2 poster-widths away, warped by inverse mapping so
 * straight lines stay straight (a row-scaled trapezoid would not be a projective map).
 */
export function tilt(src: HTMLCanvasElement, tiltDeg: number): HTMLCanvasElement {
  const size = src.width;
  const sctx = src.getContext("2d", { willReadFrequently: true }) as CanvasRenderingContext2D;
  const from = sctx.getImageData(0, 0, size, size).data;
  const [c, ctx] = canvas(size, size);
  const out = ctx.createImageData(size, size);
  const sin = Math.sin((tiltDeg * Math.PI) / 180);
  const cos = Math.cos((tiltDeg * Math.PI) / 180);
  const depth = 0.5; // half the poster's size over its distance from the camera
  for (let py = 0; py < size; py++) {
    const v = ((py + 0.5) / size) * 2 - 1;
    const y = v / (cos - v * sin * depth);
    const z = 1 + y * sin * depth;
    for (let px = 0; px < size; px++) {
      const u = ((px + 0.5) / size) * 2 - 1;
      const x = u * z;
      if (x < -1 || x >= 1 || y < -1 || y >= 1 || z <= 0) continue;
      const sx = Math.floor(((x + 1) / 2) * size);
      const sy = Math.floor(((y + 1) / 2) * size);
      const si = (sy * size + sx) * 4;
      const di = (py * size + px) * 4;
      out.data[di] = from[si] as number;
      out.data[di + 1] = from[si + 1] as number;
      out.data[di + 2] = from[si + 2] as number;
      out.data[di + 3] = 255;
    }
  }
  ctx.putImageData(out, 0, 0);
  return c;
}

export interface PosterLook {
  size: number;
  rotationDeg: number;
  blurPx: number;
}

export function drawPoster(ctx: CanvasRenderingContext2D, poster: HTMLCanvasElement, cx: number, cy: number, look: PosterLook) {
  ctx.save();
  ctx.translate(cx, cy);
  ctx.rotate((look.rotationDeg * Math.PI) / 180);
  ctx.filter = look.blurPx > 0 ? `blur(${look.blurPx}px)` : "none";
  ctx.drawImage(poster, -look.size / 2, -look.size / 2, look.size, look.size);
  ctx.restore();
}

/** A sun spot: a white radial highlight that washes out part of the code. */
export function glare(ctx: CanvasRenderingContext2D, x: number, y: number, radius: number, strength: number) {
  const g = ctx.createRadialGradient(x, y, 0, x, y, radius);
  g.addColorStop(0, `rgba(255,255,250,${strength})`);
  g.addColorStop(0.6, `rgba(255,255,250,${strength * 0.5})`);
  g.addColorStop(1, "rgba(255,255,250,0)");
  ctx.fillStyle = g;
  ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
}

/** A scene for the timing cases: background plus, optionally, a code at 45% of the short side. */
export function timingScene(width: number, height: number, textured: boolean, text: string | null): HTMLCanvasElement {
  const [c, ctx] = canvas(width, height);
  ctx.drawImage(background(width, height, textured, 42), 0, 0);
  if (text) {
    const size = Math.round(Math.min(width, height) * 0.45);
    drawPoster(ctx, qrCanvas(text, 8), width / 2, height / 2, { size, rotationDeg: 8, blurPx: 0 });
  }
  return c;
}
