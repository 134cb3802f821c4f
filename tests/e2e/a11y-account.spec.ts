import { expectAccessible, ownAddress } from "./fixtures/accounts.ts";
import { expect, screenshot, test } from "./fixtures.ts";

test.beforeEach(async ({ context }) => {
  await ownAddress(context);
});

test("preferences: a sheet from the header, kept across reloads, motion applied to the page", async ({ page }) => {
  await page.goto("/login");
  await page.getByRole("button", { name: "Settings" }).click();
  const sheet = page.getByRole("dialog", { name: "Settings" });
  await expect(sheet).toBeVisible();
  const gloves = sheet.getByRole("switch", { name: "Confirm answers with a second tap" });
  const motion = sheet.getByRole("switch", { name: "Reduce motion" });
  await expect(gloves).not.toBeChecked();
  await gloves.check();
  await motion.check();
  await expect(page.locator("html")).toHaveAttribute("data-motion", "reduce");
  await expectAccessible(page, "preferences sheet");
  await screenshot(page, "preferences");
  await sheet.getByRole("button", { name: "Done" }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole("button", { name: "Settings" })).toBeFocused();

  await page.reload();
  // Applied again on the next visit, before the sheet is ever opened.
  await expect(page.locator("html")).toHaveAttribute("data-motion", "reduce");
  await page.getByRole("button", { name: "Settings" }).click();
  await expect(page.getByRole("switch", { name: "Confirm answers with a second tap" })).toBeChecked();
  await page.getByRole("switch", { name: "Reduce motion" }).uncheck();
  await expect(page.locator("html")).toHaveAttribute("data-motion", "full");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
});

test("sunlight mode on the account screens: readable and still accessible", async ({ page }) => {
  await page.goto("/register");
  await page.getByRole("button", { name: "Sunlight" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-contrast", "more");
  await page.getByRole("button", { name: "Sign up with e-mail instead" }).click();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByLabel("Nickname", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page, "/register in sunlight mode");
  await screenshot(page, "register-sunlight-errors");
  await page.goto("/");
  await expectAccessible(page, "/ in sunlight mode");
  await screenshot(page, "landing-sunlight");
});

test("the error page's look passes axe", async ({ page }) => {
  await page.goto("/error?status=503");
  await expect(page.locator("[data-status]")).toHaveAttribute("data-status", "503");
  await expectAccessible(page, "/error?status=503");
  await screenshot(page, "error-503");
  await page.goto("/nothing-here");
  await expectAccessible(page, "404");
  await screenshot(page, "error-404");
});

test.describe("desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  test("the landing in the desktop app view", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ride. Scan. Answer.");
    await expectAccessible(page, "/ on desktop");
    await screenshot(page, "landing-desktop");
  });
});
