import AxeBuilder from "@axe-core/playwright";
import type { Page, Request } from "@playwright/test";
import { api, newRider, ownAddress, playCheckpoint } from "./fixtures/accounts.ts";
import {
  answerAll,
  type BankQuestion,
  bank,
  choiceButtons,
  DEMO_CODES,
  expectFits,
  measureQuestion,
  revealTitle,
  riderAtStartCard,
  serveBankQuestion,
  wrongChoice,
} from "./fixtures/quiz.ts";
import { expect, screenshot, signIn, test } from "./fixtures.ts";

// One hand, any phone: every choice in reach on a 360×640 screen, text ≥ 17 px, contrast in every
// theme, glove confirm in the bottom bar. Screenshots of every screen land in test-results/screens/.

const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const;
const THEMES = ["light", "dark", "sunlight"] as const;
type Theme = (typeof THEMES)[number];

/** Phone text below this is a bug; only elements marked data-fine-print may be smaller. */
const MIN_FONT_PX = 17;

/** Every picture question, the longest prompts and the longest choices: the ones that fit worst. */
function hardestToFit(): BankQuestion[] {
  const all = bank();
  const longest = (by: (q: BankQuestion) => number) => [...all].sort((a, b) => by(b) - by(a)).slice(0, 4);
  const picked = [
    ...all.filter((q) => q.picture),
    ...longest((q) => q.prompt.length),
    ...longest((q) => q.choices.join("").length),
    ...longest((q) => Math.max(...q.choices.map((c) => c.length))),
  ];
  return [...new Map(picked.map((q) => [q.id, q])).values()];
}

function isStartAttempt(request: Request): boolean {
  return request.method() === "POST" && (request.postData() ?? "").includes('"operationName":"StartAttempt"');
}

async function applyTheme(page: Page, theme: Theme) {
  await page.emulateMedia({ colorScheme: theme === "dark" ? "dark" : "light", contrast: theme === "sunlight" ? "more" : "no-preference" });
}

for (const phone of PHONES) {
  test(`every picture question and the longest prompts fit a ${phone.width}×${phone.height} screen`, async ({ page, request }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(phone);
    const targets = hardestToFit();
    let current = targets[0] as BankQuestion;
    await serveBankQuestion(page, () => current);
    await riderAtStartCard(page, request);
    await page.getByRole("button", { name: "I'm stopped — start" }).click();
    await expect(page.locator(".question__prompt")).toHaveText(current.prompt);
    for (const question of targets) {
      current = question;
      await page.reload();
      await expect(page.locator(".question__prompt")).toHaveText(question.prompt);
      if (question.picture) await expect(page.locator(".question__picture")).toHaveJSProperty("complete", true);
      await page.evaluate(() => document.fonts.ready);
      const m = await measureQuestion(page);
      // Without the glove preference there is nothing to do in the bar until there is a Next.
      expect(m.bar, `${question.id}: no dead bottom bar`).toBeNull();
      expectFits(m, `${question.id} at ${phone.width}×${phone.height}`, Boolean(question.picture));
      await screenshot(page, `fit-${phone.width}x${phone.height}-${question.id}`);
    }
  });
}

test("glove confirm: the armed answer is locked in from the bottom bar, in the thumb zone", async ({ page, request }) => {
  await page.setViewportSize(PHONES[0]);
  const pictured = bank().find((q) => q.picture && q.choices.length === 4) as BankQuestion;
  await serveBankQuestion(page, () => pictured);
  await riderAtStartCard(page, request);
  await page.getByRole("button", { name: /Gloves: tap twice/ }).click();
  await page.getByRole("button", { name: "I'm stopped — start" }).click();
  await expect(page.locator(".question__prompt")).toHaveText(pictured.prompt);
  await expect(page.locator(".bottom-bar")).toHaveCount(0);
  await choiceButtons(page).nth(2).click();
  const lock = page.locator(".bottom-bar").getByRole("button", { name: "Lock in C" });
  await expect(lock).toBeVisible();
  await screenshot(page, "glove-armed-360x640");
  const m = await measureQuestion(page);
  expectFits(m, "armed", true);
  const bar = await lock.boundingBox();
  // The thumb zone: the lower third of the screen.
  expect(bar && bar.y + bar.height <= 640 && bar.y >= (640 * 2) / 3, "Lock in sits in the lower third").toBe(true);
  await lock.click();
  await expect(revealTitle(page)).toBeVisible();
  await expect(choiceButtons(page).nth(2)).toHaveAttribute("data-mark", /right|wrong/);
  // The ✓/✗ words wrap beside the letter too.
  for (const c of (await measureQuestion(page)).choices)
    expect(c.besideBadge, `revealed: choice ${c.label}'s words beside its letter`).toBe(true);
  await screenshot(page, "glove-locked-360x640");
});

/** Visible text smaller than MIN_FONT_PX, as "size: text" (fine print excepted). */
async function smallText(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const el = node.parentElement;
      if (!text || !el || el.closest(".visually-hidden, script, style, noscript, svg, [data-fine-print]")) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const size = Number.parseFloat(getComputedStyle(el).fontSize);
      if (size < min) found.push(`${size}px: ${text.slice(0, 40)}`);
    }
    return found;
  }, MIN_FONT_PX);
}

/** WCAG relative-luminance contrast of two computed colours (rgb(…) or color(srgb …)). */
function contrast(a: string, b: string): number {
  const channels = (c: string) => {
    const srgb = c.match(/color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/);
    if (srgb) return srgb.slice(1, 4).map(Number);
    const rgb = c.match(/rgba?\((\d+), (\d+), (\d+)/);
    if (!rgb) throw new Error(`unreadable colour ${c}`);
    return rgb.slice(1, 4).map((v) => Number(v) / 255);
  };
  const lum = (c: string) => {
    const [r, g, bl] = channels(c).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The ✓/✗ badges after a wrong answer: glyph on badge as text, badge on card as a graphic. */
async function expectBadgesReadable(page: Page, theme: Theme) {
  const textMin = theme === "sunlight" ? 7 : 4.5;
  for (const mark of ["right", "wrong"]) {
    const colours = await page.locator(`.choice[data-mark="${mark}"]`).evaluate((choice) => {
      const label = choice.querySelector(".choice__label") as Element;
      const words = choice.querySelector(".choice__mark") as Element;
      return {
        glyph: getComputedStyle(label).color,
        badge: getComputedStyle(label).backgroundColor,
        card: getComputedStyle(choice).backgroundColor,
        words: getComputedStyle(words).color,
      };
    });
    expect(contrast(colours.glyph, colours.badge), `${theme} ${mark}: glyph on badge`).toBeGreaterThanOrEqual(textMin);
    expect(contrast(colours.badge, colours.card), `${theme} ${mark}: badge on card`).toBeGreaterThanOrEqual(3);
    expect(contrast(colours.words, colours.card), `${theme} ${mark}: words on card`).toBeGreaterThanOrEqual(textMin);
  }
  const sign = await page.locator(".reveal").evaluate((reveal) => ({
    sign: getComputedStyle(reveal.querySelector(".reveal__sign") as Element).color,
    card: getComputedStyle(reveal).backgroundColor,
  }));
  expect(contrast(sign.sign, sign.card), `${theme}: reveal sign`).toBeGreaterThanOrEqual(3);
}

async function tapWrongAnswer(page: Page) {
  await (await wrongChoice(page)).click();
  await expect(page.locator('.choice[data-mark="wrong"]')).toHaveCount(1);
}

for (const theme of THEMES) {
  for (const phone of PHONES) {
    test(`every screen in ${theme} at ${phone.width}×${phone.height}: text ≥ ${MIN_FONT_PX} px and contrast`, async ({ page, request }) => {
      test.setTimeout(240_000);
      await ownAddress(page.context());
      await page.setViewportSize(phone);
      await applyTheme(page, theme);
      const problems: string[] = [];
      const check = async (name: string) => {
        await page.evaluate(() => document.fonts.ready);
        await screenshot(page, `${phone.width}x${phone.height}-${theme}-${name}`);
        for (const s of await smallText(page)) problems.push(`${name}: ${s}`);
        const axe = await new AxeBuilder({ page }).withRules(["color-contrast"]).analyze();
        for (const v of axe.violations)
          for (const n of v.nodes) problems.push(`${name}: contrast ${n.target.join(" ")} ${n.any[0]?.message ?? ""}`);
        // axe passes over text the colour of its background: the wordmark on the header, checked here.
        for (const brand of await page.locator(".header .brand__quiz").all()) {
          const { ink, header } = await brand.evaluate((el) => ({
            ink: getComputedStyle(el).color,
            header: getComputedStyle(el.closest(".header") as Element).backgroundColor,
          }));
          const ratio = contrast(ink, header);
          if (ratio < (theme === "sunlight" ? 7 : 4.5)) problems.push(`${name}: wordmark on the header ${ratio.toFixed(2)}:1`);
        }
      };

      for (const [url, name] of [
        ["/", "landing"],
        ["/login", "login"],
        ["/register", "register"],
        ["/sample", "sample"],
        ["/error?status=503", "error-503"],
        ["/no-such-page", "not-found"],
      ] as const) {
        await page.goto(url);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await check(name);
      }

      const rider = await newRider(request);
      await signIn(page, rider.token);
      await page.goto("/rules");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("The rules");
      await check("rules");
      await api(request, "mutation { acceptRules { ok } }", {}, rider.token);
      await page.goto("/scan");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/scan/i);
      await check("scan");
      await page.getByRole("button", { name: "Settings" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await check("settings");
      await page.getByRole("button", { name: "Done" }).click();

      await page.getByLabel("Type the code").fill(DEMO_CODES.gear);
      await page.getByRole("button", { name: "Start the quiz" }).click();
      await expect(page.getByRole("button", { name: "I'm stopped — start" })).toBeVisible();
      await check("quiz-start");
      await page.getByRole("button", { name: "I'm stopped — start" }).click();
      await expect(choiceButtons(page).first()).toBeVisible();
      await check("quiz-question");
      // The checks take seconds on a busy machine while question 1's clock runs: the wrong answer
      // goes to question 2, tapped as soon as it shows.
      await choiceButtons(page)
        .first()
        .click({ timeout: 5_000 })
        .catch(() => {}); // time may be up already
      await expect(revealTitle(page)).toBeVisible();
      await page.getByRole("button", { name: "Next question" }).click();
      await expect(page.locator(".question__position", { hasText: "Question 2 of" })).toBeVisible();
      await tapWrongAnswer(page);
      await expect(revealTitle(page)).toBeVisible();
      await check("quiz-reveal");
      await expectBadgesReadable(page, theme);
      await page.getByRole("button", { name: "Next question" }).click();
      await answerAll(page);
      await page.getByRole("button", { name: "See my results" }).click();
      await expect(page).toHaveURL(/\/quizresults/);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await check("quizresults");
      await page.goto("/end");
      await expect(page.getByTestId("rank")).toBeVisible();
      await check("end");
      await page.goto(`/quizresults?attempt=${crypto.randomUUID()}`);
      await expect(page.getByTestId("error-message")).toBeVisible();
      await check("results-not-found");

      expect(problems).toEqual([]);
    });
  }
}

test.describe("the edges at 360×640", () => {
  test.beforeEach(async ({ page, context }) => {
    await ownAddress(context);
    await page.setViewportSize(PHONES[0]);
  });

  test("the settings sheet scrolls with Done pinned on screen", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Settings" }).click();
    const done = page.getByRole("dialog").getByRole("button", { name: "Done" });
    await expect(done).toBeInViewport({ ratio: 1 });
    const hit = await done.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2) === el;
    });
    expect(hit).toBe(true);
    await screenshot(page, "settings-360x640");
    await done.click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("the end screen leads with score and rank, words by progress, Log out confirmed", async ({ page, request, baseURL }) => {
    const rider = await newRider(request, { acceptRules: true });
    await playCheckpoint(request, rider.token, DEMO_CODES.gear);
    await signIn(page, rider.token);
    await page.goto("/end");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("1 of 3 done — 2 to go");
    await expect(page.getByText("Thanks for riding with us")).toHaveCount(0);
    for (const id of ["total-score", "rank"]) {
      const box = await page.getByTestId(id).boundingBox();
      const bar = await page.locator(".bottom-bar").boundingBox();
      expect(box && bar && box.y >= 0 && box.y + box.height <= bar.y, `${id} above the bar on first sight`).toBe(true);
    }
    // Log out is not in the bar next to the main action, and asks first.
    await expect(page.locator(".bottom-bar").getByRole("button", { name: "Log out" })).toHaveCount(0);
    await screenshot(page, "end-1-of-3-360x640");
    await page.getByRole("button", { name: "Log out" }).click();
    await expect(page).toHaveURL(`${baseURL}/end`);
    await screenshot(page, "end-logout-confirm-360x640");
    await page.getByRole("button", { name: "Stay signed in" }).click();
    await expect(page.getByRole("button", { name: "Yes, log out" })).toHaveCount(0);

    await playCheckpoint(request, rider.token, DEMO_CODES.bend);
    await playCheckpoint(request, rider.token, DEMO_CODES.cafe);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thanks for riding with us");
    await screenshot(page, "end-all-done-360x640");
    await page.getByRole("button", { name: "Log out" }).click();
    await page.getByRole("button", { name: "Yes, log out" }).click();
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test("a bad results link says so in the rider's words and keeps the 404 text", async ({ page, request }) => {
    const rider = await newRider(request, { acceptRules: true });
    await playCheckpoint(request, rider.token, DEMO_CODES.gear);
    await signIn(page, rider.token);
    await page.goto(`/quizresults?attempt=${crypto.randomUUID()}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("We couldn't find those results");
    await expect(page.getByTestId("error-message")).toHaveText("This page could not be found");
    await expect(page.locator("[data-status]")).toHaveAttribute("data-status", "404");
  });

  test("503 offers Try again, which loads the page again", async ({ page }) => {
    await page.goto("/error?status=503");
    const retry = page.getByRole("button", { name: "Try again" });
    await expect(retry).toBeVisible();
    await page.evaluate(() => Object.assign(window, { beforeRetry: true }));
    await Promise.all([page.waitForEvent("load"), retry.click()]);
    expect(await page.evaluate(() => "beforeRetry" in window)).toBe(false);
    await expect(page.locator("[data-status]")).toHaveAttribute("data-status", "503");
  });

  test("a fresh visit to /scan never shows an old error, nor tries an old code again", async ({ page, request }) => {
    const rider = await newRider(request, { acceptRules: true });
    await signIn(page, rider.token);
    const tries: string[] = [];
    page.on("request", (r) => {
      if (isStartAttempt(r)) tries.push(r.url());
    });
    /** /scan reached by `go`: no ✗ message, and no code sent that the rider did not just give. */
    const expectFresh = async (how: string, go: () => Promise<unknown>) => {
      tries.length = 0;
      await go();
      await expect(page).toHaveURL(/\/scan$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/scan/i);
      // A code left waiting goes out from the page's first effect, a moment after it shows: the
      // error follows one round trip later, too late for an assertion on the page alone.
      await page.waitForRequest(isStartAttempt, { timeout: 2_000 }).catch(() => {});
      expect(tries, `${how}: no old code tried again`).toEqual([]);
      await expect(
        page.locator(".scan-message, .field__error, [role=alert]").filter({ hasText: /\S/ }),
        `${how}: no old error`,
      ).toHaveCount(0);
    };
    const freshVisits = async (after: string) => {
      await page.goto("/");
      await expectFresh(`${after}, then Start on the landing`, () => page.getByTestId("start").click());
      await expectFresh(`${after}, then a reload`, () => page.reload());
    };

    // A poster's code the server refuses: the error shows once.
    await page.goto("/scan?code=ABCD2345");
    await expect(page.getByRole("alert")).toContainText("No checkpoint has this code");
    await freshVisits("a refused code");

    // A code the server fails on: the error shows once.
    await page.route("**/graphql", (route) =>
      isStartAttempt(route.request()) ? route.fulfill({ json: { errors: [{ message: "Unexpected error." }] } }) : route.fallback(),
    );
    await page.goto("/scan?code=ABCD2346");
    await expect(page.getByRole("alert")).toContainText("Unexpected error");
    await page.unrouteAll();
    await freshVisits("a server error");
  });
});
