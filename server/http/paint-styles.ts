import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Beasties from "beasties";
import { DEFERRED_STYLESHEET_ATTR } from "#core/constants.ts";
import { PAGE_INTROS } from "#core/page-intros.ts";
import { joinPaint, posterHeading, rulesPaint } from "./form-paint.ts";
import { pagePaint } from "./page-paint.ts";

/**
 * A painted page shows before its stylesheet has arrived (docs/decisions/018-weak-link-first-minute.md,
 * "One round trip to the paint"): the rules a paint uses are written inline in its `<head>`, and the
 * app's stylesheets load beside the scripts without holding the paint (`media="print"`, marked
 * with DEFERRED_STYLESHEET_ATTR). The app applies them before it hydrates (app/shell/page-paint.ts),
 * so none of its screens draws without them. A page without a paint keeps its render-blocking
 * stylesheet: only a paint has rules of its own to show meanwhile (and the rules page, painted for
 * a phone that has joined, keeps it too: static.ts says why).
 *
 * The inline rules are cut from the built stylesheets once, at start, by Beasties (which keeps the
 * rules whose selectors match a document, without a browser), for every paint the server writes:
 * one `<style>` for them all, so one hash in the CSP's `style-src`, and a form posted with `fetch`
 * may swap in any other paint (form-paint.ts FORM_SCRIPT) and find its rules already there.
 */
export interface PaintStyles {
  /** The `<style>` element written in a paint's `<head>`. */
  element: string;
  /** The CSP source that lets it apply. */
  hash: string;
}

/**
 * Every paint the server writes, in every state that shows other elements: the poster's join with
 * a field's and a form's message and a typed name, the rules, each signed-out page's first lines.
 */
function everyPaint(): string {
  const join = joinPaint({
    heading: posterHeading(),
    preview: `<p class="poster-preview"><strong>A</strong> · B<br/><span class="muted small">C</span></p>`,
    back: "/scan?code=A",
    value: "A",
    fieldError: "A",
    formError: "A",
  });
  const pages = Object.keys(PAGE_INTROS).map((p) => pagePaint(p, new URLSearchParams()) ?? "");
  return [join, rulesPaint(), ...pages].join("");
}

const STYLESHEET = /<link rel="stylesheet" href="([^"]+)"\/?>/g;

/**
 * Theme blocks (`:root` alone, or with the theme's attribute) hold the custom properties every
 * painted rule reads; Beasties strips the pseudo-classes before matching and would find no
 * element for them. The rest of each theme (`:root[data-contrast=more] .button--primary`) matches
 * the specimen, which is drawn in sunlight mode for that reason.
 */
const THEME_BLOCK = /^:root(?::not\(\[data-contrast=(?:more|less)\]\)|\[data-contrast=(?:more|less)\])?$/;
/** The focus ring; as a bare pseudo-class it names no element to match. */
const FOCUS_RING = /^:focus-visible$/;
/**
 * The metric-matched fallback faces the paint is set in (app/styles/fonts.css): `local()` only,
 * nothing to download. Beasties keeps a face only when a rule names its family, and the paint
 * names it through a custom property (app/styles/feedback.css).
 */
const LOCAL_FACE = /@font-face\{(?:(?!url\()[^}])*\}/g;

/** The inline rules for the build in `clientDir`, or null when its shell links no stylesheet. */
export async function paintStyles(clientDir: string): Promise<PaintStyles | null> {
  let shell: string;
  try {
    shell = fs.readFileSync(path.join(clientDir, "__spa-fallback.html"), "utf8");
  } catch {
    return null;
  }
  const hrefs = [...shell.matchAll(STYLESHEET)].map((m) => m[1] as string);
  if (hrefs.length === 0) return null;
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    allowRules: [THEME_BLOCK, FOCUS_RING],
    keyframes: "critical",
    fonts: false,
    logLevel: "warn",
  });
  const specimen = shell.replace("<html", '<html data-contrast="more"').replace(/<body[^>]*>/, (tag) => tag + everyPaint());
  const rules = /<style>([\s\S]*?)<\/style>/.exec(await beasties.process(specimen))?.[1] ?? "";
  const faces = hrefs.flatMap((href) => {
    const file = path.join(clientDir, href.replace(/[#?].*$/, ""));
    return fs.existsSync(file) ? (fs.readFileSync(file, "utf8").match(LOCAL_FACE) ?? []) : [];
  });
  const css = faces.join("") + rules;
  if (!css) return null;
  return {
    element: `<style>${css}</style>`,
    hash: `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`,
  };
}

/**
 * A painted shell: the paint's rules inline where the stylesheets were linked, the stylesheets
 * after them, loading without holding the paint. `fetchpriority="high"`: a stylesheet whose media
 * does not match is otherwise asked last, behind the scripts, and the app waits for it.
 */
export function withPaintStyles(html: string, styles: PaintStyles | null): string {
  if (!styles) return html;
  let first = true;
  return html.replace(STYLESHEET, (_, href: string) => {
    const link = `<link rel="stylesheet" href="${href}" media="print" fetchpriority="high" ${DEFERRED_STYLESHEET_ATTR}=""/>`;
    if (!first) return link;
    first = false;
    return styles.element + link;
  });
}
