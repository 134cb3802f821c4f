import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import type { BrowserContext, Page } from "@playwright/test";
import { startAttempt } from "./fixtures/accounts.ts";
import { answerAll, appTookOver, choiceButtons, DEMO_CODES, revealTitle, riderAtStartCard, rightChoice } from "./fixtures/quiz.ts";
import { expect, test } from "./fixtures.ts";

const SCREENS = ["/", "/login", "/register", "/sample", "/rules", "/scan", "/quiz", "/quizresults", "/end", "/error"];
const OFFLINE_MESSAGE = "You're offline — your quiz continues when the signal is back.";
const SW_FILE = "build/client/sw.js";
const CHUNK_MESSAGE = "Part of the app could not be loaded. Check your signal, then try again.";

/** Resolves once the offline shell's service worker (the full one, or the lite one) controls the page. */
async function serviceWorkerInControl(page: Page, file: "sw.js" | "sw-lite.js" = "sw.js"): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 20_000 })
    .toBe(new URL(`/${file}`, page.url()).href);
}

/** The built route manifest React Router loads in the browser (build/client/assets/manifest-*.js). */
function routeManifest(): Record<string, { module: string; imports?: string[] }> {
  const file = readdirSync("build/client/assets").find((f) => /^manifest-[\w-]+\.js$/.test(f));
  const text = readFileSync(`build/client/assets/${file}`, "utf8");
  return JSON.parse(text.slice(text.indexOf("{"), text.lastIndexOf("}") + 1)).routes;
}

function countLoads(page: Page): () => number {
  let loads = 0;
  page.on("load", () => {
    loads += 1;
  });
  return () => loads;
}

/** Aborts requests for exactly `url`: the first `times` ones, or every one. */
async function abortChunk(context: BrowserContext, url: string | RegExp, times: number | "always"): Promise<() => number> {
  let aborted = 0;
  await context.route(url, (route) => {
    if (times === "always" || aborted < times) {
      aborted += 1;
      return route.abort();
    }
    return route.continue();
  });
  return () => aborted;
}

test.describe("offline shell (service worker)", () => {
  test.use({
    serviceWorkers: "allow",
    allowConsoleErrors: /ERR_INTERNET_DISCONNECTED|Failed to fetch|WebSocket/,
  });

  test("after one online visit, every screen opens without signal and shows what the phone kept", async ({ page, request, context }) => {
    test.setTimeout(180_000);
    // Online: one checkpoint finished (its results and the ride's progress seen), the practice set
    // loaded, and the next checkpoint's question on screen.
    const { rider } = await riderAtStartCard(page, request, DEMO_CODES.gear);
    await serviceWorkerInControl(page);
    await page.getByRole("button", { name: "I'm stopped — start" }).click();
    await answerAll(page);
    await page.getByRole("button", { name: "See my results" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your results");
    await expect(page.getByTestId("leaderboard")).toBeVisible();
    const score = (await page.getByTestId("score").textContent()) ?? "";
    await page.goto("/end");
    await expect(page.getByTestId("rank")).toBeVisible();
    const rank = (await page.getByTestId("rank").textContent()) ?? "";
    // The phone's copy is written a moment after the data arrives (kept-cache.ts); a rider reads
    // the screen for longer than that before the next full page load.
    await page.waitForTimeout(1000);
    await page.goto("/sample");
    await expect(page.getByRole("button", { name: "Start practice" })).toBeVisible();
    await startAttempt(request, rider.token, DEMO_CODES.bend);
    await page.goto("/quiz");
    await appTookOver(page);
    await page.getByRole("button", { name: "I'm stopped — start" }).click();
    const prompt = (await page.locator(".question__prompt").textContent()) ?? "";
    await page.waitForTimeout(1000); // the phone's copy is written with a short delay

    await context.setOffline(true);
    // The question reopens without signal; an answer tapped then waits through reloads, and goes
    // when the signal returns.
    await page.reload();
    await expect(page.locator(".question__prompt")).toHaveText(prompt);
    await (await rightChoice(page)).click();
    await expect(page.getByText("Pending — sent when you're back online.")).toBeVisible();
    await page.reload();
    await expect(page.locator(".question__prompt")).toHaveText(prompt);
    await expect(page.getByText("Pending — sent when you're back online.")).toBeVisible();
    for (const path of SCREENS) {
      const response = await page.goto(path);
      // page.goto would throw net::ERR_INTERNET_DISCONNECTED for the browser's own error page.
      expect(response?.fromServiceWorker(), path).toBe(true);
      expect(response?.status(), path).toBe(200);
      await expect(page.getByTestId("offline-banner"), path).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
      await expect(page.getByTestId("error-message"), path).toHaveCount(path === "/error" ? 1 : 0);
      if (path === "/") await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ride. Scan. Answer.");
      else if (path === "/sample") {
        await page.getByRole("button", { name: "Start practice" }).click();
        await expect(choiceButtons(page).first()).toBeVisible();
      } else if (path === "/rules") await expect(page.getByRole("heading", { level: 1 })).toHaveText("The rules");
      else if (path === "/quizresults") {
        await expect(page.getByTestId("score")).toHaveText(score);
        await expect(page.getByTestId("leaderboard")).toBeVisible();
      } else if (path === "/end") await expect(page.getByTestId("rank")).toHaveText(rank);
      else if (path !== "/error") {
        // /quiz, and where a signed-in rider with a question open is sent: that question.
        await expect(page, path).toHaveURL(/\/quiz$/);
        await expect(page.locator(".question__prompt"), path).toHaveText(prompt);
        await expect(page.getByText("Pending — sent when you're back online."), path).toBeVisible();
      }
    }
    // What the phone never had says why it waits, and offers Try again.
    await page.goto(`/quizresults?attempt=${crypto.randomUUID()}`);
    await expect(page.getByTestId("error-message")).toHaveText(OFFLINE_MESSAGE);
    await expect(page.getByTestId("try-again")).toBeVisible();

    // Back on the question when the signal returns: the answer goes, and counts (late, at the floor).
    await page.goto("/quiz");
    await expect(page.getByText("Pending — sent when you're back online.")).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByTestId("offline-banner")).toHaveCount(0);
    await expect(revealTitle(page)).toHaveText(/Right/);
  });

  test.describe("with data saver on", () => {
    // The screen the phone never loaded fails to load offline, as it says on screen.
    test.use({ allowConsoleErrors: /ERR_INTERNET_DISCONNECTED|Failed to fetch|WebSocket|net::ERR_FAILED|Error loading route module/ });

    test("the phone keeps the shell and the screens it opened; every screen once the connection allows it", async ({ page, context }) => {
      test.setTimeout(120_000);
      // A phone with data saver on, as Chromium tells the page (navigator.connection).
      await context.addInitScript(() => {
        const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: "4g" });
        Object.defineProperty(Navigator.prototype, "connection", { get: () => connection, configurable: true });
      });
      const routes = routeManifest();
      const sampleModule = routes["routes/sample"]?.module ?? "";
      const loginModule = routes["routes/login"]?.module ?? "";
      const asked: string[] = [];
      context.on("request", (r) => asked.push(new URL(r.url()).pathname));
      const kept = () =>
        page.evaluate(
          async (urls) => Promise.all(urls.map(async (url) => Boolean(await caches.match(new URL(url, location.href).href)))),
          [sampleModule, loginModule],
        );

      await page.goto("/sample");
      await expect(page.getByRole("button", { name: "Start practice" })).toBeVisible();
      await serviceWorkerInControl(page, "sw-lite.js");
      // The screen on hand is kept; a screen never opened is neither kept nor fetched, nor is the full worker.
      await expect.poll(kept).toEqual([true, false]);
      expect(asked).not.toContain(loginModule);
      expect(asked).not.toContain("/sw.js");

      await context.setOffline(true);
      await page.reload();
      await page.getByRole("button", { name: "Start practice" }).click();
      await expect(choiceButtons(page).first()).toBeVisible();
      // A screen the phone never loaded says so, and offers Try again.
      const response = await page.goto("/login");
      expect(response?.fromServiceWorker()).toBe(true);
      await expect(page.getByText(CHUNK_MESSAGE)).toBeVisible();
      await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();

      // Data saver off: every screen is downloaded, and kept from then on.
      await context.setOffline(false);
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ride. Scan. Answer.");
      await page.evaluate(() => {
        const connection = (navigator as Navigator & { connection: EventTarget & { saveData: boolean } }).connection;
        connection.saveData = false;
        connection.dispatchEvent(new Event("change"));
      });
      await serviceWorkerInControl(page);
      await expect.poll(kept).toEqual([true, true]);
      // The lite worker's copies are gone: the full one holds them all.
      expect(await page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("lite-")))).toEqual([]);
      // Still the same page: no reload, no "Update ready".
      await expect(page.getByTestId("update-ready")).toHaveCount(0);
      await context.setOffline(true);
      for (const path of ["/login", "/register", "/"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 }), path).toBeVisible();
        await expect(page.getByTestId("error-message"), path).toHaveCount(0);
      }
    });
  });

  test("a new version waits while a question is open, and takes over from 'Update ready' elsewhere", async ({ page, request }) => {
    test.setTimeout(90_000);
    const loads = countLoads(page);
    await riderAtStartCard(page, request);
    await serviceWorkerInControl(page);
    await page.getByRole("button", { name: "I'm stopped — start" }).click();
    await expect(page.locator(".question__position")).toHaveText("Question 1 of 5");
    const prompt = await page.locator(".question__prompt").textContent();
    // A deploy: a different service worker script is on disk (the server reads it per request).
    const original = readFileSync(SW_FILE, "utf8");
    writeFileSync(SW_FILE, `${original}\n// the next version\n`);
    try {
      await page.evaluate(async () => {
        await (await navigator.serviceWorker.getRegistration())?.update();
      });
      await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
      // Mid-question: the old worker still controls the page, nothing reloads, no prompt.
      await page.waitForTimeout(1500);
      await expect(page.getByTestId("update-ready")).toHaveCount(0);
      await expect(page.locator(".question__prompt")).toHaveText(prompt ?? "");
      await expect(choiceButtons(page).first()).toBeEnabled();
      expect(loads()).toBe(1);
      // Outside the quiz the rider is offered the update; taking it reloads once under the new worker.
      await page.getByRole("link", { name: "MotoQuiz home" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ride. Scan. Answer.");
      await expect(page.getByTestId("update-ready")).toBeVisible();
      await page.getByTestId("update-ready").getByRole("button", { name: "Reload" }).click();
      await expect.poll(loads).toBe(2);
      await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(false);
      await serviceWorkerInControl(page);
      await expect(page.getByTestId("update-ready")).toHaveCount(0);
      // The quiz resumes at the same question.
      await page.goto("/quiz");
      await expect(page.locator(".question__prompt")).toHaveText(prompt ?? "");
    } finally {
      writeFileSync(SW_FILE, original);
    }
  });
});

test("the service worker script is revalidated on every visit and scoped to the whole app", async ({ request }) => {
  const response = await request.get("/sw.js");
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-cache");
  expect(response.headers()["service-worker-allowed"]).toBe("/");
  expect(response.headers()["content-type"]).toMatch(/^text\/javascript/);
  const csp = response.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("worker-src 'self'");
  expect(csp).not.toContain("unsafe-inline");
  const body = await response.text();
  // GraphQL and the websocket are never cached: the worker has no route for them.
  expect(body).toContain("__spa-fallback.html");
  expect(body).toContain("/content/pictures/");
});

test("the web manifest makes the app installable", async ({ page, request }) => {
  await page.goto("/");
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#181b1e",
    background_color: "#181b1e",
  });
  const tokens = readFileSync("app/styles/tokens.css", "utf8");
  expect(tokens).toContain(`--asphalt-900: ${manifest.theme_color};`);
  const png = async (src: string) => {
    const bytes = await (await request.get(src)).body();
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  };
  const icons: { src: string; sizes: string; purpose?: string }[] = manifest.icons;
  for (const size of ["192x192", "512x512"]) {
    const icon = icons.find((i) => i.sizes === size && (i.purpose ?? "any") === "any");
    expect(icon, size).toBeDefined();
    const { width, height } = await png(icon?.src ?? "");
    expect(`${width}x${height}`).toBe(size);
  }
  const maskable = icons.find((i) => i.purpose === "maskable");
  expect(maskable?.src).not.toBe(icons.find((i) => i.sizes === "512x512" && !i.purpose)?.src);
  expect(await png(maskable?.src ?? "")).toEqual({ width: 512, height: 512 });
});

test.describe("a part of the app that fails to load", () => {
  // React Router and the browser log the failed import; the aborted request logs too.
  test.use({ allowConsoleErrors: /Error loading route module|Failed to fetch dynamically imported module|net::ERR_FAILED|TypeError/ });

  const sample = () => routeManifest()["routes/sample"] ?? { module: "" };
  // A chunk the page needs beyond the root's (scripts/chunk-groups.ts decides which exist).
  const sampleChunk = () => {
    const root = new Set(routeManifest().root?.imports);
    return sample().imports?.find((url) => !root.has(url)) ?? "";
  };
  const kinds = [
    { kind: "a route module", url: () => sample().module },
    { kind: "a chunk the route imports", url: sampleChunk },
  ];

  for (const { kind, url } of kinds) {
    test(`${kind} aborted once: exactly one reload, and the page works`, async ({ page, context, request }) => {
      expect(url()).toMatch(/^\/assets\/.+\.js$/);
      const loads = countLoads(page);
      // The page's shell preloads its route's chunks (server/http/route-preloads.ts); the import
      // fetches again after a failed preload, so the chunk fails to load only when both fail.
      const preloaded = (await (await request.get("/sample")).text()).includes(`"${url()}"`);
      const failures = preloaded ? 2 : 1;
      const aborted = await abortChunk(context, `**${url()}`, failures);
      await page.goto("/sample");
      await expect(page.getByRole("button", { name: "Start practice" })).toBeVisible();
      expect(aborted()).toBe(failures);
      expect(loads()).toBe(2);
      await page.getByRole("button", { name: "Start practice" }).click();
      await expect(choiceButtons(page).first()).toBeVisible();
    });

    test(`${kind} failing again within 60 s: a friendly message with Try again, no framework text`, async ({ page, context }) => {
      const loads = countLoads(page);
      await abortChunk(context, `**${url()}`, "always");
      await page.goto("/sample");
      await expect.poll(loads).toBe(2);
      const tryAgain = page.getByRole("button", { name: "Try again" });
      await expect(tryAgain).toBeVisible();
      await expect(page.getByText(CHUNK_MESSAGE)).toBeVisible();
      await expect(page.locator("body")).not.toContainText("dataStrategy");
      await page.waitForTimeout(1500);
      expect(loads()).toBe(2);
      // Once the chunk arrives again, Try again reloads (guard or not) and the page works.
      await context.unrouteAll();
      await tryAgain.click();
      await expect(page.getByRole("button", { name: "Start practice" })).toBeVisible();
      expect(loads()).toBe(3);
    });
  }

  test("a navigation whose page fails again within 60 s ends on the error page with Try again, the bar failed", async ({
    page,
    context,
  }) => {
    const loads = countLoads(page);
    // Blocked from the start: the link's prefetch must not have it either.
    await abortChunk(context, `**${sample().module}`, "always");
    await page.goto("/");
    await expect(page.getByTestId("start")).toBeVisible();
    // The reload the guard allows was made a moment ago (this tab's stamp, as chunk-reload.ts keeps it).
    await page.evaluate(() => sessionStorage.setItem("motoquiz:chunk-reload-at", String(Date.now())));
    await page.getByRole("link", { name: "Try a sample" }).click();
    // The bar shows it stopped, failed; the page says what happened and offers Try again.
    await expect(page.locator(".loading-bar[data-failed='true']")).toBeAttached();
    const tryAgain = page.getByTestId("try-again");
    await expect(tryAgain).toBeVisible();
    await expect(page.getByText(CHUNK_MESSAGE)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Ride. Scan. Answer.");
    await page.waitForTimeout(1000);
    expect(loads()).toBe(1);
    // Back online: Try again opens the page the rider was heading for.
    await context.unrouteAll();
    await tryAgain.click();
    await expect(page).toHaveURL(/\/sample$/);
    await expect(page.getByRole("button", { name: "Start practice" })).toBeVisible();
  });

  test("a lazy component aborted once: exactly one reload, and the page works; again within 60 s: Try again", async ({ page, context }) => {
    const loads = countLoads(page);
    await page.goto("/");
    await expect(page.getByTestId("start")).toBeVisible();
    const aborted = await abortChunk(context, /\/assets\/preferences-[\w-]+\.js$/, 1);
    await page.getByTestId("settings-button").click();
    await expect.poll(loads).toBe(2);
    expect(aborted()).toBe(1);
    await expect(page.getByTestId("start")).toBeVisible();
    await page.getByTestId("settings-button").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");

    await context.unrouteAll();
    await abortChunk(context, /\/assets\/preferences-[\w-]+\.js$/, "always");
    await page.reload();
    await expect(page.getByTestId("start")).toBeVisible();
    const before = loads();
    await page.getByTestId("settings-button").click();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await expect(page.getByText(CHUNK_MESSAGE).first()).toBeVisible();
    await page.waitForTimeout(1500);
    expect(loads()).toBe(before);
  });
});
