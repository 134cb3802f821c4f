import { eq } from "drizzle-orm";
import { events } from "#server/db/schema/index.ts";
import { closeEvent } from "#server/modules/events/service.ts";
import { START } from "../support/quiz.ts";
import { signUp, startServer, type TestServer } from "../support/server-harness.ts";
import { expectAccessible } from "./fixtures/accounts.ts";
import { choiceButtons, nextButton, revealTitle } from "./fixtures/quiz.ts";
import { expect, screenshot, test } from "./fixtures.ts";

// The rider's locale and zone decide how the close time is written.
test.use({ locale: "en-GB", timezoneId: "UTC" });

test.describe("an event that reveals answers at its close", () => {
  let s: TestServer;
  test.beforeAll(async () => {
    // A server of its own (same production build) whose demo event is competitive, ending at 18:00.
    s = await startServer("pglite");
    const endsAt = new Date(s.clock.now());
    endsAt.setUTCHours(18, 0, 0, 0);
    await s.handle.db.update(events).set({ revealMode: "AT_CLOSE", endsAt }).where(eq(events.name, "Demo Ride"));
  });
  test.afterAll(async () => {
    await s?.close();
  });

  test("the rider sees when the answers open, never the right choice, the explanation or the points; after the close, the results show them", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { token } = await signUp(s);
    await s.gql("mutation { acceptRules { ok } }", {}, token);
    await s.gql(START, { code: "GEAR2345" }, token);
    await page.context().addCookies([{ name: "apollo-token", value: token, url: s.url }]);
    await page.goto(`${s.url}/quiz`);
    await page.getByRole("button", { name: "I'm stopped — start" }).click();
    const note = "Right answers, points and explanations open when the event closes at 1 Jun 2026, 18:00.";
    for (let i = 1; i <= 5; i += 1) {
      await expect(page.locator(".question__position")).toHaveText(`Question ${i} of 5`);
      await choiceButtons(page).first().click();
      // Points would tell right from wrong (docs/security.md#reveal-modes).
      await expect(revealTitle(page)).toHaveText("Answer saved");
      await expect(page.locator(".reveal__why")).toHaveText(note);
      await expect(page.locator('.choice[data-mark="right"], .choice[data-mark="wrong"]')).toHaveCount(0);
      if (i === 1) {
        await expectAccessible(page, "quiz reveal, answers hidden");
        await screenshot(page, "quiz-reveal-at-close");
      }
      await nextButton(page).click();
    }
    await expect(page).toHaveURL(/\/quizresults$/);
    const review = page.locator(".review__item");
    await expect(review).toHaveCount(5);
    await expect(page.locator(".review__why").first()).toHaveText(note);
    await expect(page.getByText("Right answer", { exact: true })).toHaveCount(0);
    await expect(page.getByTestId("score")).toHaveText("—");
    await expect(page.getByTestId("correct")).toHaveText("—");
    await expect(page.getByTestId("leaderboard-hidden")).toHaveText("Scores and ranks open when the event closes at 1 Jun 2026, 18:00.");
    await expect(page.getByTestId("leaderboard").locator(".board__row")).toHaveCount(0);
    await expect(page.locator(".review__meta").first()).not.toContainText("points");
    await screenshot(page, "results-at-close");

    // Closed as the organizer's console and `ops events close` do: every board hears of it at once.
    const [demo] = await s.handle.db.select({ id: events.id }).from(events).where(eq(events.name, "Demo Ride"));
    await closeEvent(s.app.deps, { eventId: demo?.id ?? "" });
    await page.reload();
    await expect(review).toHaveCount(5);
    await expect(page.locator(".review__why").first()).not.toHaveText(note);
    await expect(page.locator(".review__sign").first()).toBeVisible();
    await expect(page.getByTestId("score")).not.toHaveText("—");
    await expect(page.getByTestId("leaderboard").locator(".board__row")).toHaveCount(1);
  });
});
