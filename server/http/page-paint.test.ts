import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGE_INTROS } from "#core/page-intros.ts";
import { SLOW, startServer, type TestServer } from "../../tests/support/server-harness.ts";

const SHELL = '<!DOCTYPE html><html><head></head><body><main class="splash">Starting…</main><script>1</script></body></html>';

describe("a signed-out page's first paint", SLOW, () => {
  let s: TestServer;
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "mq-page-paint-"));
    fs.writeFileSync(path.join(dir, "__spa-fallback.html"), SHELL);
    s = await startServer("pglite", { clientDir: dir });
  });
  afterAll(async () => {
    await s.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const get = async (pathAndQuery: string, cookie?: string) => {
    const res = await fetch(`${s.url}${pathAndQuery}`, { headers: cookie ? { cookie } : {} });
    return { html: await res.text(), cacheControl: res.headers.get("cache-control") };
  };

  it("writes the page's own first lines before the splash, the same for every phone", async () => {
    for (const [pathname, intro] of Object.entries(PAGE_INTROS)) {
      const { html, cacheControl } = await get(pathname);
      expect(html.indexOf('<div class="page-paint')).toBe(html.indexOf("<body>") + "<body>".length);
      expect(html.indexOf("page-paint")).toBeLessThan(html.indexOf('<main class="splash">'));
      expect(html).toContain(`<h1>${intro.title}</h1>`);
      expect(html).toContain(`<p class="${intro.leadClass}">${intro.lead.replace(/'/g, "&#39;")}</p>`);
      // Nothing in it is the phone's: the shared no-cache of any shell, not the poster's no-store.
      expect(cacheControl).toBe("no-cache");
      expect((await get(`${pathname}?from=footer`)).html).toBe(html);
    }
    expect((await get("/sample")).html).toContain('<figure class="ptb__picture"><svg viewBox="0 0 400 230"');
  });

  it("a phone with a session, the join screen of a poster, or another path gets the plain shell", async () => {
    expect((await get("/login", "apollo-token=abc")).html).toBe(SHELL);
    expect((await get("/register?redirect=%2Fscan%3Fcode%3DGEAR2345")).html).toBe(SHELL);
    expect((await get("/register?redirect=%2Fquizresults")).html).toContain("<h1>Pick a nickname</h1>");
    for (const other of ["/rules", "/login/extra", "/sample2", "/quiz"]) expect((await get(other)).html).toBe(SHELL);
  });
});
