import { ownAddress } from "./fixtures/accounts.ts";
import { expect, holdScripts, registerRider, signIn, test } from "./fixtures.ts";

const GUARDED = ["/rules", "/scan", "/quiz", "/quizresults", "/end"];

type Manifest = { routes: Record<string, { module: string; clientLoaderModule?: string }> };

/**
 * A route's JS chunks as the build named them (its module first), from React Router's manifest in
 * the page, once its scripts have come (a page that shows itself asks for them after its paint).
 */
const routeChunks = async (page: import("@playwright/test").Page, id: string) => {
  await page.waitForFunction(() => "__reactRouterManifest" in window);
  return page.evaluate((routeId) => {
    const route = (window as unknown as { __reactRouterManifest: Manifest }).__reactRouterManifest.routes[routeId];
    return route ? [route.module, route.clientLoaderModule].filter((m): m is string => Boolean(m)) : [];
  }, id);
};
const routeModule = async (page: import("@playwright/test").Page, id: string) => (await routeChunks(page, id))[0] ?? "";

test.describe("routes", () => {
  test("a signed-out page's first lines show before any script runs, where the page puts them", async ({ context }) => {
    // Scripts held back: what shows is the server's HTML and the stylesheet alone.
    const release = await holdScripts(context);
    const lines = [
      ["/register", "Pick a nickname", /^No e-mail or password needed/, "p.muted"],
      ["/login", "Sign in", /^Your scores and progress are waiting\. Joined with just a nickname\?/, "p.muted"],
      ["/sample", "Try a sample", /^3 questions, no account needed/, "p.lead"],
    ] as const;
    const painted = [];
    for (const [path, heading, lead, leadSelector] of lines) {
      const tab = await context.newPage();
      await tab.goto(path, { waitUntil: "commit" });
      const paint = tab.locator(".page-paint");
      await expect(paint.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(paint.locator(leadSelector)).toHaveText(lead);
      painted.push({ tab, h1: await paint.locator("h1").boundingBox(), lead: await paint.locator(leadSelector).boundingBox() });
    }
    release();
    for (const [i, [, heading, lead, leadSelector]] of lines.entries()) {
      const { tab, h1, lead: leadBox } = painted[i] as (typeof painted)[number];
      await expect(tab.locator("main h1")).toHaveText(heading);
      await expect(tab.locator(".page-paint")).toHaveCount(0);
      await expect(tab.locator(`main ${leadSelector}`).first()).toHaveText(lead);
      // The page's own lines take the painted ones' places: nothing jumps when the app arrives.
      for (const [box, selector] of [
        [h1, "main h1"],
        [leadBox, `main ${leadSelector}`],
      ] as const) {
        const rendered = await tab.locator(selector).first().boundingBox();
        expect(rendered?.y).toBeCloseTo(box?.y ?? -1, 0);
        expect(rendered?.height).toBeCloseTo(box?.height ?? -1, 0);
      }
    }
  });

  test("open routes render their page", async ({ page, baseURL }) => {
    for (const [path, heading] of [
      ["/", "Ride. Scan. Answer."],
      ["/login", "Sign in"],
      ["/register", "Pick a nickname"],
      ["/sample", "Try a sample"],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(/MotoQuiz/);
      const og = page.locator('meta[property="og:image"]');
      // Absolute, from the address the page was opened at (no VITE_PUBLIC_URL in this build).
      await expect(og).toHaveAttribute("content", `${baseURL}/og-image.png`);
      const served = await (await page.request.get(path)).text();
      expect(served).toContain(`<meta property="og:image" content="${baseURL}/og-image.png"/>`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
    }
  });

  test("guarded routes send a signed-out rider to login, keeping path and query", async ({ page }) => {
    for (const path of GUARDED) {
      await page.goto(path);
      await expect(page).toHaveURL((url) => url.pathname === "/login" && url.searchParams.get("redirect") === path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
    }
    // A poster link goes to the join screen instead, which names the checkpoint.
    await page.goto("/scan?code=GEAR2345");
    await expect(page).toHaveURL((url) => url.pathname === "/register" && url.searchParams.get("redirect") === "/scan?code=GEAR2345");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You scanned a checkpoint");
  });

  test("a signed-in rider who has not accepted the rules is sent to the rules", async ({ page, request }) => {
    await signIn(page, await registerRider(request));
    await page.goto("/login");
    await expect(page).toHaveURL(/\/rules$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The rules");
    await page.goto("/scan?code=GEAR2345");
    // The code survives the rules detour.
    await expect(page).toHaveURL((url) => url.pathname === "/rules" && url.searchParams.get("redirect") === "/scan?code=GEAR2345");
    for (const path of ["/quiz", "/quizresults", "/end"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/rules$/);
    }
  });

  test("a poster's page is served naming its own chunks, so they load beside the entry; the join screen's wait (the paint joins)", async ({
    page,
    request,
  }) => {
    await page.goto("/login");
    const html = await (await request.get("/scan?code=GEAR2345")).text();
    const preloads = [...html.matchAll(/<link rel="modulepreload"(?: fetchpriority="low")? href="([^"]+)"/g)].map((m) => m[1]);
    for (const chunk of await routeChunks(page, "routes/scan")) expect(preloads).toContain(chunk);
    // The server's painted join form takes typing and posts without the join screen's chunks.
    expect(html).not.toContain(await routeModule(page, "routes/register"));
    // A phone with a session goes to the quiz's start card next.
    const signedIn = await (await request.get("/scan?code=GEAR2345", { headers: { cookie: "apollo-token=any" } })).text();
    expect(signedIn).toContain(await routeModule(page, "routes/quiz"));
    expect(signedIn).not.toContain(await routeModule(page, "routes/register"));
  });

  test("a page that shows itself asks for the app's scripts after its first contentful paint; a splash-only page at once", async ({
    browser,
    baseURL,
    request,
  }) => {
    /** When the page first painted content, and when it asked for its first script (ms from its start). */
    const opened = async (path: string, token?: string) => {
      const context = await browser.newContext({ baseURL });
      await ownAddress(context);
      if (token) await context.addCookies([{ name: "apollo-token", value: token, url: baseURL }]);
      const page = await context.newPage();
      // The loader and the module script it writes run under the CSP: a refusal is a console error.
      const errors: string[] = [];
      page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
      page.on("pageerror", (e) => errors.push(e.message));
      await page.goto(path);
      // The app has started: its entry ran and drew its first screen.
      await expect(page.locator(".page-paint, .splash")).toHaveCount(0);
      const times = await page.evaluate(() => ({
        painted: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        asked: Math.min(
          ...performance.getEntriesByType("resource").flatMap((e) => (/\/assets\/.*\.js$/.test(e.name) ? [e.startTime] : [])),
        ),
      }));
      await context.close();
      expect(errors, path).toEqual([]);
      return times;
    };
    // The landing (prerendered), signed-out pages' paints, a poster's join; the rules painted for a signed-in phone.
    const token = await registerRider(request);
    for (const [path, signedIn] of [["/"], ["/login"], ["/register"], ["/sample"], ["/scan?code=GEAR2345"], ["/rules", token]] as const) {
      const { painted, asked } = await opened(path, signedIn);
      expect(asked, path).toBeGreaterThanOrEqual(painted);
    }
    // Signed in, /scan shows only the start-up splash until the app draws it: the scripts go with the stylesheet.
    const { painted, asked } = await opened("/scan", token);
    expect(asked).toBeLessThan(painted);
  });

  test("an unknown path shows the 404 page, answered with HTTP 404", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("error-message")).toHaveText("This page could not be found");
    await expect(page.locator("[data-status]")).toHaveAttribute("data-status", "404");
  });

  test("/error shows the asked status, and 404 for a bad one", async ({ page }) => {
    await page.goto("/error?status=503");
    await expect(page.locator("[data-status]")).toHaveAttribute("data-status", "503");
    await expect(page.getByText("503", { exact: true })).toBeVisible();
    await page.goto("/error?status=abc");
    await expect(page.locator("[data-status]")).toHaveAttribute("data-status", "404");
    await expect(page.getByTestId("error-message")).toHaveText("This page could not be found");
    await page.goto("/error?status=200");
    await expect(page.locator("[data-status]")).toHaveAttribute("data-status", "404");
    await page.goto("/error");
    await expect(page.locator("[data-status]")).toHaveAttribute("data-status", "500");
  });

  test("the start-up address is replaced with its canonical form", async ({ page }) => {
    await page.goto("/LOGIN/?redirect=%2Fscan");
    await expect(page).toHaveURL((url) => url.pathname === "/login" && url.search === "?redirect=%2Fscan");
    await page.goto("/Sample//");
    await expect(page).toHaveURL((url) => url.pathname === "/sample");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Try a sample");
  });
});

test.describe("navigation behaviours", () => {
  test("a page view reaches the dataLayer 250 ms after each route change, with all five fields", async ({ page }) => {
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => window.dataLayer?.length ?? 0)).toBe(1);
    expect(await page.evaluate(() => window.dataLayer?.[0])).toEqual({
      routeName: "index",
      pageType: "PageView",
      pageUrl: "/",
      pageTitle: "MotoQuiz",
      event: "custom-view",
    });
    await page.evaluate(() => {
      const layer = window.dataLayer as unknown[] & { pushedAt?: number };
      const push = layer.push.bind(layer);
      layer.push = (...items: unknown[]) => {
        layer.pushedAt = performance.now();
        return push(...items);
      };
      document.addEventListener("click", () => Object.assign(window, { clickedAt: performance.now() }), { capture: true, once: true });
    });
    await page.getByRole("link", { name: "Try a sample" }).click();
    await expect.poll(() => page.evaluate(() => window.dataLayer?.length ?? 0)).toBe(2);
    const { event, delay } = await page.evaluate(() => ({
      event: window.dataLayer?.[1],
      delay: ((window.dataLayer as { pushedAt?: number }).pushedAt ?? 0) - (window as unknown as { clickedAt: number }).clickedAt,
    }));
    expect(delay).toBeGreaterThanOrEqual(250);
    expect(event).toEqual({
      routeName: "sample",
      pageType: "PageView",
      pageUrl: "/sample",
      pageTitle: "Practice round · MotoQuiz",
      event: "custom-view",
    });
  });

  test("a route left within 250 ms still gets its page view, named, addressed and titled as itself", async ({ page }) => {
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => window.dataLayer?.length ?? 0)).toBe(1);
    // In one evaluate, so /login is left well within 250 ms of showing its title.
    await page.evaluate(async () => {
      document.querySelector<HTMLAnchorElement>('a[href="/login"]')?.click();
      while (document.title !== "Sign in · MotoQuiz") await new Promise(requestAnimationFrame);
      history.back();
    });
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.dataLayer?.length ?? 0)).toBe(3);
    const views = await page.evaluate(() => window.dataLayer?.map((e) => e as { routeName: string; pageUrl: string; pageTitle: string }));
    expect(views?.map(({ routeName, pageUrl, pageTitle }) => ({ routeName, pageUrl, pageTitle }))).toEqual([
      { routeName: "index", pageUrl: "/", pageTitle: "MotoQuiz" },
      { routeName: "login", pageUrl: "/login", pageTitle: "Sign in · MotoQuiz" },
      { routeName: "index", pageUrl: "/", pageTitle: "MotoQuiz" },
    ]);
  });

  test("scroll resets on a new route, but not on a route that opts out", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 560 });
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(120);
    // /sample's handle says scrollReset: false.
    await page.getByRole("link", { name: "Try a sample" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Try a sample");
    // Not reset. Not exactly 120 either: the screen's web fonts arrive after the painted fallback
    // faces (docs/decisions/018-weak-link-first-minute.md), and the browser's scroll anchoring then
    // moves the offset to keep the same lines in view.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(100);
    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a slow navigation shows the loading bar, whose own file loads after the landing's first render", async ({ page }) => {
    // The bar's file (`later`, scripts/chunk-groups.ts) is held until the rider has tapped.
    let releaseBar = () => {};
    const barHeld = new Promise<void>((resolve) => {
      releaseBar = resolve;
    });
    await page.route(/\/assets\/later-[\w-]+\.js$/, async (route) => {
      await barHeld;
      await route.continue();
    });
    await page.setViewportSize({ width: 390, height: 600 });
    await page.goto("/");
    // Hydrated: the first page view is recorded, 250 ms after the first render's effects. (The
    // links' prefetch is in the held file too.)
    await expect.poll(() => page.evaluate(() => window.dataLayer?.length ?? 0)).toBeGreaterThan(0);
    const bar = page.getByRole("progressbar", { name: "Loading page" });
    await expect(bar).toHaveCount(0);
    // The rules' screen (below the fold, not prefetched) is held: the navigation lasts.
    let releaseRules = () => {};
    const rulesHeld = new Promise<void>((resolve) => {
      releaseRules = resolve;
    });
    await page.route(`**${await routeModule(page, "routes/rules")}`, async (route) => {
      await rulesHeld;
      await route.continue();
    });
    await page.getByRole("link", { name: "Rules" }).click();
    releaseBar();
    await expect(bar).toBeVisible();
    releaseRules();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in");
    await expect(bar).toHaveCount(0);
  });

  test("links prefetch their screen once in view, and not offline", async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 600 });
    await page.goto("/");
    const sample = await routeModule(page, "routes/sample");
    const rules = await routeModule(page, "routes/rules");
    expect(sample).toMatch(/^\/assets\/.+\.js$/);
    expect(rules).toMatch(/^\/assets\/.+\.js$/);
    // "Try a sample" is in view at once: its screen is prefetched at the next idle moment.
    await expect(page.locator(`link[rel="modulepreload"][href="${sample}"]`).first()).toBeAttached();
    // The footer's "Rules" link is below the fold; it comes into view while offline.
    expect(await page.evaluate(() => window.innerHeight < document.documentElement.scrollHeight)).toBe(true);
    await expect(page.locator(`link[rel="modulepreload"][href="${rules}"]`)).toHaveCount(0);
    // The sample's prefetch (script and CSS) finishes before the connection drops.
    await page.waitForLoadState("networkidle");
    await context.setOffline(true);
    await page.getByRole("link", { name: "Rules" }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(2500);
    await expect(page.locator(`link[rel="modulepreload"][href="${rules}"]`)).toHaveCount(0);
    await context.setOffline(false);
  });
});

test.describe("connectivity", () => {
  // Chunks the screens load lazily may be asked for while offline; those requests fail, as they should.
  test.use({ allowConsoleErrors: /ERR_INTERNET_DISCONNECTED/ });

  test("the offline banner follows the browser's connectivity, and nothing reloads offline", async ({ page, context }) => {
    let loads = 0;
    page.on("load", () => {
      loads += 1;
    });
    await page.goto("/");
    await expect(page.getByTestId("offline-banner")).toHaveCount(0);
    await context.setOffline(true);
    await expect(page.getByTestId("offline-banner")).toBeVisible();
    await page.waitForTimeout(2500);
    await expect(page.getByTestId("offline-banner")).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId("offline-banner")).toHaveCount(0);
    expect(loads).toBe(1);
  });
});

test.describe("chunk failure", () => {
  // React Router logs the failed import before reloading; the aborted request logs too.
  test.use({ allowConsoleErrors: /Error loading route module|Failed to fetch dynamically imported module|net::ERR_FAILED|TypeError/ });

  test("a route chunk that fails to load reloads the page exactly once within 60 s", async ({ page }) => {
    // The sample screen's chunk fails from the first load on (it is also prefetched while in view).
    await page.goto("/");
    const sample = await routeChunks(page, "routes/sample");
    expect(sample[0]).toMatch(/^\/assets\/.+\.js$/);
    await page.route(
      (url) => sample.includes(url.pathname),
      (route) => route.abort(),
    );
    let loads = 0;
    page.on("load", () => {
      loads += 1;
    });
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ride. Scan. Answer.");
    expect(loads).toBe(1);
    await page.getByRole("link", { name: "Try a sample" }).click();
    // First failure: one reload, stamped in sessionStorage.
    await expect.poll(() => loads).toBe(2);
    await expect.poll(() => page.evaluate(() => Number(sessionStorage.getItem("motoquiz:chunk-reload-at")))).toBeGreaterThan(0);
    // The reload lands where the navigation stood: on / (try again) or on /sample (fails again).
    await page.waitForLoadState("load");
    if (new URL(page.url()).pathname === "/") {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ride. Scan. Answer.");
      await page.getByRole("link", { name: "Try a sample" }).click();
    }
    // A second failure within 60 s does not reload: the rider is told instead, with Try again
    // (the banner when React Router's reload is held, the error page when the route's loader failed).
    await expect(page.getByText("Part of the app could not be loaded. Check your signal, then try again.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await page.waitForTimeout(2500);
    expect(loads).toBe(2);
  });
});
