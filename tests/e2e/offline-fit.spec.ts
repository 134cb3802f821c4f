import type { Page } from "@playwright/test";
import { newRider, ownAddress } from "./fixtures/accounts.ts";
import { type BankQuestion, bank, choiceButtons, DEMO_CODES, riderAtStartCard, serveBankQuestion } from "./fixtures/quiz.ts";
import { expect, screenshot, signIn, THEMES, test } from "./fixtures.ts";

/**
 * Offline on a phone (issue 29, item 10): the offline banner and whatever the page says about the
 * lost signal must not push a choice off the screen nor sit under the bottom bar. Measured with
 * bounding boxes against the viewport and the pinned bars, in light and in forced colours.
 */

const PHONES = [
  { width: 360, height: 640 },
  { width: 390, height: 844 },
] as const;
const LOOKS = THEMES.filter((t) => t.name === "light" || t.name === "forced");

interface Placed {
  name: string;
  top: number;
  bottom: number;
  inView: boolean;
  /** The element's centre hits the element itself: nothing covers it. */
  hit: boolean;
  /** Clear of the pinned header above and the pinned bottom bar below. */
  clearOfBars: boolean;
}

/** Where each of `selectors`' elements sits against the viewport, the sticky header and the bottom bar. */
async function placed(page: Page, selectors: string[]): Promise<Placed[]> {
  return page.evaluate((sels) => {
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const pinned = (el: Element | null) => !!el && ["sticky", "fixed"].includes(getComputedStyle(el).position);
    const header = document.querySelector(".header");
    const bar = [...document.querySelectorAll(".bottom-bar")].find(pinned) ?? null;
    const headerBottom = pinned(header) ? (header?.getBoundingClientRect().bottom ?? 0) : 0;
    const barTop = bar ? bar.getBoundingClientRect().top : vh;
    return sels.flatMap((sel) =>
      [...document.querySelectorAll(sel)].map((el, i) => {
        const r = el.getBoundingClientRect();
        const inBar = !!bar?.contains(el);
        const inHeader = !!header?.contains(el);
        const hitEl = document.elementFromPoint((r.left + r.right) / 2, (r.top + r.bottom) / 2);
        // The banners come before the sticky header: at the top of the page it is below them.
        const above = !!header && !!(el.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING);
        return {
          name: `${sel}[${i}] "${(el.textContent ?? "").trim().slice(0, 30)}"`,
          top: r.top,
          bottom: r.bottom,
          inView: r.height > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= vh + 0.5 && r.right <= vw + 0.5,
          hit: !!hitEl && (el === hitEl || el.contains(hitEl)),
          clearOfBars: inBar || inHeader || ((above || r.top >= headerBottom - 0.5) && r.bottom <= barTop + 0.5),
        };
      }),
    );
  }, selectors);
}

function expectAllClear(all: Placed[], label: string, expected: number) {
  expect(all.length, `${label}: every element measured`).toBe(expected);
  for (const p of all) {
    expect(p.inView, `${label}: ${p.name} inside the viewport (top ${p.top}, bottom ${p.bottom})`).toBe(true);
    expect(p.clearOfBars, `${label}: ${p.name} clear of the header and the bottom bar`).toBe(true);
    expect(p.hit, `${label}: nothing covers ${p.name}`).toBe(true);
  }
}

/** The signal cut once the page has all it asked for (fonts, the chunks fetched at idle), the banner up. */
async function goOffline(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready);
  await page.context().setOffline(true);
  await expect(page.getByTestId("offline-banner")).toBeVisible();
}

/** Four choices with the longest words; with a picture when `picture`. */
function fourChoices(picture: boolean): BankQuestion {
  const [q] = bank()
    .filter((b) => b.choices.length === 4 && Boolean(b.picture) === picture)
    .sort((a, b) => b.choices.join("").length + b.prompt.length - (a.choices.join("").length + a.prompt.length));
  if (!q) throw new Error("no such question in the bank");
  return q;
}

for (const phone of PHONES) {
  for (const look of LOOKS) {
    const size = `${phone.width}×${phone.height} ${look.name}`;
    test.describe(size, () => {
      test.beforeEach(async ({ page }) => {
        await page.setViewportSize(phone);
        await page.emulateMedia(look.media);
      });

      for (const picture of [true, false]) {
        test(`a question of four choices${picture ? " with a picture" : ""}, offline: every choice, the banner and the pending notice on screen`, async ({
          page,
          request,
          context,
        }) => {
          const question = fourChoices(picture);
          await serveBankQuestion(page, () => question);
          await riderAtStartCard(page, request);
          await page.getByRole("button", { name: "I'm stopped — start" }).click();
          await expect(page.locator(".question__prompt")).toHaveText(question.prompt);
          if (picture) await expect(page.locator(".question__picture")).toHaveJSProperty("complete", true);
          await goOffline(page);
          const tag = `offline-question${picture ? "-picture" : ""}-${phone.width}x${phone.height}-${look.name}`;
          await screenshot(page, tag);
          expectAllClear(await placed(page, ["[data-testid=offline-banner]", "button.choice"]), `${size} before the tap`, 5);
          expect(await page.evaluate(() => window.scrollY), "no scrolling").toBe(0);

          // The last choice takes the tap; the answer waits for the signal, and says so.
          await choiceButtons(page).last().click();
          await expect(page.locator(".send-notice")).toHaveText(/Pending/);
          await screenshot(page, `${tag}-pending`);
          expectAllClear(await placed(page, ["[data-testid=offline-banner]", "button.choice", ".send-notice"]), `${size} pending`, 6);
          await context.setOffline(false);
          // The served question's route may still be answering the refetches of the way back online.
          await page.unrouteAll({ behavior: "ignoreErrors" });
        });
      }

      test("the rules step, offline: the banner and I understand on screen; the tap waits for the signal", async ({
        page,
        request,
        context,
      }) => {
        const rider = await newRider(request);
        await ownAddress(context);
        await signIn(page, rider.token);
        await page.goto("/rules");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("The rules");
        await goOffline(page);
        const tag = `offline-rules-${phone.width}x${phone.height}-${look.name}`;
        await screenshot(page, tag);
        expectAllClear(await placed(page, ["[data-testid=offline-banner]", ".bottom-bar button"]), `${size} rules`, 2);
        await page.getByRole("button", { name: "I understand" }).click();
        // Kept, as the banner says, and sent when the signal is back.
        await expect(page.locator(".bottom-bar button")).toHaveText(/Saving…/);
        await screenshot(page, `${tag}-pending`);
        expectAllClear(await placed(page, ["[data-testid=offline-banner]", ".bottom-bar button"]), `${size} rules pending`, 2);
        await context.setOffline(false);
        await expect(page).not.toHaveURL(/\/rules/);
      });

      test("the join step, offline: the banner, the nickname box and Join on screen; the join waits for the signal", async ({
        page,
        context,
      }) => {
        await ownAddress(context);
        await page.goto(`/scan?code=${DEMO_CODES.gear}`);
        await expect(page.getByLabel("Nickname")).toBeEditable();
        await goOffline(page);
        const tag = `offline-join-${phone.width}x${phone.height}-${look.name}`;
        await screenshot(page, tag);
        const parts = ["[data-testid=offline-banner]", ".bottom-bar button", "#join-form .input"];
        expectAllClear(await placed(page, parts), `${size} join`, 3);
        await page.getByLabel("Nickname").fill(`Offline ${Date.now().toString(36)}`.slice(0, 20));
        await page.getByRole("button", { name: "Join", exact: true }).click();
        await expect(page.locator(".bottom-bar button")).toHaveText(/Joining…/);
        await screenshot(page, `${tag}-pending`);
        expectAllClear(await placed(page, parts), `${size} join pending`, 3);
        await context.setOffline(false);
        await expect(page).toHaveURL(/\/rules/);
      });
    });
  }
}
