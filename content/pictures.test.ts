import fs from "node:fs";
import path from "node:path";
import { type Browser, chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/fixtures/chromium.ts";
import { loadBank, PICTURES_DIR } from "./load.ts";

/**
 * Every picture as a rider's phone shows it at its smallest, in real Chromium: the text in it must
 * stay readable there (content/README.md#pictures). Each picture is also saved as drawn and
 * mirrored, full size and smallest, under test-results/pictures/ for a reviewer to look at.
 */

/** Smallest type a picture may show at its smallest: the floor of the common mobile type scales (Apple 11 pt, Material 11–12 sp). */
const MIN_TEXT_PX = 12;
/** The sunlight theme's border (app/styles/tokens.css) sits inside the figure's box and shrinks the picture. */
const THICKEST_BORDER_PX = 2;
const SHEETS_DIR = path.join("test-results", "pictures");

/** The figure's minimum height in CSS px, read from the app's stylesheet so the test follows a change there. */
function smallestFigureHeight(): number {
  const cssFiles = (fs.readdirSync("app", { recursive: true }) as string[]).filter((f) => f.endsWith(".css"));
  for (const file of cssFiles) {
    const rule = /\.question__figure\s*\{([^}]*)\}/.exec(fs.readFileSync(path.join("app", file), "utf8"));
    const min = rule && /min-height:\s*([\d.]+)(rem|px)/.exec(rule[1] ?? "");
    if (min) return Number(min[1]) * (min[2] === "rem" ? 16 : 1);
  }
  throw new Error("no .question__figure rule with a min-height under app/");
}

const bank = loadBank();
const pictured = [...bank.questions, ...bank.sample].filter((q) => q.picture);
const svgText = (file: string) => fs.readFileSync(path.join(PICTURES_DIR, file), "utf8");

describe("pictures in Chromium at the smallest size the quiz shows them", () => {
  let browser: Browser;
  const height = smallestFigureHeight() - 2 * THICKEST_BORDER_PX;
  // object-fit: contain puts the 400×300 picture at the box's height: the box is never narrower.
  const width = (height * 4) / 3;

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    fs.mkdirSync(SHEETS_DIR, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("the smallest figure is the one the app's stylesheet allows", () => {
    // quiz.css: `.question__figure { min-height: 5rem }`; the review measured 107×80 without the border.
    expect(height).toBe(76);
  });

  it(`every <text> in a picture renders at ${MIN_TEXT_PX} px or more, and every picture loads as an image, drawn and mirrored`, async () => {
    const page = await browser.newPage({ viewport: { width: 1240, height: 320 } });
    const tooSmall: string[] = [];
    let texts = 0;
    for (const q of pictured) {
      const file = q.picture as string;
      const src = `data:image/svg+xml;base64,${Buffer.from(svgText(file)).toString("base64")}`;
      const flip = q.pictureMirrorable ? "transform:scaleX(-1)" : "";
      await page.setContent(
        `<body style="margin:0;display:flex;gap:8px;align-items:flex-start;background:#fff">
          <img src="${src}" width="400" height="300"><img src="${src}" width="400" height="300" style="${flip}">
          <div id="small" style="width:${width}px;height:${height}px">${svgText(file).replace("<svg ", '<svg width="100%" height="100%" ')}</div>
          <img src="${src}" style="width:${width}px;height:${height}px;${flip}"></body>`,
      );
      const loaded = await page.$$eval("img", (imgs) => imgs.map((img) => img.complete && img.naturalWidth > 0));
      expect(loaded, file).toEqual([true, true, true]);
      const sizes = await page.$$eval("#small text", (els) =>
        els.map((el) => {
          const m = (el as SVGTextElement).getScreenCTM();
          const scale = m ? Math.hypot(m.a, m.b) : 0;
          return { text: el.textContent ?? "", px: Number.parseFloat(getComputedStyle(el).fontSize) * scale };
        }),
      );
      texts += sizes.length;
      for (const s of sizes) if (s.px < MIN_TEXT_PX) tooSmall.push(`${file}: "${s.text}" at ${s.px.toFixed(1)} px`);
      await page.screenshot({ path: path.join(SHEETS_DIR, file.replace(/\.svg$/, ".png")) });
    }
    await page.close();
    expect(tooSmall).toEqual([]);
    // The pictures that number their markers or print a code: the check measured them.
    expect(texts).toBeGreaterThanOrEqual(5);
  });
});
