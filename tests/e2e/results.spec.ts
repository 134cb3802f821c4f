import { randomUUID } from "node:crypto";
import { api, expectAccessible, newRider, ownAddress, playCheckpoint } from "./fixtures/accounts.ts";
import { DEMO_CODES } from "./fixtures/quiz.ts";
import { expect, screenshot, signIn, test } from "./fixtures.ts";

test.beforeEach(async ({ context }) => {
  await ownAddress(context);
});

interface Detail {
  attempt: { id: string; score: number; correctCount: number; total: number; answers: { prompt: string; explanation: string }[] };
}

async function finishedAttempt(request: import("@playwright/test").APIRequestContext, code: string = DEMO_CODES.gear) {
  const rider = await newRider(request, { acceptRules: true });
  await playCheckpoint(request, rider.token, code);
  const flow = await api<{ flow: { lastFinishedAttemptId: string } }>(request, "{ flow { lastFinishedAttemptId } }", {}, rider.token);
  const id = flow.flow.lastFinishedAttemptId;
  const detail = await api<Detail>(
    request,
    "query A($id: ID!) { attempt(id: $id) { id score correctCount total answers { prompt explanation } } }",
    { id },
    rider.token,
  );
  return { rider, attempt: detail.attempt };
}

test("score, right answers, every question explained, rank and the top 10; Finish → /end", async ({ page, request, baseURL }) => {
  const { rider, attempt } = await finishedAttempt(request);
  await signIn(page, rider.token);
  await page.goto("/quizresults");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your results");
  await expect(page.getByTestId("score")).toHaveText(attempt.score.toLocaleString("en-US"));
  await expect(page.getByTestId("correct")).toHaveText(`${attempt.correctCount} of ${attempt.total}`);
  await expect(page.getByTestId("rank")).toHaveText(/^#\d+ of \d+$/);
  await expect(page.locator(".review__item")).toHaveCount(attempt.total);
  for (const a of attempt.answers) {
    await expect(page.locator(".review__item", { hasText: a.prompt })).toContainText(a.explanation);
  }
  await expect(page.getByTestId("leaderboard").locator("[data-me]")).toContainText(`${rider.displayName} (you)`);
  await expectAccessible(page, "/quizresults");
  await screenshot(page, "quizresults");
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, "quizresults-desktop-1440");
  await page.setViewportSize({ width: 390, height: 844 });

  // ?attempt= with the rider's own id shows the same attempt.
  await page.goto(`/quizresults?attempt=${attempt.id}`);
  await expect(page.getByTestId("score")).toHaveText(attempt.score.toLocaleString("en-US"));
  await page.getByRole("link", { name: "Finish" }).click();
  await expect(page).toHaveURL(`${baseURL}/end`);
});

test("?attempt= someone else's, unknown or malformed id → the 404 page", async ({ page, request }) => {
  const mine = await finishedAttempt(request, DEMO_CODES.gear);
  const theirs = await finishedAttempt(request, DEMO_CODES.bend);
  await signIn(page, mine.rider.token);
  for (const id of [theirs.attempt.id, randomUUID(), "not-a-uuid", "1' OR '1'='1"]) {
    await page.goto(`/quizresults?${new URLSearchParams({ attempt: id })}`);
    await expect(page.getByTestId("error-message")).toHaveText("This page could not be found");
    await expect(page.locator("[data-status]")).toHaveAttribute("data-status", "404");
  }
  await screenshot(page, "quizresults-404");
});

test("the leaderboard updates live when another rider finishes, without a reload", async ({ page, request }) => {
  const { rider } = await finishedAttempt(request, DEMO_CODES.cafe);
  await signIn(page, rider.token);
  await page.goto("/quizresults");
  await expect(page.getByTestId("leaderboard")).toContainText(rider.displayName);
  // Other journeys fill the same demo event, so the new rider may land outside the top 10: the
  // rider count is what every update must change.
  const riders = page.getByTestId("leaderboard-riders");
  const ridersBefore = Number(await riders.textContent());
  // The live connection is up before the other rider finishes.
  await page.waitForTimeout(500);
  const other = await newRider(request, { acceptRules: true });
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
  await playCheckpoint(request, other.token, DEMO_CODES.cafe);
  const finishedAt = Date.now();
  await expect(riders).toHaveText(String(ridersBefore + 1), { timeout: 2000 });
  expect(Date.now() - finishedAt).toBeLessThan(2000);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
