import { newRider, ownAddress, playCheckpoint } from "./fixtures/accounts.ts";
import { DEMO_CODES, riderAtStartCard, signedInRider } from "./fixtures/quiz.ts";
import { expect, screenshotThemes, signIn, test } from "./fixtures.ts";

/**
 * Every rider screen at 360×640 and 390×844 in light, dark, more contrast and forced colours, kept
 * under test-results/screens/rider-* for a person to look at (issue 29). Each screen is reached the
 * way a rider reaches it, and its heading is checked before the pictures are taken.
 */
test.describe.configure({ timeout: 120_000 });

test("signed out: landing, login, register, sample, a poster's join screen", async ({ page }) => {
  await ownAddress(page.context());
  for (const [path, name, heading] of [
    ["/", "landing", "Ride. Scan. Answer."],
    ["/login", "login", "Sign in"],
    ["/register", "register", "Pick a nickname"],
    ["/sample", "sample", "Try a sample"],
    [`/scan?code=${DEMO_CODES.gear}`, "join", "You scanned a checkpoint"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await screenshotThemes(page, `rider-${name}`);
  }
});

test("the rules, then the settings sheet over them", async ({ page, request }) => {
  const rider = await newRider(request);
  await ownAddress(page.context());
  await signIn(page, rider.token);
  await page.goto("/rules");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The rules");
  await screenshotThemes(page, "rider-rules");
  await page.getByTestId("settings-button").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await screenshotThemes(page, "rider-settings");
});

test("a question, online and offline", async ({ page, request, context }) => {
  await riderAtStartCard(page, request);
  await page.getByRole("button", { name: "I'm stopped — start" }).click();
  await expect(page.locator(".question__position")).toHaveText(/Question 1 of/);
  await page.waitForLoadState("networkidle");
  await screenshotThemes(page, "rider-question");
  await context.setOffline(true);
  await expect(page.getByTestId("offline-banner")).toBeVisible();
  await screenshotThemes(page, "rider-question-offline");
  await context.setOffline(false);
});

test("results and the end screen", async ({ page, request }) => {
  const rider = await signedInRider(page, request);
  await playCheckpoint(request, rider.token, DEMO_CODES.gear);
  await page.goto("/quizresults");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await screenshotThemes(page, "rider-results");
  await page.goto("/end");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await screenshotThemes(page, "rider-end");
});
