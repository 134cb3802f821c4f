import type { Locator, Page } from "@playwright/test";
import { api, ownAddress, startAttempt } from "./fixtures/accounts.ts";
import { DEMO_CODES, riderAtStartCard, signedInRider } from "./fixtures/quiz.ts";
import { expect, screenshot, screenshotThemes, test } from "./fixtures.ts";

/**
 * What riders met at 360×640 (issue 29): a field and its error under the bottom bar, a code
 * character dropped without a word, a poster scanned mid-question.
 */
test.use({ viewport: { width: 360, height: 640 } });

/** The element is on screen, whole, between the sticky header and the bottom bar. */
async function expectClearOfBars(page: Page, locator: Locator) {
  await expect(locator).toBeVisible();
  const box = await locator.boundingBox();
  const bar = await page.locator(".bottom-bar").boundingBox();
  const header = await page.locator(".header").boundingBox();
  if (!box || !bar || !header) throw new Error("no box");
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
  expect(box.y + box.height).toBeLessThanOrEqual(bar.y + 1);
  expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()?.height ?? 0);
}

/** The phone's keyboard takes the lower ~260 px of a 360×640 screen while a field is typed in. */
const KEYBOARD_UP = { width: 360, height: 380 };

test("join from a poster: an empty or one-letter nickname shows its box and error above the Join bar", async ({ page }) => {
  await ownAddress(page.context());
  await page.goto(`/register?code=${DEMO_CODES.gear}`);
  const nickname = page.getByLabel("Nickname");
  await expect(nickname).toBeEditable();
  await page.getByRole("button", { name: "Join" }).click();
  const error = page.locator(".field__error");
  await expect(error).toHaveText(/Nickname must be at least 2 characters\./);
  await expect(nickname).toBeFocused();
  await expectClearOfBars(page, nickname);
  await expectClearOfBars(page, error);
  await screenshotThemes(page, "register-poster-error");
  // One letter typed with the keyboard up, sent with its Go key.
  await page.reload();
  await nickname.click();
  await nickname.pressSequentially("J");
  await page.setViewportSize(KEYBOARD_UP);
  await nickname.press("Enter");
  await expect(error).toHaveText(/Nickname must be at least 2 characters\./);
  await expectClearOfBars(page, nickname);
  await expectClearOfBars(page, error);
  await screenshot(page, "register-poster-error-keyboard");
});

test("a code: a refused character is named, and a server's two-line error shows whole above the bar", async ({ page, request }) => {
  await signedInRider(page, request);
  await page.goto("/scan");
  const code = page.getByLabel("Type the code");
  await expect(code).toBeEditable();
  await code.click();
  await page.setViewportSize(KEYBOARD_UP);
  await code.pressSequentially("AB1");
  const error = page.locator(".field__error");
  await expect(error).toContainText("“1” is not in any checkpoint code");
  await expect(code).toHaveValue("AB");
  await expectClearOfBars(page, error);
  await code.pressSequentially("CD2345");
  await expect(error).toHaveCount(0);
  await code.press("Enter");
  await expect(error).toBeVisible();
  await expectClearOfBars(page, error);
  await screenshot(page, "scan-code-error-keyboard");
  await page.setViewportSize({ width: 360, height: 640 });
  await page.getByRole("button", { name: "Start the quiz" }).click();
  await expectClearOfBars(page, error);
  await screenshotThemes(page, "scan-code-error");
});

test("a poster scanned mid-question: the running clock shows, and an empty Start keeps the message", async ({ page, request }) => {
  const rider = await signedInRider(page, request);
  const attemptId = await startAttempt(request, rider.token, DEMO_CODES.bend);
  await api(request, "mutation N($id: ID!) { nextQuestion(input: { attemptId: $id }) { ok } }", { id: attemptId }, rider.token);
  await page.goto(`/scan?code=${DEMO_CODES.gear}`);
  const message = page.getByText("You're in the middle of The twisties — finish it first.");
  await expect(message).toBeVisible();
  const running = page.getByTestId("running-question");
  await expect(running).toContainText("Question 1 of 5 at The twisties is running");
  const seconds = running.getByRole("timer");
  const first = Number((await seconds.textContent())?.match(/\d+/)?.[0]);
  await expect.poll(async () => Number((await seconds.textContent())?.match(/\d+/)?.[0])).toBeLessThan(first);
  await screenshot(page, "scan-mid-question-top");
  await page.getByRole("button", { name: "Start the quiz" }).click();
  await expect(page.locator(".field__error")).toContainText("Type the code printed under the QR code first.");
  await expect(message).toBeVisible();
  await screenshotThemes(page, "scan-mid-question");
});

test.describe("the desktop view", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a question's QR opens the start on a phone, not a sign-in the guest cannot pass", async ({ page, request, baseURL }) => {
    await riderAtStartCard(page, request, DEMO_CODES.cafe);
    const qr = page.getByTestId("desktop-qr").locator("img");
    await expect(qr).toHaveAttribute("alt", `QR code for ${baseURL}/`);
    await expect(page.getByTestId("desktop-qr-note")).toBeVisible();
    await screenshot(page, "desktop-quiz-qr-1280x800");
    // A page anyone may open keeps its own address.
    await page.goto("/sample");
    await expect(qr).toHaveAttribute("alt", `QR code for ${baseURL}/sample`);
    await expect(page.getByTestId("desktop-qr-note")).toHaveCount(0);
  });
});
