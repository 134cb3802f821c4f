import type { Locator, Page } from "@playwright/test";
import { decodePng } from "#tests/support/png.ts";
import { playCheckpoint } from "./fixtures/accounts.ts";
import { choiceButtons, DEMO_CODES, riderAtStartCard, signedInRider } from "./fixtures/quiz.ts";
import { expect, screenshotThemes, THEMES, test } from "./fixtures.ts";

/**
 * Forced colours (Windows high contrast, some Android settings) repaint every background as the
 * page's Canvas: whatever says something by its fill alone (a switch's state, the time left, the
 * checkpoints done) must keep a system colour of its own (issue 29, item 3).
 */
test.use({ viewport: { width: 360, height: 640 } });
test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: "active", colorScheme: "dark" });
});

/** The share of an element's pixels that are not the page's Canvas colour: 0 is blank. */
async function ink(page: Page, locator: Locator): Promise<number> {
  const canvas = await page.evaluate(() => {
    const probe = document.createElement("div");
    probe.style.background = "Canvas";
    document.body.append(probe);
    const rgb = getComputedStyle(probe).backgroundColor.match(/\d+/g)?.map(Number) ?? [];
    probe.remove();
    return rgb;
  });
  const { data, width, height } = decodePng(await locator.screenshot({ animations: "disabled" }));
  const channels = data.length / (width * height);
  let inked = 0;
  for (let i = 0; i < width * height; i++) {
    const off = i * channels;
    const far = [0, 1, 2].some((c) => Math.abs((data[off + c] ?? 0) - (canvas[c] ?? 0)) > 48);
    if (far) inked += 1;
  }
  return inked / (width * height);
}

test("a switch looks different on and off", async ({ page, request }) => {
  await signedInRider(page, request);
  await page.goto("/rules");
  await page.getByTestId("settings-button").click();
  const sheet = page.getByRole("dialog");
  const confirmTap = sheet.getByRole("switch", { name: /second tap/ });
  await expect(confirmTap).not.toBeChecked();
  const off = await confirmTap.screenshot({ animations: "disabled" });
  // Off: the knob is drawn, not only a bare outline.
  expect(await ink(page, confirmTap)).toBeGreaterThan(0.2);
  await confirmTap.click();
  await expect(confirmTap).toBeChecked();
  const on = await confirmTap.screenshot({ animations: "disabled" });
  expect(on.equals(off)).toBe(false);
  // On: the track is filled, so on and off differ by more than the knob's place.
  expect(await ink(page, confirmTap)).toBeGreaterThan(0.6);
  await screenshotThemes(page, "sheet");
});

test("the settings sheet: no row's text runs into the next, in any look", async ({ page, request }) => {
  await signedInRider(page, request);
  await page.goto("/rules");
  await page.getByTestId("settings-button").click();
  await expect(page.getByRole("dialog").getByTestId("signed-in-name")).toBeVisible();
  for (const media of THEMES.map((t) => t.media)) {
    await page.emulateMedia(media);
    // Each row, the account part included, holds its own text: nothing reaches below its bottom edge.
    const overflow = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>(".sheet__body > *")].flatMap((row) => {
        const bottom = row.getBoundingClientRect().bottom;
        return [...row.querySelectorAll<HTMLElement>("*")]
          .filter((el) => el.getBoundingClientRect().bottom > bottom + 0.5)
          .map((el) => `${row.className}: ${el.textContent?.slice(0, 30)} ${Math.round(el.getBoundingClientRect().bottom - bottom)} px`);
      }),
    );
    expect(overflow, JSON.stringify(media)).toEqual([]);
  }
});

test("the countdown bar is drawn", async ({ page, request }) => {
  await riderAtStartCard(page, request, DEMO_CODES.bend);
  await page.getByRole("button", { name: /start/i }).click();
  await expect(choiceButtons(page).first()).toBeEnabled();
  // Nearly the whole question left: the fill is most of the track.
  expect(await ink(page, page.locator(".countdown__fill"))).toBeGreaterThan(0.9);
  await screenshotThemes(page, "quiz-question");
});

test("the end screen's checkpoint segments show which are done", async ({ page, request }) => {
  const rider = await signedInRider(page, request);
  await playCheckpoint(request, rider.token, DEMO_CODES.cafe);
  await page.goto("/end");
  const segments = page.locator(".progress__seg");
  await expect(segments).toHaveCount(3);
  expect(await ink(page, segments.nth(0))).toBeGreaterThan(0.8);
  expect(await ink(page, segments.nth(1))).toBeLessThan(0.6);
  await screenshotThemes(page, "end");
});
