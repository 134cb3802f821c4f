import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_INTROS } from "#core/page-intros.ts";
import { POSTER_DATA_ID } from "#core/poster-preview.ts";
import { checkpoints, replacedCodes } from "#server/db/schema/index.ts";
import { SLOW, startServer, type TestServer } from "#tests/support/server-harness.ts";

const STYLESHEET = '<link rel="stylesheet" href="/assets/app-t1.css"/>';
const SHELL = `<!DOCTYPE html><html><head>${STYLESHEET}</head><body><main class="splash">Starting…</main><script>1</script></body></html>`;

describe("first paints written by the server: a poster link, the signed-out pages", SLOW, () => {
  let s: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "mq-paint-"));
    fs.writeFileSync(path.join(dir, "__spa-fallback.html"), SHELL);
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "assets/app-t1.css"), ".poster-preview{color:red}.question__choice{color:blue}");
    s = await startServer("pglite", {
      clientDir: dir,
      rateLimits: { scanPaintIp: { points: 3, durationS: 600 }, startAttemptIp: { points: 3, durationS: 600 } },
    });
  });
  afterAll(async () => {
    await s.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const getPath = async (pathAndQuery: string, cookie?: string) => {
    const res = await fetch(`${s.url}${pathAndQuery}`, { headers: cookie ? { cookie } : {} });
    return { html: await res.text(), cacheControl: res.headers.get("cache-control") };
  };
  const get = (query: string, cookie?: string) => getPath(`/scan${query}`, cookie);
  const handedOver = (html: string) => {
    const m = new RegExp(`<script type="application/json" id="${POSTER_DATA_ID}">(.*?)</script>`).exec(html);
    return m ? JSON.parse(m[1] as string) : undefined;
  };

  it("names the checkpoint before the splash, hands the preview over, and is kept by no shared cache", async () => {
    const { html, cacheControl } = await get("?code=gear-2345");
    expect(html.indexOf('<div class="page-paint')).toBe(html.indexOf("<body>") + "<body>".length);
    expect(html.indexOf("page-paint")).toBeLessThan(html.indexOf('<main class="splash">'));
    expect(html).toContain("<strong>Start: the car park</strong> · Demo Ride");
    expect(html).toContain("5 questions, 20 seconds each");
    expect(handedOver(html)).toEqual({
      code: "GEAR2345",
      preview: { name: "Start: the car park", eventName: "Demo Ride", questionCount: 5, secondsPerQuestion: 20 },
    });
    expect(cacheControl).toBe("private, no-store");
  });

  it("the painted form's inline script (it posts without a navigation) is one the CSP lets run", async () => {
    const res = await fetch(`${s.url}/scan?code=GEAR2345`);
    const html = await res.text();
    const body = /<script>(\(function\(\)[\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(body).toContain('fetch(form.action,{method:"POST"');
    const hash = `'sha256-${createHash("sha256")
      .update(body ?? "", "utf8")
      .digest("base64")}'`;
    expect(res.headers.get("content-security-policy")).toContain(hash);
  });

  it("carries the paint's own rules, allowed by the CSP, and lets the stylesheet load without holding the paint", async () => {
    const res = await fetch(`${s.url}/scan?code=GEAR2345`);
    const html = await res.text();
    const rules = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(rules).toBe(".poster-preview{color:red}");
    const hash = `'sha256-${createHash("sha256")
      .update(rules ?? "", "utf8")
      .digest("base64")}'`;
    expect(res.headers.get("content-security-policy")).toContain(`style-src 'self' ${hash};`);
    expect(html).not.toContain(STYLESHEET);
    expect(html).toContain(`<style>${rules}</style><link rel="stylesheet" href="/assets/app-t1.css" media="print"`);
    // A signed-out page's paint too; a page without a paint keeps its stylesheet as it was (below).
    expect((await getPath("/login")).html).toContain(`<style>${rules}</style>`);
    // The rules, painted for a phone that has joined, come into a document that has the rules
    // already (form-paint.ts FORM_SCRIPT); opened anew, their stylesheet holds the paint as before.
    const rulesPage = (await getPath("/rules", "apollo-token=abc")).html;
    expect(rulesPage).toContain('<form id="rules-paint"');
    expect(rulesPage).not.toContain("<style>");
    expect(rulesPage).toContain(STYLESHEET);
  });

  it("a phone with a session, a missing code or another path gets the plain shell", async () => {
    expect((await get("?code=GEAR2345", "apollo-token=abc")).html).toBe(SHELL);
    expect((await get("")).html).toBe(SHELL);
    expect((await get("?code=")).html).toBe(SHELL);
    expect(await (await fetch(`${s.url}/rules?code=GEAR2345`)).text()).toBe(SHELL);
  });

  it("escapes what organisers typed, in the markup and in the data", async () => {
    const name = `</script><img src=x onerror="alert(1)"> & 'co'`;
    await s.handle.db.update(checkpoints).set({ name }).where(eq(checkpoints.code, "BEND6789"));
    const { html } = await get("?code=BEND6789");
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;/script&gt;&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &#39;co&#39;");
    expect(html.match(/<\/script>/g)).toHaveLength(3); // the form script's, the data block's own and the shell's
    expect(handedOver(html).preview.name).toBe(name);
  });

  it("an unknown code is handed over as null and costs only the paint's budget; past it, the plain shell", async () => {
    const first = await get("?code=ZZZZ2345");
    expect(first.html).not.toContain("page-paint");
    expect(handedOver(first.html)).toEqual({ code: "ZZZZ2345", preview: null });
    await get("?code=ZZZZ2346");
    await get("?code=ZZZZ2347");
    // The paint's 3 unknown codes are spent: a fourth gets the plain shell, a real code is still painted.
    expect((await get("?code=ZZZZ2348")).html).toBe(SHELL);
    expect(handedOver((await get("?code=GEAR2345")).html).preview.name).toBe("Start: the car park");
    // A cross-site <img src=/scan?code=…> spends nothing of the guessing budget GraphQL answers from.
    const preview = await s.gql(`query { checkpointPreview(code: "ZZZZ2349") { name } }`);
    expect(preview.errors).toBeUndefined();
    expect(preview.data?.checkpointPreview).toBeNull();
  });

  it("a reissued checkpoint's old code says it was replaced, painted and through GraphQL, spending no budget", async () => {
    const [gear] = await s.handle.db.select().from(checkpoints).where(eq(checkpoints.code, "GEAR2345"));
    await s.handle.db.insert(replacedCodes).values({ code: "WXYZ2345", checkpointId: gear?.id ?? "" });
    // The paint's budget for unknown codes is spent above: a replaced code is still painted.
    for (let i = 0; i < 2; i++) {
      const { html } = await get("?code=wxyz-2345");
      expect(html).toContain("was replaced by the organizer");
      expect(html).not.toContain("unknown");
      // No preview handed over: the screen asks GraphQL, which says replaced too.
      expect(handedOver(html)).toEqual({ code: "WXYZ2345", replaced: true });
    }
    for (let i = 0; i < 4; i++) {
      const answer = await s.gql(`query { checkpointPreview(code: "WXYZ2345") { name } }`);
      expect(answer.errors?.[0]?.message).toMatch(/^This poster's code was replaced by the organizer/);
      expect(answer.errors?.[0]?.extensions?.code).toBe("CODE_REPLACED");
    }
  });

  // Signed-out pages whose first lines are the same for every phone (page-paint.ts).
  it("writes the page's own first lines before the splash, the same for every phone", async () => {
    for (const [pathname, intro] of Object.entries(PAGE_INTROS)) {
      const { html, cacheControl } = await getPath(pathname);
      expect(html.indexOf('<div class="page-paint')).toBe(html.indexOf("<body>") + "<body>".length);
      expect(html.indexOf("page-paint")).toBeLessThan(html.indexOf('<main class="splash">'));
      expect(html).toContain(`<h1>${intro.title}</h1>`);
      expect(html).toContain(`<p class="${intro.leadClass}">${intro.lead.replace(/'/g, "&#39;")}</p>`);
      // Nothing in it is the phone's: the shared no-cache of any shell, not the poster's no-store.
      expect(cacheControl).toBe("no-cache");
      expect((await getPath(`${pathname}?from=footer`)).html).toBe(html);
    }
    expect((await getPath("/sample")).html).toContain('<figure class="ptb__picture"><svg viewBox="0 0 400 230"');
  });

  it("a phone with a session, the join screen of a poster, or another path gets the plain shell", async () => {
    expect((await getPath("/login", "apollo-token=abc")).html).toBe(SHELL);
    expect((await getPath("/register?redirect=%2Fscan%3Fcode%3DGEAR2345")).html).toBe(SHELL);
    expect((await getPath("/register?redirect=%2Fquizresults")).html).toContain("<h1>Pick a nickname</h1>");
    for (const other of ["/rules", "/login/extra", "/sample2", "/quiz"]) expect((await getPath(other)).html).toBe(SHELL);
  });
});
