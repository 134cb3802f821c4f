import { readFileSync } from "node:fs";
import { eq } from "drizzle-orm";
import { questions } from "#server/db/schema/index.ts";
import { signUpOrganizer } from "../support/organizer.ts";
import { createEvent, play } from "../support/quiz.ts";
import { signUp, startServer, type TestServer } from "../support/server-harness.ts";
import { expect, screenshot, screenshotEachTheme, test } from "./fixtures.ts";

// The console's event-day views (issue 27) against a server of its own (E2E_PORT + 3), whose clock
// the test moves: the roll-call counts minutes since a finish.
const PORT = Number(process.env.E2E_PORT ?? 4300) + 3;
const CODES = ["DAYA2345", "DAYB2345", "DAYC2345"];
const MIN = 60_000;
const WITHIN = 2000;

test.describe.configure({ mode: "serial" });

test.describe("the console on the event day", () => {
  let s: TestServer;
  let eventId: string;
  let organizer: { token: string };
  const riders: Record<string, { token: string; userId: string }> = {};

  test.beforeAll(async () => {
    s = await startServer("pglite", { port: PORT, rateLimits: { registerIp: { points: 1000, durationS: 60 } } });
    eventId = await createEvent(
      s,
      "Coast Run",
      CODES.map((code) => ({ code })),
    );
    organizer = await signUpOrganizer(s);
    for (const name of ["Ada Swift", "Bo Lagging", "Cy Rude"]) riders[name] = await signUp(s, name);
    await play(s, riders["Ada Swift"]?.token as string, CODES[0] as string, { delayMs: 1000 });
    await play(s, riders["Bo Lagging"]?.token as string, CODES[0] as string, { wrongAt: [0, 1], delayMs: 3000 });
    await play(s, riders["Cy Rude"]?.token as string, CODES[0] as string, { wrongAt: [4], delayMs: 2000 });
    s.clock.advance(10 * MIN);
    await play(s, riders["Ada Swift"]?.token as string, CODES[1] as string, { delayMs: 1000 });
    await play(s, riders["Cy Rude"]?.token as string, CODES[1] as string, { delayMs: 1000 });
    s.clock.advance(35 * MIN);
  });
  test.afterAll(async () => {
    await s?.close();
  });

  const open = async (page: import("@playwright/test").Page, view: string) => {
    await page.context().addCookies([{ name: "apollo-token", value: organizer.token, url: s.url }]);
    await page.goto(`${s.url}/organize?event=${eventId}&view=${view}`);
  };

  test("roll-call lists the rider who finished checkpoint 1 and not 2; attendance counts per checkpoint", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "attendance");
    const rollCall = page.getByTestId("roll-call");
    // The default 30 minutes: Bo (45 min since checkpoint 1), then Ada and Cy (35 min since checkpoint 2).
    await expect(rollCall.locator("li")).toHaveCount(3);
    await expect(rollCall.locator("li").first()).toContainText("Bo Lagging");
    await expect(rollCall.locator("li").first()).toContainText("finished CP DAYA2345");
    await expect(rollCall.locator("li").first()).toContainText("not seen at CP DAYB2345");
    await expect(rollCall.locator("li").first()).toContainText("45 min");
    const cps = page.getByTestId("attendance-checkpoints").locator("tbody tr");
    await expect(cps.nth(0).locator("td").nth(2)).toHaveText("3");
    await expect(cps.nth(0).locator("td").nth(5)).toHaveText("3");
    await expect(cps.nth(1).locator("td").nth(5)).toHaveText("2");
    await screenshotEachTheme(page, "console-attendance-1280");
    // 40 minutes: only the rider who finished checkpoint 1 and never reached 2.
    await page.getByLabel("Missing for at least (minutes)").fill("40");
    await page.getByRole("button", { name: "Check" }).click();
    await expect(rollCall.locator("li")).toHaveCount(1);
    await expect(rollCall).toContainText("Bo Lagging");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshotEachTheme(page, "console-attendance-390");
  });

  test("the question report shows the figures the server counted, and downloads them as CSV", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "report");
    const report = (
      await s.gql(
        `query Q($e: ID!) { questionReport(eventId: $e) { csv rows { questionId served answered percentRight medianTimeMs topWrongChoice { text count } } } }`,
        { e: eventId },
        organizer.token,
      )
    ).data?.questionReport;
    const table = page.getByTestId("question-report").locator("tbody tr");
    await expect(table).toHaveCount(report.rows.length);
    const hardest = report.rows[0];
    const [q] = await s.handle.db.select({ prompt: questions.prompt }).from(questions).where(eq(questions.id, hardest.questionId));
    await expect(table.nth(0).locator("td")).toHaveText([
      q?.prompt as string,
      `${hardest.answered} of ${hardest.served}`,
      `${hardest.percentRight}%`,
      hardest.topWrongChoice ? `${hardest.topWrongChoice.text} (${hardest.topWrongChoice.count})` : "—",
      `${(hardest.medianTimeMs / 1000).toFixed(1)} s`,
    ]);
    await screenshotEachTheme(page, "console-report-1280");
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download CSV" }).click();
    const file = await (await download).path();
    expect(readFileSync(file, "utf8")).toBe(report.csv);
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshotEachTheme(page, "console-report-390");
  });

  test("a hide in the console removes the name from a rider's board and the TV within 2 s", async ({ browser, page }) => {
    const tvContext = await browser.newContext({ viewport: { width: 1920, height: 1080 }, serviceWorkers: "block" });
    const tv = await tvContext.newPage();
    await tv.goto(`${s.url}/board?event=${eventId}`);
    await expect(tv.locator("main.tv")).toContainText("Cy Rude");
    const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: "block" });
    await phoneContext.addCookies([{ name: "apollo-token", value: riders["Ada Swift"]?.token as string, url: s.url }]);
    const phone = await phoneContext.newPage();
    await phone.goto(`${s.url}/quizresults`);
    await expect(phone.getByTestId("leaderboard")).toContainText("Cy Rude");

    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "moderation");
    await expect(page.getByRole("button", { name: "Hide Cy Rude" })).toBeVisible();
    await screenshotEachTheme(page, "console-moderation-1280");
    await page.getByRole("button", { name: "Hide Cy Rude" }).click();
    await expect(tv.locator("main.tv")).not.toContainText("Cy Rude", { timeout: WITHIN });
    await expect(phone.getByTestId("leaderboard")).not.toContainText("Cy Rude", { timeout: WITHIN });
    await expect(page.getByRole("button", { name: "Show Cy Rude" })).toBeVisible();

    // A rename shows on the TV the same way.
    await page.getByLabel("Name shown for Bo Lagging").fill("Bo L.");
    await page.getByRole("button", { name: "Rename" }).nth(1).click();
    await expect(tv.locator("main.tv")).toContainText("Bo L.", { timeout: WITHIN });
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshotEachTheme(page, "console-moderation-390");
    await tvContext.close();
    await phoneContext.close();
  });

  test("the TV board's link joins the chosen checkpoint", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, "board");
    const link = page.getByTestId("board-link");
    await expect(link).toHaveText(`${s.url}/board?event=${eventId}&join=${CODES[0]}`);
    await page.getByLabel("Its QR joins").selectOption(CODES[2] as string);
    await expect(link).toHaveText(`${s.url}/board?event=${eventId}&join=${CODES[2]}`);
    await screenshot(page, "console-board-link-1280");
  });
});
