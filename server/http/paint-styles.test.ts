import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFERRED_STYLESHEET_ATTR } from "#core/constants.ts";
import { type PaintStyles, paintStyles, withPaintStyles } from "./paint-styles.ts";

const LINK = '<link rel="stylesheet" href="/assets/app-t1.css#"/>';
const SHELL = `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${LINK}</head><body><main class="splash">Starting…</main></body></html>`;

// The build's stylesheet as lightningcss writes it: minified, the themes on :root.
const CSS = [
  '@font-face{font-family:"Barlow fallback";src:local("Arial");size-adjust:97.2%}',
  '@font-face{font-family:Barlow;src:url(/assets/barlow.woff2)format("woff2")}',
  ":root{--text:#0f1113}",
  "@media (prefers-color-scheme:dark){:root:not([data-contrast=more]){--text:#f2f2ef}}",
  ":root[data-contrast=more]{--text:#000}",
  "@media (prefers-contrast:more){:root:not([data-contrast=less]){--text:#000}}",
  ":root[data-contrast=more] .button--primary{outline:2px solid}",
  ":root[data-contrast=more] .banner--offline{background:#000}",
  ":focus-visible{outline:3px solid var(--focus)}",
  '.page-paint,.splash{--font-body:"Barlow fallback",system-ui,sans-serif}',
  ".poster-preview{color:var(--text)}",
  ".input[aria-invalid=true]{border-color:red}",
  ".steps li{margin:0}",
  "@media (forced-colors:active){.button--primary{border:2px solid ButtonText}.progress__seg{border:1px solid}}",
  ".question__choice{color:red}",
].join("");

describe("a paint's own rules (paint-styles.ts)", () => {
  let dir: string;
  let styles: PaintStyles | null;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "mq-paint-styles-"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "__spa-fallback.html"), SHELL);
    fs.writeFileSync(path.join(dir, "assets/app-t1.css"), CSS);
    styles = await paintStyles(dir);
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const css = () => /^<style>([\s\S]*)<\/style>$/.exec(styles?.element ?? "")?.[1] ?? "";

  it("keeps what some paint draws, in every theme, and leaves out what only the app's screens use", () => {
    expect(css()).toContain(".poster-preview{");
    // The join's refusal (an invalid field) and the rules, which a painted form may swap in.
    expect(css()).toContain(".input[aria-invalid=true]{");
    expect(css()).toContain(".steps li{");
    expect(css()).toMatch(/@media \(prefers-color-scheme: ?dark\)\{:root:not\(\[data-contrast=more\]\)\{--text:#f2f2ef\}\}/);
    expect(css()).toContain(":root[data-contrast=more]{--text:#000}");
    expect(css()).toMatch(/@media \(prefers-contrast: ?more\)\{:root:not\(\[data-contrast=less\]\)\{--text:#000\}\}/);
    expect(css()).toContain(":root[data-contrast=more] .button--primary{");
    expect(css()).toMatch(/@media \(forced-colors: ?active\)\{\.button--primary\{[^}]*\}\}/);
    expect(css()).toContain(":focus-visible{");
    expect(css()).not.toContain("banner--offline");
    expect(css()).not.toContain("progress__seg");
    expect(css()).not.toContain("question__choice");
  });

  it("keeps the fallback faces the paint is set in, and no face that downloads", () => {
    expect(css()).toContain('@font-face{font-family:"Barlow fallback";src:local("Arial");size-adjust:97.2%}');
    expect(css()).not.toContain("barlow.woff2");
  });

  it("gives the CSP the hash of exactly what it writes", () => {
    expect(styles?.hash).toBe(`'sha256-${createHash("sha256").update(css(), "utf8").digest("base64")}'`);
  });

  it("writes the rules before the stylesheet, which loads without holding the paint", () => {
    const html = withPaintStyles(SHELL, styles);
    expect(html).toContain(
      `${styles?.element}<link rel="stylesheet" href="/assets/app-t1.css#" media="print" fetchpriority="high" ${DEFERRED_STYLESHEET_ATTR}=""/></head>`,
    );
    expect(html).not.toContain(LINK);
  });

  it("a build whose shell links no stylesheet has no rules to write, and its shell stays as it is", async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), "mq-paint-styles-"));
    fs.writeFileSync(path.join(bare, "__spa-fallback.html"), SHELL.replace(LINK, ""));
    expect(await paintStyles(bare)).toBeNull();
    expect(withPaintStyles(SHELL, null)).toBe(SHELL);
    fs.rmSync(bare, { recursive: true, force: true });
  });
});
