import { expectAccessible } from "./fixtures/accounts.ts";
import { answerAll, choiceButtons, nextButton, revealTitle, riderAtStartCard, rightChoice } from "./fixtures/quiz.ts";
import { expect, screenshot, test } from "./fixtures.ts";

const position = (page: import("@playwright/test").Page) => page.locator(".question__position");
const countdown = (page: import("@playwright/test").Page) => page.locator(".countdown");
const secondsLeft = async (page: import("@playwright/test").Page) => Number(await page.locator(".countdown__number").textContent());

test("start card, one question at a time, lock, reveal with ✓/✗ and words, Next, results", async ({ page, request }) => {
  test.setTimeout(120_000);
  await riderAtStartCard(page, request);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Start: the car park");
  await expect(page.locator(".facts")).toContainText("5");
  await expect(page.locator(".facts")).toContainText("20");
  await expectAccessible(page, "quiz start card");
  await screenshot(page, "quiz-start");

  await page.getByRole("button", { name: "I'm stopped — start" }).click();
  await expect(position(page)).toHaveText("Question 1 of 5");
  // The clock started with the tap, at the checkpoint's 20 s.
  expect(await secondsLeft(page)).toBeGreaterThan(10);
  const count = await choiceButtons(page).count();
  expect(count).toBeGreaterThanOrEqual(2);
  expect(count).toBeLessThanOrEqual(4);
  // Large targets: every choice at least 64 px tall and full width.
  for (const box of await choiceButtons(page).evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON()))) {
    expect(box.height).toBeGreaterThanOrEqual(64);
    expect(box.width).toBeGreaterThan(300);
  }
  await expect(nextButton(page)).toHaveCount(0);
  await expectAccessible(page, "quiz question");
  await screenshot(page, "quiz-question");

  await choiceButtons(page).nth(1).click();
  await expect(revealTitle(page)).toHaveText(/^(✓Right!|✗Not quite)\+\d+ points$/);
  // The right choice is marked with a sign and words, not colour alone.
  await expect(page.locator('.choice[data-mark="right"]')).toContainText("✓ Right answer");
  await expect(page.locator(".reveal__why")).not.toBeEmpty();
  await expect(page.getByTestId("question-announce")).toContainText(/Right!|Wrong\./);
  await expectAccessible(page, "quiz reveal");
  await screenshot(page, "quiz-reveal");
  // Sunlight mode: black on white/hi-vis, still passes axe.
  await page.getByRole("button", { name: "Sunlight", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("data-contrast", "more");
  await expectAccessible(page, "quiz reveal in sunlight mode");
  await screenshot(page, "quiz-reveal-sunlight");
  await page.getByRole("button", { name: "Sunlight", exact: true }).click();

  await nextButton(page).click();
  await expect(position(page)).toHaveText("Question 2 of 5");
  await answerAll(page);
  await page.getByRole("button", { name: "See my results" }).click();
  await expect(page).toHaveURL(/\/quizresults$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your results");
});

test("reload mid-question: the same question, the clock still running from the same deadline", async ({ page, request }) => {
  await riderAtStartCard(page, request);
  await page.getByRole("button", { name: "I'm stopped — start" }).click();
  await expect(position(page)).toHaveText("Question 1 of 5");
  const prompt = await page.locator(".question__prompt").textContent();
  const deadline = await countdown(page).getAttribute("data-deadline");
  expect(deadline).toBeTruthy();
  await page.waitForTimeout(2500);
  const before = await secondsLeft(page);
  await page.reload();
  await expect(position(page)).toHaveText("Question 1 of 5");
  await expect(page.locator(".question__prompt")).toHaveText(prompt ?? "");
  await expect(countdown(page)).toHaveAttribute("data-deadline", deadline ?? "");
  const after = await secondsLeft(page);
  expect(after).toBeLessThanOrEqual(before);
  expect(after).toBeLessThan(19);
  // Still running.
  await expect.poll(() => secondsLeft(page), { timeout: 4000 }).toBeLessThan(after);
});

test.describe("offline", () => {
  test.use({ allowConsoleErrors: /ERR_INTERNET_DISCONNECTED|Failed to fetch|WebSocket/ });

  test("an answer tapped offline is pending, then sent and scored on reconnect", async ({ page, request, context }) => {
    await riderAtStartCard(page, request);
    await page.getByRole("button", { name: "I'm stopped — start" }).click();
    await expect(position(page)).toHaveText("Question 1 of 5");
    await context.setOffline(true);
    await choiceButtons(page).first().click();
    await expect(page.getByText("Pending — sent when you're back online")).toBeVisible();
    await expect(revealTitle(page)).toHaveCount(0);
    await screenshot(page, "quiz-pending-offline");
    await context.setOffline(false);
    await expect(revealTitle(page)).toHaveText(/\+\d+ points$/);
    await expect(page.getByText("Pending — sent when")).toHaveCount(0);
    await expect(page.locator('.choice[data-mark="right"]')).toHaveCount(1);
  });

  test("an answer not yet sent when the page reloads is sent after the reload", async ({ page, request }) => {
    await riderAtStartCard(page, request);
    await page.getByRole("button", { name: "I'm stopped — start" }).click();
    await expect(position(page)).toHaveText("Question 1 of 5");
    // The answer's request never reaches the server until the reload.
    const isAnswer = (body: string | null) => body?.includes('"operationName":"SubmitAnswer"') ?? false;
    await page.route("**/graphql", (route) =>
      isAnswer(route.request().postData()) ? route.abort("internetdisconnected") : route.fallback(),
    );
    await choiceButtons(page).nth(1).click();
    await expect(page.getByText("Your answer could not be sent yet")).toBeVisible();
    await page.unroute("**/graphql");
    await page.reload();
    await expect(revealTitle(page)).toHaveText(/\+\d+ points$/);
    await expect(page.getByText("could not be sent yet")).toHaveCount(0);
    // The answer scored is the one tapped before the reload.
    await expect(choiceButtons(page).nth(1)).toHaveAttribute("aria-pressed", "true");
    await expect(choiceButtons(page).nth(1)).toHaveAttribute("data-mark", /^(right|wrong)$/);
  });
});

test("glove preference: the first tap arms, the second on the same choice locks", async ({ page, request }) => {
  await riderAtStartCard(page, request);
  const glove = page.getByRole("button", { name: /Gloves: tap twice/ });
  await glove.click();
  await expect(glove).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "I'm stopped — start" }).click();
  await expect(position(page)).toHaveText("Question 1 of 5");
  await choiceButtons(page).first().click();
  await expect(page.locator(".bottom-bar").getByRole("button", { name: "Lock in A" })).toBeVisible();
  await expect(choiceButtons(page).first()).toHaveAttribute("data-mark", "armed");
  await screenshot(page, "quiz-armed");
  await choiceButtons(page).nth(1).click();
  await expect(choiceButtons(page).nth(1)).toHaveAttribute("data-mark", "armed");
  await expect(revealTitle(page)).toHaveCount(0);
  await choiceButtons(page).nth(1).click();
  await expect(revealTitle(page)).toBeVisible();
  // The preference is kept across a reload (persisted state): the next question asks twice again.
  await page.reload();
  await expect(revealTitle(page)).toBeVisible();
  await nextButton(page).click();
  await expect(position(page)).toHaveText("Question 2 of 5");
  await choiceButtons(page).first().click();
  await expect(choiceButtons(page).first()).toHaveAttribute("data-mark", "armed");
});

test("glove preference: a pick not yet confirmed is locked in at the buzzer and scores (docs/decisions/016-fair-play.md)", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await riderAtStartCard(page, request, "BEND6789");
  await page.getByRole("button", { name: /Gloves: tap twice/ }).click();
  await page.getByRole("button", { name: "I'm stopped — start" }).click();
  await expect(position(page)).toHaveText("Question 1 of 5");
  const right = await rightChoice(page);
  await right.click();
  await expect(right).toHaveAttribute("data-mark", "armed");
  await expect(page.getByTestId("question-announce")).toContainText("is locked in");
  // Never confirmed: at the buzzer the pick is sent as it stands, in time, and scores.
  await expect(revealTitle(page)).toHaveText(/^✓Right!\+\d+ points$/, { timeout: 30_000 });
  await expect(right).toHaveAttribute("aria-pressed", "true");
  await screenshot(page, "quiz-glove-locked-at-buzzer");
});

test('running out of time counts as no answer: "Time\'s up" with the right answer shown', async ({ page, request }) => {
  test.setTimeout(90_000);
  await riderAtStartCard(page, request, "CAFE4567");
  await page.getByRole("button", { name: "I'm stopped — start" }).click();
  await expect(position(page)).toHaveText("Question 1 of 5");
  // Nothing tapped: at the deadline the screen sends "no answer" and the server scores it 0.
  await expect(revealTitle(page)).toHaveText("✗Time's up+0 points", { timeout: 30_000 });
  await expect(page.locator('.choice[data-mark="right"]')).toHaveCount(1);
  await expect(page.locator('.choice[data-mark="wrong"]')).toHaveCount(0);
  await expect(page.locator(".countdown__number")).toHaveText("0");
  await screenshot(page, "quiz-timed-out");
  await expect(nextButton(page)).toBeEnabled();
});
