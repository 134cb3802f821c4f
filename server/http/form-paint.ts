import { createHash } from "node:crypto";
import { JOIN_FORM, PAGE_INTROS } from "#core/page-intros.ts";
import { POSTER_EYEBROW, POSTER_HEADING } from "#core/poster-preview.ts";
import { RULES_COPY, type RulesPart } from "#core/rules-copy.ts";
import { DISPLAY_NAME_MAX } from "#core/validation.ts";
import { escapeHtml, paintFrame } from "./page-paint.ts";
import { AFTER_PAINT_TEMPLATE_ID } from "./scripts-after-paint.ts";

/**
 * The join form and the rules as real HTML, painted by the server before any script has arrived
 * (docs/decisions/018-weak-link-first-minute.md): the nickname box takes typing at once, and both
 * forms work as plain form posts (server/http/form-posts.ts) until the app takes over. The markup is
 * the app's own (app/routes/register/join-form.tsx, app/routes/rules/rules-text.tsx) with the
 * classes it renders, the words from core/, so nothing moves when the app's screen replaces it.
 */

/** Where the painted join form posts: the join screen's own address. */
export const JOIN_POST_PATH = "/register";
export const RULES_PATH = "/rules";
const JOIN_FORM_ID = "join-paint";
const RULES_FORM_ID = "rules-paint";
const FIELD_ID = "join-paint-nickname";

const button = (form: string, label: string) =>
  `<button type="submit" form="${form}" class="button button--primary button--block">${escapeHtml(label)}</button>`;

const withRedirect = (path: string, back: string | null) => (back ? `${path}?${new URLSearchParams({ redirect: back })}` : path);

/** The join screen's eyebrow and heading when a poster sent the rider. */
export const posterHeading = () => `<p class="eyebrow">${escapeHtml(POSTER_EYEBROW)}</p><h1>${escapeHtml(POSTER_HEADING)}</h1>`;

export interface JoinPaintState {
  /** The eyebrow and heading, then the checkpoint's lines (or ""): HTML. */
  heading: string;
  preview: string;
  /** Where to go once joined (a safe same-origin path, core/safe-redirect.ts), or null. */
  back: string | null;
  value?: string;
  fieldError?: string | null;
  formError?: string | null;
}

/** The join screen: its first lines, the nickname field with its label, hint and error, Join alone in the bottom bar. */
export function joinPaint(state: JoinPaintState): string {
  const { fieldError, formError } = state;
  const describedBy = [`${FIELD_ID}-hint`, fieldError ? `${FIELD_ID}-error` : null].filter(Boolean).join(" ");
  const intro = PAGE_INTROS["/register"];
  const form =
    `<form id="${JOIN_FORM_ID}" class="form" method="post" action="${escapeHtml(withRedirect(JOIN_POST_PATH, state.back))}" novalidate>` +
    (formError ? `<p class="form__error" role="alert">${escapeHtml(formError)}</p>` : "") +
    `<div class="field"><label class="field__label" for="${FIELD_ID}">${escapeHtml(JOIN_FORM.label)}</label>` +
    `<span class="field__hint" id="${FIELD_ID}-hint">${escapeHtml(JOIN_FORM.hint)}</span>` +
    `<input id="${FIELD_ID}" class="input" name="displayName" autocomplete="nickname" autocapitalize="words" maxlength="${DISPLAY_NAME_MAX}" ` +
    `required enterkeyhint="go" aria-describedby="${describedBy}"${fieldError ? ' aria-invalid="true"' : ""}` +
    `${state.value ? ` value="${escapeHtml(state.value)}"` : ""}/>` +
    (fieldError
      ? `<span class="field__error" id="${FIELD_ID}-error"><span aria-hidden="true">✗</span> ${escapeHtml(fieldError)}</span>`
      : "") +
    `</div></form>`;
  return (
    paintFrame(
      `${state.heading}${state.preview}<p class="${intro.leadClass}">${escapeHtml(intro.lead)}</p>${form}` +
        `<div class="form-alternatives"><a class="button button--ghost button--block" href="${escapeHtml(withRedirect("/login", state.back))}">${escapeHtml(JOIN_FORM.logIn)}</a></div>`,
      { bar: button(JOIN_FORM_ID, JOIN_FORM.submit) },
    ) + formScript()
  );
}

/**
 * Posts a painted form with `fetch` instead of a navigation, so the app's scripts already on their
 * way keep coming (a navigation cancels them and they start over): same endpoint, same Origin,
 * the cookie from the server's answer. Joined: the address becomes the one the server redirected
 * to (or, for a post the server answers with the next page itself, its `Content-Location`) and its
 * paint (with its route preloads, waiting in its template: scripts-after-paint.ts) replaces this one; the app, when it starts, starts there. A refusal's paint (the message by the field) replaces this one in place. Anything else,
 * or no fetch, is the plain post (docs/decisions/018-weak-link-first-minute.md). One post at a time
 * per paint: a painted question's choices are a form each. It also runs a painted question's
 * countdown (quiz-paint.ts): the CSP allows no style attribute, so the bar is moved from here, from
 * the time left the server wrote; the app's own countdown takes over with the paint (§22). A painted
 * reveal is brought into view above the bottom bar, as reveal.tsx does.
 * Inline, so it costs no request; its hash is in the CSP (server/app.ts). A paint read by
 * DOMParser does not run it.
 */
const FORM_SCRIPT = `(function(){
function clock(){
var c=document.querySelector(".page-paint .countdown[data-left-ms]");
if(!c||c.dataset.ticking)return;
c.dataset.ticking="1";
var left=+c.dataset.leftMs,total=+c.dataset.totalMs,t0=performance.now(),fill=c.querySelector(".countdown__fill"),num=c.querySelector(".countdown__number");
var timer=setInterval(function(){
var l=Math.max(0,left-(performance.now()-t0)),s=Math.ceil(l/1000);
if(!c.isConnected||!l)clearInterval(timer);
fill.style.transform="scaleX("+Math.min(1,l/total)+")";
num.textContent=s;num.parentNode.setAttribute("aria-label",s+" seconds left");
if(l<=5000)c.setAttribute("data-urgent","true");
},100);
}
function settle(){
clock();
var rv=document.querySelector(".page-paint .reveal");
if(rv)rv.scrollIntoView({block:"nearest"});
}
settle();
if(!window.fetch||!window.DOMParser)return;
document.addEventListener("submit",function(e){
var form=e.target,paint=form.closest&&form.closest(".page-paint");
if(!paint)return;
e.preventDefault();
if(paint.dataset.busy)return;
paint.dataset.busy="1";
fetch(form.action,{method:"POST",body:new URLSearchParams(new FormData(form))}).then(function(r){
return r.text().then(function(html){
var doc=new DOMParser().parseFromString(html,"text/html"),next=doc.querySelector(".page-paint");
var to=r.redirected?r.url:r.ok&&next&&r.headers.get("Content-Location");
if(!paint.isConnected){if(to)location.assign(to);return;}
if(!to&&!(r.status===400&&next)){form.submit();return;}
var later=doc.getElementById("${AFTER_PAINT_TEMPLATE_ID}"),links=[].slice.call(doc.querySelectorAll("link[rel=modulepreload],link[rel=preload]"));
if(later)links=links.concat([].slice.call(later.content.querySelectorAll("link")));
links.forEach(function(l){
if(!document.querySelector('link[href="'+l.getAttribute("href")+'"]'))document.head.appendChild(document.adoptNode(l));});
if(next)paint.replaceWith(document.adoptNode(next));else paint.remove();
if(to){to=new URL(to,location.href).href;history[to===location.href?"replaceState":"pushState"](null,"",to);window.scrollTo(0,0);window.dispatchEvent(new PopStateEvent("popstate",{state:null}));}
settle();
});
}).catch(function(){form.submit();});
});
})();`;

/** The CSP source that lets FORM_SCRIPT run. */
export const FORM_SCRIPT_HASH = `'sha256-${createHash("sha256").update(FORM_SCRIPT, "utf8").digest("base64")}'`;
export const formScript = () => `<script>${FORM_SCRIPT}</script>`;

const part = (p: RulesPart) => (typeof p === "string" ? escapeHtml(p) : `<em>${escapeHtml(p.em)}</em>`);

/**
 * The rules screen, for a phone with a session cookie. The form has no action: it posts to the
 * address it was opened at, `?redirect=` included. The picture's box only, as on /sample's paint.
 */
export function rulesPaint(): string {
  const c = RULES_COPY;
  const steps = c.steps.map((s) => `<li><span><strong>${escapeHtml(s.lead)}</strong> ${s.parts.map(part).join("")}</span></li>`).join("");
  const scores = c.scores
    .map(
      (r) =>
        `<tr><th scope="row"><span aria-hidden="true">${r.mark} </span>${escapeHtml(r.when)}</th><td>${escapeHtml(r.points)}</td></tr>`,
    )
    .join("");
  return (
    paintFrame(
      `<article class="ptb"><figure class="ptb__picture"><svg viewBox="0 0 400 230" aria-hidden="true"></svg></figure>` +
        `<div class="ptb__body"><p class="eyebrow">${escapeHtml(c.eyebrow)}</p><h1>${escapeHtml(c.title)}</h1>` +
        `<div class="rules"><ol class="steps">${steps}</ol>` +
        `<table class="score-table"><caption class="visually-hidden">${escapeHtml(c.scoreCaption)}</caption><tbody>${scores}</tbody></table>` +
        `<p class="muted small">${escapeHtml(c.totals)}</p>` +
        `<div class="callout" role="note"><strong>${escapeHtml(c.fairPlay.lead)}</strong> ${escapeHtml(c.fairPlay.text)}</div></div>` +
        `</div></article><form id="${RULES_FORM_ID}" method="post"></form>`,
      { bar: button(RULES_FORM_ID, c.accept) },
    ) + formScript()
  );
}
