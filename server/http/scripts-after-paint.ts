import { createHash } from "node:crypto";

/**
 * A page whose document shows its content by itself (the prerendered landing, a server's paint)
 * asks for the app's scripts once that content is on the screen, not beside it
 * (docs/decisions/018-weak-link-first-minute.md, "Scripts after the paint"): on a weak link the
 * paint then has the bandwidth to itself, and the scripts follow a frame after it, not a round trip.
 *
 * The document keeps every element React hydrates, so nothing mismatches: React Router's module
 * script stays where it is with an inert type, and the loader (inline, hashed in the CSP) writes a
 * live copy of it, whose text, and so its hash, is the built one. The module and style preloads wait
 * in a `<template>`, which the browser does not fetch from; the loader moves them into `<head>`,
 * where React finds them when it hydrates, and a painted form's post takes the next page's from there
 * (form-paint.ts FORM_SCRIPT).
 */
export const AFTER_PAINT_TEMPLATE_ID = "app-scripts";
const INERT_MODULE_TYPE = "text/x-after-paint";

/**
 * Waits for the first contentful paint; starts at once where there is none to wait for: a page
 * opened hidden (a background tab, a prerender) or a browser that does not report paints. A page
 * hidden before its paint starts then too, as the paint may not come until it shows again.
 */
const LOADER = `(function(){
var started=0;
function start(){
if(started)return;
started=1;
var t=document.getElementById("${AFTER_PAINT_TEMPLATE_ID}");
if(t)document.head.appendChild(document.importNode(t.content,true));
var m=document.querySelector('script[type="${INERT_MODULE_TYPE}"]');
if(!m)return;
var s=document.createElement("script");
s.type="module";
s.textContent=m.textContent;
document.head.appendChild(s);
}
var P=window.PerformanceObserver;
if(document.visibilityState!=="visible"||!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0)return start();
document.addEventListener("visibilitychange",start,{once:true});
new P(function(list,observer){
if(!list.getEntriesByName("first-contentful-paint").length)return;
observer.disconnect();
start();
}).observe({type:"paint",buffered:true});
})();`;

/** The CSP source that lets the loader run. */
export const AFTER_PAINT_LOADER_HASH = `'sha256-${createHash("sha256").update(LOADER, "utf8").digest("base64")}'`;

const PRELOAD = /<link rel="(?:modulepreload|preload" as="style)"[^>]*>/g;
const ROUTER_MODULE = '<script type="module" async="">';

/** `html` whose app scripts and their preloads start after its first contentful paint. */
export function scriptsAfterPaint(html: string): string {
  if (!html.includes(ROUTER_MODULE)) return html;
  const waiting: string[] = [];
  const rest = html.replace(PRELOAD, (link) => {
    waiting.push(lowPriorityScripts(link));
    return "";
  });
  return rest
    .replace(ROUTER_MODULE, `<script type="${INERT_MODULE_TYPE}" async="">`)
    .replace("</body>", `<template id="${AFTER_PAINT_TEMPLATE_ID}">${waiting.join("")}</template><script>${LOADER}</script></body>`);
}

/**
 * A page that shows only the start-up splash until the app arrives: the scripts are its content and
 * are asked at once, at low priority, so the stylesheet its first paint waits for goes first.
 */
export function lowPriorityScripts(html: string): string {
  return html.replaceAll('<link rel="modulepreload" href=', '<link rel="modulepreload" fetchpriority="low" href=');
}
