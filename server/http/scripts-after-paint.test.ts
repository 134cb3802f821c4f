import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AFTER_PAINT_LOADER_HASH, AFTER_PAINT_TEMPLATE_ID, lowPriorityScripts, scriptsAfterPaint } from "./scripts-after-paint.ts";

const ROUTER_MODULE = 'import "/assets/manifest-t1.js";\nimport("/assets/entry.client-t1.js");';
/** The parts of a built page that matter here, as React Router and route-preloads.ts write them. */
const page =
  "<!DOCTYPE html><html><head>" +
  '<link rel="preload" as="image" href="/assets/rider-t1.svg"/>' +
  '<link rel="modulepreload" href="/assets/manifest-t1.js"/><link rel="modulepreload" fetchpriority="low" href="/assets/shell-t1.js"/>' +
  '<link rel="stylesheet" href="/assets/shell-t1.css#"/><link rel="preload" as="style" href="/assets/route-t1.css"/>' +
  '</head><body><main>The page</main><script>window.__ctx = {};</script><script type="module" async="">' +
  ROUTER_MODULE +
  "</script></body></html>";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const template = (html: string) => new RegExp(`<template id="${AFTER_PAINT_TEMPLATE_ID}">(.*?)</template>`).exec(html)?.[1] ?? "";

describe("scriptsAfterPaint", () => {
  const html = scriptsAfterPaint(page);

  it("keeps the module and style preloads in the template, where the browser fetches nothing; the modules at low priority", () => {
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).not.toContain("modulepreload");
    expect(head).not.toContain('as="style"');
    expect(template(html)).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/manifest-t1.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/shell-t1.js"/>' +
        '<link rel="preload" as="style" href="/assets/route-t1.css"/>',
    );
  });

  it("leaves what the paint itself shows: the stylesheet and the picture's preload", () => {
    expect(html).toContain('<head><link rel="preload" as="image" href="/assets/rider-t1.svg"/>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/shell-t1.css#"/></head>');
  });

  it("keeps React Router's module script where React hydrates it, inert, with its built text", () => {
    expect(html).toContain(`<script>window.__ctx = {};</script><script type="text/x-after-paint" async="">${ROUTER_MODULE}</script>`);
    expect(html).not.toContain('<script type="module"');
  });

  it("ends the body with the loader, whose text is what the CSP's hash allows", () => {
    const loader = /<\/template><script>([\s\S]*?)<\/script><\/body><\/html>$/.exec(html)?.[1] ?? "";
    expect(loader).toContain("first-contentful-paint");
    expect(sha256(loader)).toBe(AFTER_PAINT_LOADER_HASH);
  });

  it("leaves a page without the app's module script as it is", () => {
    const plain = "<html><head></head><body>error</body></html>";
    expect(scriptsAfterPaint(plain)).toBe(plain);
  });
});

describe("lowPriorityScripts", () => {
  it("asks for the module preloads at low priority and leaves the module script", () => {
    const html = lowPriorityScripts(page);
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/manifest-t1.js"/>');
    expect(html).not.toContain('fetchpriority="low" fetchpriority="low"');
    expect(html).toContain('<script type="module" async="">');
  });
});
