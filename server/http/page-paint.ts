import { type IntroPath, PAGE_INTROS } from "#core/page-intros.ts";

/**
 * The first paint of a page opened without a session: what the server writes first in `<body>` of
 * the SPA shell, so a phone on a weak network shows the page's own first lines at once instead of a
 * spinner while ~200 KB of script arrive (docs/decisions/009-poster-first-load.md). The lines sit where
 * the page will put them, with the classes it renders them with; the start-up splash (app/root.tsx)
 * takes the paint away in the commit that shows the page. React's hydration of `<body>` passes over
 * it: it stands before React's root elements.
 */
const PAINT_CLASS = "page-paint";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * The header and `main`'s first lines, in the frame the app's layout gives them. With `bar` (a
 * painted form's buttons) or `whole` (a painted question, which has no bar) the paint is the whole
 * screen, its bottom bar where the app puts it, and the start-up spinner stays hidden under it
 * (app/styles/feedback.css).
 */
export function paintFrame(main: string, { bar, whole = bar !== undefined }: { bar?: string; whole?: boolean } = {}): string {
  const classes = whole ? `${PAINT_CLASS} ${PAINT_CLASS}--whole` : PAINT_CLASS;
  return (
    `<div class="${classes} desktop-view"><div class="desktop-view__app"><div class="layout">` +
    `<header class="header"><span class="brand"><img class="brand__mark" src="/icon.svg" alt="" width="34" height="34"/>` +
    `<span>Moto<span class="brand__quiz">Quiz</span></span></span></header>` +
    `<div class="layout__main">${main}</div>${bar ? `<div class="bottom-bar">${bar}</div>` : ""}</div></div></div>`
  );
}

const isIntroPath = (pathname: string): pathname is IntroPath => Object.hasOwn(PAGE_INTROS, pathname);

/**
 * The paint of a signed-out page whose first lines do not depend on the phone (core/page-intros.ts),
 * or null. `/register` on its way back to a poster (`?redirect=/scan?code=…`) opens as the join
 * screen, which names the checkpoint: no paint of the plain sign-up there.
 */
export function pagePaint(pathname: string, search: URLSearchParams): string | null {
  if (!isIntroPath(pathname)) return null;
  if (pathname === "/register" && search.get("redirect")?.startsWith("/scan")) return null;
  const intro = PAGE_INTROS[pathname];
  const lines =
    `<p class="eyebrow">${escapeHtml(intro.eyebrow)}</p><h1>${escapeHtml(intro.title)}</h1>` +
    `<p class="${intro.leadClass}">${escapeHtml(intro.lead)}</p>`;
  if (!("picture" in intro)) return paintFrame(lines);
  // The picture's box only (an empty picture of the same proportions on the sky colour): the page
  // draws the picture itself, and the lines under it stay put when it does.
  return paintFrame(
    `<article class="ptb"><figure class="ptb__picture"><svg viewBox="0 0 400 230" aria-hidden="true"></svg></figure>` +
      `<div class="ptb__body">${lines}</div></article>`,
  );
}
