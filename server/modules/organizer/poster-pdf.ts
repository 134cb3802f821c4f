import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";

export interface Poster {
  eventName: string;
  checkpointName: string;
  /** Printed form, XXXX-XXXX. */
  code: string;
  /** What the QR holds: `<base>/scan?code=<CODE>`. */
  url: string;
  /** Shown in the instruction as the address to type, e.g. quiz.example.org. */
  host: string;
  /** The demo event's poster says it is for trying the app. */
  demo?: boolean;
}

/** ISO 216 sizes; each page is the A4 layout scaled, so the QR keeps its share of the page. */
export const PAPER_SIZES = { A4: 1, A5: Math.SQRT1_2, A6: 0.5 } as const;
export type PaperSize = keyof typeof PAPER_SIZES;
export const PAPER_NAMES: readonly PaperSize[] = ["A4", "A5", "A6"];

const ASPHALT = "#1b1d21";
const AMBER = "#ffc400";
const CONCRETE = "#5b6068";
const WHITE = "#ffffff";
const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;

// The app's own type family (Barlow, as on every screen), from the npm package: pdfkit embeds WOFF through fontkit.
// Each subset covers part of Unicode, so text is drawn in runs of the subset that has the glyph.
const require = createRequire(import.meta.url);
const fontFile = (pkg: string, subset: string, weight: number) =>
  require.resolve(`@fontsource/${pkg}/files/${pkg}-${subset}-${weight}-normal.woff`);
const FAMILIES = {
  display: ["latin", "latin-ext", "vietnamese"].map((s) => ({ name: `display-${s}`, file: fontFile("barlow-condensed", s, 700) })),
  body: ["latin", "latin-ext", "vietnamese"].map((s) => ({ name: `body-${s}`, file: fontFile("barlow", s, 500) })),
};
type Family = keyof typeof FAMILIES;

interface Glyphs {
  hasGlyphForCodePoint(cp: number): boolean;
}

/** Writes one page per poster (A4 unless told); `onPage` reports progress. */
export async function renderPosters(
  posters: Poster[],
  title: string,
  onPage: (index: number) => void,
  paper: PaperSize = "A4",
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: paper,
    margin: 0,
    autoFirstPage: false,
    info: { Title: title, Author: "MotoQuiz", Creator: "MotoQuiz ops" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const glyphs = new Map<string, Glyphs>();
  for (const f of [...FAMILIES.display, ...FAMILIES.body]) {
    doc.registerFont(f.name, f.file);
    // NOTE: pdfkit keeps the fontkit font on the private `_font`; it is the only way to ask for coverage.
    doc.font(f.name);
    glyphs.set(f.name, (doc as unknown as { _font: { font: Glyphs } })._font.font);
  }
  const pen = new Pen(doc, glyphs);
  for (const [i, poster] of posters.entries()) {
    doc.addPage({ size: paper, margin: 0 });
    doc.scale(PAPER_SIZES[paper]);
    drawPoster(doc, pen, poster);
    onPage(i);
  }
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

function drawPoster(doc: PDFKit.PDFDocument, pen: Pen, p: Poster): void {
  const inner = A4.width - 2 * MARGIN;
  // Header: asphalt band with the brand in hi-vis amber and the event in white.
  doc.rect(0, 0, A4.width, 128).fill(ASPHALT);
  pen.line("display", "MOTOQUIZ", { x: MARGIN, y: 30, size: 30, color: AMBER, spacing: 3 });
  const label = p.demo ? "DEMO — FOR TRYING THE APP" : "CHECKPOINT";
  pen.line("display", label, { x: MARGIN, y: 40, size: 16, color: p.demo ? AMBER : WHITE, spacing: 2.5, align: "right", width: inner });
  const event = pen.layout("display", p.eventName, inner, 30, 16, 1);
  pen.line("display", event.lines[0] ?? "", { x: MARGIN, y: 72 + (30 - event.size) / 2, size: event.size, color: WHITE });
  // A hi-vis band with two reflective stripes, like a rider's vest.
  doc.rect(0, 128, A4.width, 30).fill(AMBER);
  doc.rect(0, 138, A4.width, 3).fill(WHITE);
  doc.rect(0, 145, A4.width, 3).fill(WHITE);

  // The checkpoint name: one big line, or two smaller ones, centred in its box.
  const nameBox = { top: 168, bottom: 264 };
  const oneLine = pen.layout("display", p.checkpointName, inner, 52, 40, 1);
  const name = oneLine.fits ? oneLine : pen.layout("display", p.checkpointName, inner, 40, 22, 2);
  const leading = name.size * 1.08;
  const nameTop = (nameBox.top + nameBox.bottom - name.lines.length * leading) / 2;
  name.lines.forEach((l, i) => {
    pen.line("display", l, { x: MARGIN, y: nameTop + i * leading, size: name.size, color: ASPHALT, align: "center", width: inner });
  });

  // The QR code, vector-drawn, as large as the page leaves between the name and the code's lines
  // below; the white page around it is its quiet zone.
  const qrTop = 272;
  const below = 14 + 92 + 25 + 19 + 12;
  const qrSize = Math.min(inner, A4.height - 62 - below - qrTop);
  drawQr(doc, p.url, (A4.width - qrSize) / 2, qrTop, qrSize);

  const codeTop = qrTop + qrSize + 14;
  pen.line("display", p.code, { x: MARGIN, y: codeTop, size: 72, color: ASPHALT, spacing: 6, align: "center", width: inner });
  pen.line("body", "Scan with your phone's camera —", {
    x: MARGIN,
    y: codeTop + 92,
    size: 19,
    color: ASPHALT,
    align: "center",
    width: inner,
  });
  pen.line("body", `or open ${p.host} and type the code.`, {
    x: MARGIN,
    y: codeTop + 117,
    size: 19,
    color: ASPHALT,
    align: "center",
    width: inner,
  });

  // Footer: the safety line every rider should read before reaching for a phone.
  doc.rect(0, A4.height - 62, A4.width, 62).fill(AMBER);
  pen.line("display", "PULL OVER AND STOP BEFORE YOU SCAN", {
    x: MARGIN,
    y: A4.height - 48,
    size: 20,
    color: ASPHALT,
    spacing: 1.5,
    align: "center",
    width: inner,
  });
  pen.line("body", "No clock runs until you tap “I'm stopped — start”.", {
    x: MARGIN,
    y: A4.height - 26,
    size: 12,
    color: CONCRETE,
    align: "center",
    width: inner,
  });
}

function drawQr(doc: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(text, { errorCorrectionLevel: "Q" });
  const n = qr.modules.size;
  const unit = size / n;
  // One rectangle per horizontal run of dark modules keeps the page small and the edges exact.
  for (let r = 0; r < n; r++) {
    let c = 0;
    while (c < n) {
      if (!qr.modules.get(r, c)) {
        c++;
        continue;
      }
      const start = c;
      while (c < n && qr.modules.get(r, c)) c++;
      doc.rect(x + start * unit, y + r * unit, (c - start) * unit + 0.01, unit + 0.01);
    }
  }
  doc.fill("#000000");
}

interface LineOptions {
  x: number;
  y: number;
  size: number;
  color: string;
  spacing?: number;
  align?: "left" | "center" | "right";
  width?: number;
}

/** Draws text in runs of whichever font subset has each glyph, and fits text to a width. */
class Pen {
  constructor(
    private doc: PDFKit.PDFDocument,
    private glyphs: Map<string, Glyphs>,
  ) {}

  private runs(family: Family, text: string): { font: string; text: string }[] {
    const fonts = FAMILIES[family];
    const out: { font: string; text: string }[] = [];
    for (const ch of text) {
      const cp = ch.codePointAt(0) ?? 0;
      const font = (fonts.find((f) => this.glyphs.get(f.name)?.hasGlyphForCodePoint(cp)) ?? fonts[0])?.name ?? "Helvetica";
      const last = out[out.length - 1];
      if (last && last.font === font) last.text += ch;
      else out.push({ font, text: ch });
    }
    return out;
  }

  width(family: Family, text: string, size: number, spacing = 0): number {
    return this.runs(family, text).reduce(
      (w, r) => w + this.doc.font(r.font).fontSize(size).widthOfString(r.text, { characterSpacing: spacing }),
      0,
    );
  }

  line(family: Family, text: string, o: LineOptions): void {
    const w = this.width(family, text, o.size, o.spacing);
    let x = o.x;
    if (o.align === "center") x += ((o.width ?? w) - w) / 2;
    if (o.align === "right") x += (o.width ?? w) - w;
    this.doc.fillColor(o.color);
    for (const r of this.runs(family, text)) {
      this.doc
        .font(r.font)
        .fontSize(o.size)
        .text(r.text, x, o.y, { lineBreak: false, characterSpacing: o.spacing ?? 0 });
      x += this.doc.widthOfString(r.text, { characterSpacing: o.spacing ?? 0 });
    }
  }

  /** The largest size from `size` down to `min` at which the text fits in `maxLines` lines. */
  layout(
    family: Family,
    text: string,
    width: number,
    size: number,
    min: number,
    maxLines: number,
  ): { lines: string[]; size: number; fits: boolean } {
    for (let s = size; s >= min; s -= 2) {
      const lines = this.wrap(family, text, s, width);
      if (lines.length <= maxLines && lines.every((l) => this.width(family, l, s) <= width)) return { lines, size: s, fits: true };
    }
    const lines = this.wrap(family, text, min, width);
    const kept = [...lines.slice(0, maxLines - 1), lines.slice(maxLines - 1).join(" ")];
    // Even the smallest size overflows: shorten with an ellipsis rather than run off the paper.
    const cut = kept.map((l) => {
      let c = l;
      while (c.length > 1 && this.width(family, c === l ? l : `${c}…`, min) > width) c = c.slice(0, -1).trimEnd();
      return c === l ? l : `${c}…`;
    });
    return { lines: cut, size: min, fits: false };
  }

  private wrap(family: Family, text: string, size: number, width: number): string[] {
    const lines: string[] = [];
    let current = "";
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const next = current ? `${current} ${word}` : word;
      if (current && this.width(family, next, size) > width) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    return lines;
  }
}

/** The code goes in without its dash: `/scan?code=ABCD2345` (the scan screen accepts both). */
export function scanUrl(base: URL, code: string): string {
  return `${base.origin}${base.pathname.replace(/\/+$/, "")}/scan?code=${encodeURIComponent(code)}`;
}

export function displayHost(base: URL): string {
  return `${base.host}${base.pathname.replace(/\/+$/, "")}`;
}
