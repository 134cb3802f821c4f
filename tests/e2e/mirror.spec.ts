import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { events } from "#server/db/schema/index.ts";
import { startServer, type TestServer } from "../support/server-harness.ts";
import { expect, screenshot, test } from "./fixtures.ts";

/** Plays the practice round and returns the computed transform of each picture it shows. */
async function pictureTransforms(page: Page, origin: string, shot?: string): Promise<string[]> {
  await page.goto(`${origin}/sample`);
  await page.getByRole("button", { name: "Start practice" }).click();
  const transforms: string[] = [];
  for (let i = 1; i <= 3; i += 1) {
    await expect(page.locator(".question__position")).toHaveText(`Question ${i} of 3`);
    const picture = page.locator("img.question__picture");
    if ((await picture.count()) > 0) {
      // Loaded and drawn: a mirrored SVG must still render, not just carry the class.
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      transforms.push(await picture.evaluate((img) => getComputedStyle(img).transform));
      if (shot) await screenshot(page, shot);
    }
    await page.locator("button.choice").first().click();
    await page.getByRole("button", { name: i < 3 ? "Next question" : "See how you did" }).click();
  }
  return transforms;
}

test.describe("road pictures for left-driving events", () => {
  let left: TestServer;
  test.beforeAll(async () => {
    // A server of its own whose default event drives on the left, serving the same production build.
    left = await startServer("pglite");
    await left.handle.db.update(events).set({ drivesOn: "LEFT" }).where(eq(events.name, "Demo Ride"));
  });
  test.afterAll(async () => {
    await left?.close();
  });

  test("a left-driving event shows road pictures mirrored; a right-driving one as drawn", async ({ page }) => {
    const mirrored = await pictureTransforms(page, left.url, "sample-picture-left-driving");
    expect(mirrored.length).toBeGreaterThan(0);
    for (const t of mirrored) expect(t).toBe("matrix(-1, 0, 0, 1, 0, 0)");

    const asDrawn = await pictureTransforms(page, "");
    expect(asDrawn.length).toBe(mirrored.length);
    for (const t of asDrawn) expect(t).toBe("none");
  });
});
