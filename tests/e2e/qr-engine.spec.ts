// The QR engine in real Chromium with its fake camera: a standalone harness (bench/qr/harness.html,
// built by Vite) rather than the app, so it needs no server, database or playwright webServer.
import path from "node:path";
import { type Browser, chromium, expect, type Page, test } from "@playwright/test";
import { type Harness, startHarness } from "../../bench/qr/harness-server.ts";
import { CHROMIUM_ARGS, CHROMIUM_PATH, fakeCameraArgs } from "../fixtures/chromium.ts";
import { makeFakeCamera } from "../fixtures/qr/fake-camera.ts";

const DEMO_URL = "https://motoquiz.example/scan?code=GEAR2345";
const OTHER_URL = "https://example.com/menu";
const camDir = path.resolve("tmp", "qr-engine-e2e");

let harness: Harness;
const browsers: Browser[] = [];

async function openHarness(cameraText: string | null, extraArgs: string[] = []): Promise<Page> {
  const camera = cameraText ? fakeCameraArgs(await makeFakeCamera(cameraText, camDir)) : [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...camera, ...extraArgs] });
  browsers.push(browser);
  const page = await browser.newPage();
  page.on("pageerror", (error) => {
    throw error;
  });
  await page.goto(harness.url);
  await page.waitForFunction(() => document.title === "ready");
  return page;
}

const frameCount = (page: Page) => page.evaluate(() => window.qrHarness.frames().length);

test.beforeAll(async () => {
  harness = await startHarness();
});
test.afterAll(async () => {
  for (const b of browsers) await b.close();
  await harness?.close();
});

test("decodes the demo checkpoint URL from the camera through the worker", async () => {
  const page = await openHarness(DEMO_URL);
  await page.evaluate(() => window.qrHarness.start({ engine: "auto" }));
  // Chromium on Linux has no BarcodeDetector, so "auto" must fall back to the jsQR worker.
  expect(await page.evaluate(() => window.qrHarness.engine())).toBe("worker");
  await expect
    .poll(() => page.evaluate(() => window.qrHarness.log().codes), { timeout: 10_000 })
    .toEqual([{ code: "GEAR2345", text: DEMO_URL }]);
  const log = await page.evaluate(() => window.qrHarness.log());
  expect(log.others).toEqual([]);
  expect(log.errors).toEqual([]);
  expect(log.statuses).toEqual(["starting", "scanning"]);
  const frames = await page.evaluate(() => window.qrHarness.frames());
  expect(frames[0]?.plan?.width).toBeLessThanOrEqual(400);
  // Chromium has VideoFrame and OffscreenCanvas: the crop and read-back happen in the worker.
  expect(frames[0]?.grab).toBe("worker");
  // The same code stays in view: reported once, not once per frame.
  await page.waitForTimeout(600);
  expect(await page.evaluate(() => window.qrHarness.log().codes.length)).toBe(1);
  expect(await frameCount(page)).toBeGreaterThan(frames.length);
});

test("stop() ends every camera track and frees the video", async () => {
  const page = await openHarness(DEMO_URL);
  await page.evaluate(() => window.qrHarness.start());
  expect(await page.evaluate(() => window.qrHarness.lastTracks())).toEqual(["live"]);
  await page.evaluate(() => window.qrHarness.stop());
  expect(await page.evaluate(() => window.qrHarness.lastTracks())).toEqual(["ended"]);
  expect(await page.evaluate(() => window.qrHarness.videoHasStream())).toBe(false);
  expect(await page.evaluate(() => window.qrHarness.status())).toBe("stopped");
  const after = await frameCount(page);
  await page.waitForTimeout(400);
  expect(await frameCount(page)).toBe(after);
});

test("a hidden page stops the tracks and decoding; visible again restarts the camera", async () => {
  const page = await openHarness(DEMO_URL);
  await page.evaluate(() => window.qrHarness.start());
  await expect.poll(() => frameCount(page)).toBeGreaterThan(0);
  await page.evaluate(() => window.qrHarness.setHidden(true));
  expect(await page.evaluate(() => window.qrHarness.status())).toBe("paused");
  expect(await page.evaluate(() => window.qrHarness.lastTracks())).toEqual(["ended"]);
  await page.waitForTimeout(300); // a frame in flight may still land
  const paused = await frameCount(page);
  await page.waitForTimeout(500);
  expect(await frameCount(page)).toBe(paused);
  await page.evaluate(() => window.qrHarness.setHidden(false));
  await expect.poll(() => page.evaluate(() => window.qrHarness.status())).toBe("scanning");
  expect(await page.evaluate(() => window.qrHarness.currentTracks())).toEqual(["live"]);
  await expect.poll(() => frameCount(page)).toBeGreaterThan(paused);
});

test("a QR that is not a checkpoint goes to onOther, never onCode", async () => {
  const page = await openHarness(OTHER_URL);
  await page.evaluate(() => window.qrHarness.start());
  await expect.poll(() => page.evaluate(() => window.qrHarness.log().others), { timeout: 10_000 }).toEqual([OTHER_URL]);
  expect(await page.evaluate(() => window.qrHarness.log().codes)).toEqual([]);
});

test("no camera device → the no-camera error, and the scanner holds no stream", async () => {
  // Without the fake device flags headless Chromium finds no camera at all.
  const page = await openHarness(null, ["--use-fake-ui-for-media-stream"]);
  await page.evaluate(() => window.qrHarness.start());
  const log = await page.evaluate(() => window.qrHarness.log());
  expect(log.errors.map((e) => e.kind)).toEqual(["no-camera"]);
  expect(log.statuses).toEqual(["starting", "error"]);
  expect(await page.evaluate(() => window.qrHarness.videoHasStream())).toBe(false);
});
