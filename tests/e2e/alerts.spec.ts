import type { Page } from "@playwright/test";
import { choiceButtons, revealTitle, riderAtStartCard } from "./fixtures/quiz.ts";
import { expect, screenshot, test } from "./fixtures.ts";

/**
 * The Sound and Vibration settings at work on the quiz screen: a beep (Web Audio) and a double buzz
 * at 5 s left on the question clock, a short buzz when an answer is locked; with the switches off,
 * nothing. An init script wraps `navigator.vibrate` and `AudioContext.prototype.createOscillator`
 * to record each call with the time left on the question's clock (its server deadline against the
 * page's clock); the real ones still run. The page's clock is Playwright's, so 15 seconds of a
 * question pass at once.
 */
test.use({ viewport: { width: 360, height: 640 } });

interface AlertCall {
  kind: "vibrate" | "oscillator";
  /** Milliseconds left on the question clock when the call was made; null without a question. */
  leftMs: number | null;
  pattern?: number | number[];
  /** The audio context's state as the tone was made: "running" is a tone the rider hears. */
  audio?: AudioContextState;
}

function recordAlerts() {
  const calls: AlertCall[] = [];
  Object.assign(window, { alertCalls: calls });
  const leftMs = () => {
    const deadline = document.querySelector<HTMLElement>(".countdown")?.dataset.deadline;
    return deadline ? Date.parse(deadline) - Date.now() : null;
  };
  const vibrate = navigator.vibrate.bind(navigator);
  Object.defineProperty(navigator, "vibrate", {
    configurable: true,
    value: (pattern: VibratePattern) => {
      calls.push({ kind: "vibrate", leftMs: leftMs(), pattern: Array.isArray(pattern) ? [...pattern] : pattern });
      return vibrate(pattern);
    },
  });
  const createOscillator = AudioContext.prototype.createOscillator;
  AudioContext.prototype.createOscillator = function (this: AudioContext) {
    calls.push({ kind: "oscillator", leftMs: leftMs(), audio: this.state });
    return createOscillator.call(this);
  };
}

const calls = (page: Page) => page.evaluate(() => (window as unknown as { alertCalls: AlertCall[] }).alertCalls);
const countdown = (page: Page) => page.locator(".countdown");
/**
 * Each call was made at about 5 s left: the first 100 ms tick at or under 5 s on the phone's clock,
 * give or take the phone's offset from the server's.
 */
function expectAtFiveSecondsLeft(recorded: AlertCall[]) {
  for (const { leftMs } of recorded) {
    expect(leftMs).toBeGreaterThan(4_500);
    expect(leftMs).toBeLessThanOrEqual(5_500);
  }
}

/** A rider on the start card with the recorder installed and the page's clock under the test's hand. */
async function atStartCard(page: Page, request: Parameters<typeof riderAtStartCard>[1]) {
  await page.addInitScript(recordAlerts);
  await page.clock.install();
  await riderAtStartCard(page, request);
  await expect(page.getByRole("button", { name: "I'm stopped — start" })).toBeVisible();
}

/** Taps start, then lets the question clock run to about 4.5 s left and holds it there. */
async function toNearlyUp(page: Page) {
  await page.getByRole("button", { name: "I'm stopped — start" }).click();
  await expect(choiceButtons(page).first()).toBeEnabled();
  await page.clock.pauseAt(Date.now() + 500);
  await expect(countdown(page)).not.toHaveAttribute("data-urgent");
  // 20 s questions: 15 s on, the clock shows 5.
  await page.clock.runFor(15_000);
  await expect(page.locator(".countdown__number")).toHaveText("5");
}

test("Sound and Vibration on (the defaults): beep and buzz at 5 s left, a buzz when the answer locks", async ({ page, request }) => {
  await atStartCard(page, request);
  expect(await calls(page)).toEqual([]);

  await toNearlyUp(page);
  // The 5 s moment shows: the warning look, and once, politely, in words.
  await expect(countdown(page)).toHaveAttribute("data-urgent", "true");
  await expect(page.getByTestId("nearly-up")).toHaveText("5 seconds left");
  const atWarning = await calls(page);
  expect(atWarning.map(({ kind, pattern, audio }) => ({ kind, pattern, audio }))).toEqual([
    { kind: "oscillator", pattern: undefined, audio: "running" },
    { kind: "vibrate", pattern: [120, 80, 120], audio: undefined },
  ]);
  expectAtFiveSecondsLeft(atWarning);

  await page.waitForTimeout(500);
  await screenshot(page, "quiz-5s-left-light");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.waitForTimeout(500);
  await screenshot(page, "quiz-5s-left-dark");
  await page.emulateMedia({ colorScheme: "light", forcedColors: "active" });
  await screenshot(page, "quiz-5s-left-forced-colors");
  await page.emulateMedia({ forcedColors: "none" });

  // The clock runs on: no second warning for the same question.
  await page.clock.runFor(1_000);
  expect(await calls(page)).toHaveLength(2);

  // The clock flows again (TanStack and React schedule with timers), and the rider answers.
  await page.clock.resume();
  await choiceButtons(page).first().click();
  await expect(revealTitle(page)).toBeVisible();
  expect((await calls(page)).slice(2)).toEqual([{ kind: "vibrate", leftMs: expect.any(Number), pattern: 40 }]);
  // Answered: the warning is no longer said.
  await expect(page.getByTestId("nearly-up")).toHaveText("");
});

test("Sound and Vibration off in the settings: no beep, no buzz; the 5 s look stays", async ({ page, request }) => {
  await atStartCard(page, request);
  await page.getByTestId("settings-button").click();
  const sheet = page.getByRole("dialog", { name: "Settings" });
  await sheet.getByRole("switch", { name: "Sound" }).uncheck();
  await sheet.getByRole("switch", { name: "Vibration" }).uncheck();
  await sheet.getByRole("button", { name: "Done" }).click();
  await expect(sheet).toBeHidden();

  await toNearlyUp(page);
  await expect(countdown(page)).toHaveAttribute("data-urgent", "true");
  await expect(page.getByTestId("nearly-up")).toHaveText("5 seconds left");
  await page.clock.resume();
  await choiceButtons(page).first().click();
  await expect(revealTitle(page)).toBeVisible();
  expect(await calls(page)).toEqual([]);

  // The choice is kept on this phone: after a reload the next question stays silent too.
  await page.reload();
  await page.getByTestId("settings-button").click();
  await expect(page.getByRole("switch", { name: "Sound" })).not.toBeChecked();
  await expect(page.getByRole("switch", { name: "Vibration" })).not.toBeChecked();
});
