import { expectAccessible } from "./fixtures/accounts.ts";
import { expect, screenshot, test } from "./fixtures.ts";

test("/sample plays 3 practice questions with no account, checked locally, and sums up", async ({ page }) => {
  const graphqlBodies: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/graphql") && r.method() === "POST") graphqlBodies.push(r.postData() ?? "");
  });
  await page.goto("/sample");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Try a sample");
  await expectAccessible(page, "/sample intro");
  await screenshot(page, "sample-intro");
  await page.getByRole("button", { name: "Start practice" }).click();

  let right = 0;
  for (let i = 1; i <= 3; i += 1) {
    await expect(page.locator(".question__position")).toHaveText(`Question ${i} of 3`);
    await expect(page.locator(".question__position")).toBeVisible();
    if (i === 1) {
      await expectAccessible(page, "/sample question");
      await screenshot(page, "sample-question");
    }
    await page.locator("button.choice").first().click();
    await expect(page.locator(".reveal__title")).toHaveText(/^(✓Right!|✗Not quite)$/);
    if ((await page.locator(".reveal__title").textContent())?.includes("Right")) right += 1;
    if (i === 1) {
      await screenshot(page, "sample-reveal");
      // Progress is kept in persisted state: a reload shows the same revealed question.
      await page.reload();
      await expect(page.locator(".question__position")).toHaveText("Question 1 of 3");
      await expect(page.locator(".reveal__title")).toBeVisible();
    }
    await page.getByRole("button", { name: i < 3 ? "Next question" : "See how you did" }).click();
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`You got ${right} of 3 right`);
  await expectAccessible(page, "/sample done");
  await screenshot(page, "sample-done");
  // Nothing is stored on the server: only the practice set was asked for.
  expect(graphqlBodies.length).toBeGreaterThan(0);
  for (const body of graphqlBodies) expect(body).not.toMatch(/mutation/);
});

test.describe("offline", () => {
  test.use({ allowConsoleErrors: /ERR_INTERNET_DISCONNECTED|Failed to fetch/ });

  test("once loaded, the practice round plays offline from the expiring cache", async ({ page, context }) => {
    await page.goto("/sample");
    await expect(page.getByRole("button", { name: "Start practice" })).toBeEnabled();
    // The set is in the expiring cache (localStorage), not only in memory.
    const cached = await page.evaluate(() => Object.keys(localStorage).filter((k) => /sample/i.test(k)).length);
    expect(cached).toBeGreaterThan(0);
    await context.setOffline(true);
    await page.getByRole("button", { name: "Start practice" }).click();
    for (let i = 1; i <= 3; i += 1) {
      await expect(page.locator(".question__position")).toHaveText(`Question ${i} of 3`);
      await page.locator("button.choice").last().click();
      await expect(page.locator(".reveal")).toBeVisible();
      await page.getByRole("button", { name: i < 3 ? "Next question" : "See how you did" }).click();
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/You got \d of 3 right/);
    await context.setOffline(false);
  });
});
