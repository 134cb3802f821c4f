import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { shellWithRoutePreloads } from "./route-preloads.ts";
import { createSpaHandler } from "./static.ts";

const manifest = {
  entry: { module: "/assets/entry.client-E.js", imports: [], css: [] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root-R.js", imports: ["/assets/shared-S.js"], css: ["/assets/root-R.css"] },
    "routes/scan": {
      id: "routes/scan",
      parentId: "root",
      path: "scan",
      module: "/assets/route-main-SCAN.js",
      clientLoaderModule: "/assets/route-SCANLOADER.js",
      imports: ["/assets/shared-S.js", "/assets/mask-M.js"],
      css: ["/assets/scan-C.css", "/assets/button-B.css#"],
    },
    "routes/register": {
      id: "routes/register",
      parentId: "root",
      path: "register",
      module: "/assets/route-main-JOIN.js",
      imports: ["/assets/validation-V.js"],
      css: [],
    },
    "routes/login": { id: "routes/login", parentId: "root", path: "login", module: "/assets/route-main-LOGIN.js", imports: [], css: [] },
    "routes/rules": { id: "routes/rules", parentId: "root", path: "rules", module: "/assets/route-main-RULES.js", imports: [], css: [] },
    "routes/quiz": {
      id: "routes/quiz",
      parentId: "root",
      path: "quiz",
      module: "/assets/route-main-QUIZ.js",
      imports: ["/assets/mask-M.js"],
      css: [],
    },
  },
  url: "/assets/manifest-abc123.js",
  version: "abc123",
};
const manifestJs = `window.__reactRouterManifest=${JSON.stringify(manifest)};`;
const shell =
  '<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/manifest-abc123.js"/><link rel="modulepreload" href="/assets/shared-S.js"/></head><body>shell</body></html>';
const read = (u: string) => (u === "/assets/manifest-abc123.js" ? manifestJs : null);
const preloaded = (html: string) =>
  [...html.matchAll(/<link rel="(modulepreload|preload)"(?: as="style")? href="([^"]+)"/g)].map((m) => m[2]);

describe("route preloads in the SPA shell", () => {
  it("a poster's /scan preloads its own modules, each once, none the shell has; not the join screen's (the paint joins)", () => {
    const html = shellWithRoutePreloads(shell, "/scan", read) as string;
    expect(preloaded(html)).toEqual([
      "/assets/manifest-abc123.js",
      "/assets/shared-S.js",
      "/assets/scan-C.css",
      "/assets/button-B.css",
      "/assets/route-SCANLOADER.js",
      "/assets/route-main-SCAN.js",
      "/assets/mask-M.js",
    ]);
    expect(html).not.toContain("JOIN");
    expect(html).not.toContain("QUIZ");
  });

  it("with a session cookie, /scan preloads the quiz's start card instead of the join screen", () => {
    const html = shellWithRoutePreloads(shell, "/scan", read, true) as string;
    expect(preloaded(html)).toContain("/assets/route-main-QUIZ.js");
    expect(html).not.toContain("JOIN");
  });

  it("the rules, read with a session, fetch the quiz's modules meanwhile; signed out, only their own", () => {
    expect(preloaded(shellWithRoutePreloads(shell, "/rules", read, true) as string)).toEqual([
      "/assets/manifest-abc123.js",
      "/assets/shared-S.js",
      "/assets/route-main-RULES.js",
      "/assets/route-main-QUIZ.js",
      "/assets/mask-M.js",
    ]);
    expect(shellWithRoutePreloads(shell, "/rules", read)).not.toContain("QUIZ");
  });

  it("another route preloads only its own; a path that names no route or a shell without a manifest gets none", () => {
    expect(preloaded(shellWithRoutePreloads(shell, "/login", read) as string)).toContain("/assets/route-main-LOGIN.js");
    expect(shellWithRoutePreloads(shell, "/login", read)).not.toContain("JOIN");
    expect(shellWithRoutePreloads(shell, "/nowhere", read)).toBeNull();
    expect(shellWithRoutePreloads(shell, "/scan", () => null)).toBeNull();
  });

  it("the SPA handler serves /scan?code= with them and an unknown path with the plain shell", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mq-preload-"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "__spa-fallback.html"), shell);
    fs.writeFileSync(path.join(dir, "assets/manifest-abc123.js"), manifestJs);
    const handle = createSpaHandler(dir);
    const get = (pathname: string, cookie?: string) => {
      let body = "";
      const res = { setHeader() {}, end: (b?: Buffer) => (body = b?.toString("utf8") ?? ""), statusCode: 0 } as unknown as ServerResponse;
      expect(handle({ method: "GET", headers: cookie ? { cookie } : {} } as IncomingMessage, res, pathname)).toBe(true);
      return body;
    };
    // Asked at low priority: the paint's stylesheet goes first (scripts-after-paint.ts lowPriorityScripts).
    expect(get("/scan")).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/route-main-SCAN.js"/>');
    expect(get("/scan")).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/shared-S.js"/>');
    expect(get("/scan")).toBe(get("/scan"));
    expect(get("/scan", "theme=dark; apollo-token=abc")).toContain(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/route-main-QUIZ.js"/>',
    );
    expect(get("/scan")).not.toContain("QUIZ");
    expect(get("/somewhere-else")).toBe(shell);
  });
});
