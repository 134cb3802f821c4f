import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { events } from "#server/db/schema/index.ts";
import { createTestDatabase } from "../setup/db.ts";
import { signUpOrganizer } from "../support/organizer.ts";
import { createEvent, play } from "../support/quiz.ts";
import { signUp, startServer, type TestServer } from "../support/server-harness.ts";
import { expect, screenshot, screenshotEachTheme, test } from "./fixtures.ts";

// The TV board (issue 27) against a server of its own on this journey's ports (E2E_PORT + 1), so it
// can be stopped and started again at the same address.
const PORT = Number(process.env.E2E_PORT ?? 4300) + 1;
const CODES = ["BRDA2345", "BRDB2345", "BRDC2345"];
const TV_1080 = { width: 1920, height: 1080 };
const TV_720 = { width: 1280, height: 720 };
/** The promise: a finish or a moderation shows on every board within 2 s. */
const WITHIN = 2000;

const HIDE = "mutation H($i: HideRiderInput!) { hideRider(input: $i) { ok } }";

test.describe.configure({ mode: "serial" });

test.describe("the TV board", () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let s: TestServer;
  let eventId: string;
  let organizerToken: string;
  const serve = async (seed: boolean) => {
    const clock = s?.clock.t;
    s = await startServer("pglite", { handle: db.handle, seed, port: PORT, rateLimits: { registerIp: { points: 1000, durationS: 60 } } });
    if (clock) s.clock.t = clock;
  };

  test.beforeAll(async () => {
    db = await createTestDatabase("pglite");
    await serve(true);
    eventId = await createEvent(
      s,
      "Sunday Run to the Café",
      CODES.map((code) => ({ code })),
    );
    organizerToken = (await signUpOrganizer(s)).token;
    // Fourteen riders: more than one page; a few on a second checkpoint; scores apart.
    const names = ["Ana Ruiz", "Ben Okafor", "Chloé Martin", "Dev Patel", "Eli Novak", "Fay Lindqvist", "Gus Brennan"];
    const more = ["Hana Sato", "Ivo Petrov", "Jo Kowalski", "Kai Müller", "Lea Rossi", "Max Berger", "Nia Owusu"];
    for (const [i, name] of [...names, ...more].entries()) {
      const r = await signUp(s, name);
      s.clock.advance(1000);
      await play(s, r.token, CODES[0] as string, { wrongAt: i % 5 === 0 ? [] : [i % 5], delayMs: 500 * (i % 4) });
      if (i < 4) await play(s, r.token, CODES[1] as string, { delayMs: 1000 });
    }
  });
  test.afterAll(async () => {
    await s?.close();
    await db?.dispose();
  });

  test("is readable from 5 m and shows a rider's finish within 2 s", async ({ page }) => {
    await page.setViewportSize(TV_1080);
    await page.goto(`${s.url}/board?event=${eventId}&join=${CODES[0]}`);
    await expect(page.getByTestId("tv-status")).toHaveText("Live · 14 riders");
    await expect(page.getByTestId("tv-standings").locator("li")).toHaveCount(10);
    await expect(page.getByTestId("tv-page")).toHaveText("Page 1 of 2");
    await expect(page.getByTestId("tv-qr").locator("img")).toBeVisible();
    await expect(page.locator(".tv-join__code")).toHaveText("BRDA-2345");
    // Nothing under ~40 px at 1080p: every element that holds text of its own.
    const smallest = await page.evaluate(() => {
      let min = Number.POSITIVE_INFINITY;
      for (const el of document.querySelectorAll("main.tv *")) {
        const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        if (own) min = Math.min(min, Number.parseFloat(getComputedStyle(el).fontSize));
      }
      return min;
    });
    expect(smallest).toBeGreaterThanOrEqual(40);
    await screenshotEachTheme(page, "board-1080-mid");

    const rider = await signUp(s, "Olu Fresh");
    s.clock.advance(1000);
    await play(s, rider.token, CODES[2] as string);
    await expect(page.getByTestId("tv-ticker").locator("li").first()).toContainText("Olu Fresh", { timeout: WITHIN });
    await expect(page.getByTestId("tv-status")).toHaveText("Live · 15 riders", { timeout: WITHIN });

    await page.setViewportSize(TV_720);
    await expect(page.getByTestId("tv-standings").locator("li")).toHaveCount(10);
    await screenshot(page, "board-720-mid");
  });

  test("a hide removes the name from a rider's board and the TV within 2 s", async ({ browser, page }) => {
    const rude = await signUp(s, "Rude Nickname");
    s.clock.advance(1000);
    await play(s, rude.token, CODES[0] as string); // all right, fast: near the top
    const viewer = await signUp(s, "Phone Rider");
    s.clock.advance(1000);
    await play(s, viewer.token, CODES[0] as string, { wrongAt: [1, 2, 3] });

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
    await phone.addCookies([{ name: "apollo-token", value: viewer.token, url: s.url }]);
    const phonePage = await phone.newPage();
    await phonePage.goto(`${s.url}/quizresults`);
    const phoneBoard = phonePage.getByTestId("leaderboard");
    await expect(phoneBoard).toContainText("Rude Nickname");

    await page.setViewportSize(TV_1080);
    await page.goto(`${s.url}/board?event=${eventId}`);
    const tv = page.locator("main.tv");
    await expect(tv).toContainText("Rude Nickname");

    const result = await s.gql(HIDE, { i: { eventId, userId: rude.userId, hidden: true } }, organizerToken);
    expect(result.data?.hideRider.ok).toBe(true);
    await expect(tv).not.toContainText("Rude Nickname", { timeout: WITHIN });
    await expect(phoneBoard).not.toContainText("Rude Nickname", { timeout: WITHIN });
    await phone.close();
  });

  test.describe("while its server restarts", () => {
    // The browser logs each refused reconnect; that is the point here.
    test.use({ allowConsoleErrors: /ERR_CONNECTION_REFUSED|WebSocket connection to .* failed/ });

    test("comes back by itself after a server restart, saying it is reconnecting meanwhile", async ({ page }) => {
      await page.setViewportSize(TV_1080);
      await page.goto(`${s.url}/board?event=${eventId}`);
      await expect(page.getByTestId("tv-status")).toContainText("Live");
      await expect(page.getByTestId("tv-standings").locator("li").first()).toBeVisible();
      await s.app.close();
      await expect(page.getByTestId("tv-reconnecting")).toBeVisible();
      await expect(page.getByTestId("tv-status")).toContainText("Reconnecting");
      // The last board stays up rather than a blank.
      await expect(page.getByTestId("tv-standings").locator("li").first()).toBeVisible();
      await screenshot(page, "board-1080-reconnecting");

      await serve(false);
      await expect(page.getByTestId("tv-status")).toContainText("Live", { timeout: 15_000 });
      await expect(page.getByTestId("tv-reconnecting")).toHaveCount(0);
      const late = await signUp(s, "After Restart");
      s.clock.advance(1000);
      await play(s, late.token, CODES[1] as string);
      await expect(page.getByTestId("tv-ticker").locator("li").first()).toContainText("After Restart", { timeout: WITHIN });
    });
  });

  test("shows the podium at the close, places shared by a tie, then the full board", async ({ page }) => {
    // Two riders with the same score, time and finish: they share first.
    const [p, q] = [await signUp(s, "Tied Tess"), await signUp(s, "Tied Theo")];
    s.clock.advance(60_000);
    for (const r of [p, q]) for (const code of CODES) await play(s, r.token, code);
    await s.handle.db
      .update(events)
      .set({ closedAt: new Date(s.clock.now()) })
      .where(eq(events.id, eventId));
    await s.app.live.changed(eventId);

    await page.setViewportSize(TV_1080);
    await page.goto(`${s.url}/board?event=${eventId}`);
    await expect(page.getByTestId("tv-status")).toContainText("Final results");
    const podium = page.getByTestId("tv-podium");
    await expect(podium.locator('[data-rank="1"] li')).toHaveCount(2);
    await expect(podium.locator('[data-rank="1"]')).toContainText("Tied Tess");
    await expect(podium.locator('[data-rank="1"]')).toContainText("Tied Theo");
    await expect(podium.locator('[data-rank="2"]')).toHaveCount(0);
    await expect(podium.locator('[data-rank="3"] li')).toHaveCount(1);
    await screenshotEachTheme(page, "board-1080-podium");
    await page.setViewportSize(TV_720);
    await screenshot(page, "board-720-podium");
    // Then the full board.
    await expect(page.getByTestId("tv-standings")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("tv-standings").locator("li").first()).toContainText(/Tied (Tess|Theo)/);
  });
});

test.describe("an at-close event's board", () => {
  let s: TestServer;
  test.beforeAll(async () => {
    s = await startServer("pglite", { port: PORT + 1, rateLimits: { registerIp: { points: 1000, durationS: 60 } } });
  });
  test.afterAll(async () => {
    await s?.close();
  });

  test("shows who finished where but no standings or points until the close", async ({ page }) => {
    const eventId = await createEvent(s, "Prize Ride", [{ code: "PRZA2345" }]);
    const endsAt = new Date(s.clock.now() + 3 * 3600_000);
    await s.handle.db.update(events).set({ revealMode: "AT_CLOSE", endsAt }).where(eq(events.id, eventId));
    const rider = await signUp(s, "Secret Scorer");
    await play(s, rider.token, "PRZA2345");
    await page.setViewportSize(TV_1080);
    await page.goto(`${s.url}/board?event=${eventId}&join=PRZA2345`);
    await expect(page.getByTestId("tv-status")).toHaveText("Live · 1 rider");
    await expect(page.getByTestId("tv-hidden")).toContainText("The standings open at the close");
    await expect(page.getByTestId("tv-standings").locator("li")).toHaveCount(0);
    await expect(page.getByTestId("tv-ticker")).toHaveText(/Secret Scorer\s*CP PRZA2345$/);
    await screenshot(page, "board-1080-at-close");
  });
});

test("no rider's phone downloads the board: its files are not in the offline precache", () => {
  const assets = "build/client/assets";
  const manifestFile = fs.readdirSync(assets).find((f) => /^manifest-[\w-]+\.js$/.test(f)) as string;
  const source = fs.readFileSync(path.join(assets, manifestFile), "utf8");
  const routes = JSON.parse(source.slice(source.indexOf("=") + 1).replace(/;\s*$/, "")).routes;
  const board = routes["routes/board"] as { module: string; css: string[] };
  const sw = fs.readFileSync("build/client/sw.js", "utf8");
  expect(sw).not.toContain(board.module.slice(1));
  for (const css of board.css.filter((c) => !c.endsWith("#"))) expect(sw).not.toContain(css.slice(1));
  // …while the riders' own screens are.
  expect(sw).toContain((routes["routes/quiz"] as { module: string }).module.slice(1));
});
