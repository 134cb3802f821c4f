import { fakeCameraArgs } from "../fixtures/chromium.ts";
import { expectAccessible, newRider, ownAddress, playCheckpoint } from "./fixtures/accounts.ts";
import { DEMO_CODES, signedInRider } from "./fixtures/quiz.ts";
import { expect, screenshot, test } from "./fixtures.ts";

const codeInput = (page: import("@playwright/test").Page) => page.getByLabel("Type the code");
const startButton = (page: import("@playwright/test").Page) => page.getByRole("button", { name: "Start the quiz" });

test("no camera: the explanation, then manual entry through the XXXX-XXXX mask starts the quiz", async ({ page, request, baseURL }) => {
  await signedInRider(page, request);
  await page.goto("/scan");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Scan the poster");
  // Headless Chromium has no camera device: the page says so and how to go on.
  await expect(page.locator(".camera-help")).toContainText(/type the code/i);
  await expectAccessible(page, "/scan without camera");
  await screenshot(page, "scan-no-camera");

  const input = codeInput(page);
  await input.pressSequentially("gear2345");
  await expect(input).toHaveValue("GEAR-2345");
  // Look-alikes outside the code alphabet (0, O, 1, I, L) are not accepted by the mask.
  await input.fill("");
  await input.pressSequentially("0O1IL");
  await expect(input).toHaveValue("");
  await input.pressSequentially("gear2345");
  await startButton(page).click();
  await expect(page).toHaveURL(`${baseURL}/quiz`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Start: the car park");
});

test("a bad code gets a message next to the field and the rider stays on /scan", async ({ page, request, baseURL }) => {
  await signedInRider(page, request);
  await page.goto("/scan");
  await codeInput(page).pressSequentially("ABCD2345");
  await startButton(page).click();
  await expect(page.locator(".field__error")).toHaveText("✗ No checkpoint has this code. Check the code under the QR and try again.");
  await expect(codeInput(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(`${baseURL}/scan`);
  await expectAccessible(page, "/scan with a bad code");
  await screenshot(page, "scan-bad-code");

  await codeInput(page).fill("");
  await codeInput(page).pressSequentially("ABC");
  await startButton(page).click();
  await expect(page.locator(".field__error")).toHaveText("✗ A checkpoint code has 8 letters and digits, like 7KQ2-MX4D.");
  await expect(page).toHaveURL(`${baseURL}/scan`);
});

test("?code= starts at once; a completed checkpoint's code gets the server's message", async ({ page, request, baseURL }) => {
  const rider = await signedInRider(page, request);
  await page.goto(`/scan?code=${DEMO_CODES.bend}`);
  await expect(page).toHaveURL(`${baseURL}/quiz`);
  await expect(page.getByRole("button", { name: "I'm stopped — start" })).toBeVisible();

  // Finish BEND (in progress) and CAFE, so /scan is reachable again and CAFE is completed.
  await playCheckpoint(request, rider.token, DEMO_CODES.bend);
  await playCheckpoint(request, rider.token, DEMO_CODES.cafe);
  await page.goto(`/scan?code=${DEMO_CODES.cafe}`);
  await expect(page.getByRole("alert")).toContainText(/You have already completed .+\. Scan the next checkpoint\./);
  await expect(page).toHaveURL(`${baseURL}/scan?code=${DEMO_CODES.cafe}`);
  await screenshot(page, "scan-completed-code");
});

test("a code waiting in persisted state survives a login without ?redirect= and the rules", async ({ page, request, baseURL }) => {
  const rider = await newRider(request);
  await ownAddress(page.context());
  await page.goto(`/scan?code=${DEMO_CODES.gear}`);
  await expect(page).toHaveURL(/\/register\?redirect=/, { timeout: 20_000 });
  // The rider wanders off and signs in from a plain login link: the redirect is gone.
  await page.goto("/login");
  await page.getByLabel("Email", { exact: true }).fill(rider.email);
  await page.getByLabel("Password", { exact: true }).fill(rider.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${baseURL}/rules`);
  await page.getByRole("button", { name: "I understand" }).click();
  // The rules continue to /scan, which finds the waiting code and starts it.
  await expect(page).toHaveURL(`${baseURL}/quiz`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Start: the car park");
});

test("a camera showing a QR that is not a checkpoint: live viewfinder and the message", async ({ request, baseURL, browserName }, info) => {
  expect(browserName).toBe("chromium");
  const { chromium } = await import("@playwright/test");
  const path = await import("node:path");
  const { makeFakeCamera } = await import("../fixtures/qr/fake-camera.ts");
  const camera = await makeFakeCamera("https://example.com/menu", path.resolve("tmp", "scan-camera"));
  const launch = info.project.use.launchOptions ?? {};
  const browser = await chromium.launch({
    ...launch,
    args: [...(launch.args ?? []), ...fakeCameraArgs(camera)],
  });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await signedInRider(page, request);
    await page.goto("/scan");
    await expect(page.locator(".viewfinder video")).toHaveJSProperty("paused", false);
    await expect(page.getByRole("alert")).toHaveText(
      "✗ That QR code isn't a MotoQuiz checkpoint. Look for the poster with the MotoQuiz flag.",
    );
    await expect(page).toHaveURL(`${baseURL}/scan`);
    await expectAccessible(page, "/scan with a live camera");
    await screenshot(page, "scan-camera-other-qr");
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
