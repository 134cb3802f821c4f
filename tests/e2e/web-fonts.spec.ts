// Issue 29: on a weak link the web faces wait until question 1 has been served, so they do not
// share the link with the way there (docs/decisions/018-weak-link-first-minute.md); on a fast link
// they come at start-up. The fallback faces set the same lines meanwhile.
import type { Page } from "@playwright/test";
import { api, startAttempt } from "./fixtures/accounts.ts";
import { appTookOver, DEMO_CODES, signedInRider } from "./fixtures/quiz.ts";
import { expect, screenshot, test } from "./fixtures.ts";

test.use({ viewport: { width: 360, height: 640 } });

/** When the page asked for the web faces (their stylesheet and the files), epoch ms. */
function fontRequests(page: Page): number[] {
  const asked: number[] = [];
  page.on("request", (r) => {
    if (/\/assets\/(web-fonts-[^/]*\.css|barlow[^/]*\.woff2?)$/.test(r.url())) asked.push(Date.now());
  });
  return asked;
}

const barlowLoaded = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    return (
      document.fonts.check('700 16px "Barlow Condensed"') &&
      [...document.fonts].some((f) => f.family.includes("Barlow") && f.status === "loaded")
    );
  });

/** 400 ms of latency makes Chromium report the link as 3G, as on the bench's weak link. */
async function slowLink(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 400,
    downloadThroughput: 2_500_000,
    uploadThroughput: 2_500_000,
  });
}

test("on a weak link no web face is fetched before question 1; they come once it is served", async ({ page, request }) => {
  const rider = await signedInRider(page, request);
  await startAttempt(request, rider.token, DEMO_CODES.gear);
  const asked = fontRequests(page);
  await slowLink(page);
  await page.goto("/quiz");
  expect(await page.evaluate(() => (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType)).toBe(
    "3g",
  );
  // The app's own start card: the server's painted one would serve question 1 by a form post.
  await appTookOver(page);
  const served = page
    .waitForResponse((r) => r.url().includes("/graphql") && Boolean(r.request().postData()?.includes("NextQuestion")), { timeout: 20_000 })
    .then(() => Date.now());
  await page.getByRole("button", { name: "I'm stopped — start" }).click();
  const servedAt = await served;
  await expect(page.locator(".question__position")).toHaveText(/Question 1 of/, { timeout: 20_000 });
  // Nothing before the answer that serves question 1 came (each request takes 400 ms on this link).
  expect(asked.filter((at) => at < servedAt)).toEqual([]);
  await screenshot(page, "weak-link-question-fallback-faces-360x640");

  await expect.poll(() => asked.length, { timeout: 20_000 }).toBeGreaterThan(0);
  await expect.poll(() => barlowLoaded(page), { timeout: 20_000 }).toBe(true);
  await screenshot(page, "weak-link-question-web-faces-360x640");
});

test("on a weak link a question served before the app started (the painted quiz) lets the web faces come once the app shows it", async ({
  page,
  request,
}) => {
  const rider = await signedInRider(page, request);
  const attemptId = await startAttempt(request, rider.token, DEMO_CODES.gear);
  await api(request, "mutation N($id: ID!) { nextQuestion(input: { attemptId: $id }) { ok } }", { id: attemptId }, rider.token);
  const asked = fontRequests(page);
  await slowLink(page);
  await page.goto("/quiz");
  await appTookOver(page);
  await expect(page.locator(".question__position")).toHaveText(/Question 1 of/);
  await expect.poll(() => asked.length, { timeout: 20_000 }).toBeGreaterThan(0);
});

test("on a fast link the web faces come at start-up, before any quiz", async ({ page }) => {
  const asked = fontRequests(page);
  await page.goto("/");
  await expect.poll(() => asked.length).toBeGreaterThan(0);
  await expect.poll(() => barlowLoaded(page)).toBe(true);
});
