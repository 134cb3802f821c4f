// Page speed: LCP, TBT and CLS in headless Chromium with 4× CPU throttling and a
// slow-4G profile through the DevTools protocol; a fresh context (cold cache) per load, median of 5.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/fixtures/chromium.ts";
import { median, r1, startBenchServer } from "./proc.ts";
import { prepareRider, signedInRider } from "./riders.ts";

const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const QUIET_MS = 3000;
/** The demo event's first checkpoint (content/demo-event.json), "Start: the car park". */
const POSTER_CODE = "GEAR2345";

const OBSERVERS = `
  window.__perf = { lcp: 0, cls: 0, longTasks: [], fcp: 0 };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.lcp = e.startTime; }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) window.__perf.cls += e.value; }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__perf.longTasks.push([e.startTime, e.duration]); }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === "first-contentful-paint") window.__perf.fcp = e.startTime; }).observe({ type: "paint", buffered: true });
`;

interface Sample {
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /**
   * With `ready`: when the page was usable, and what it had fetched by then: requests that went to
   * the network, and those the browser answered from its own cache (a favicon asked for again).
   */
  usable?: { ms: number; requests: number; cached: number; kb: number };
}

async function loadOnce(
  browser: import("@playwright/test").Browser,
  url: string,
  opts: { token?: string; ready?: () => unknown } = {},
): Promise<Sample> {
  const { token, ready } = opts;
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    if (token) await context.addCookies([{ name: "apollo-token", value: token, url }]);
    const page = await context.newPage();
    await page.addInitScript(OBSERVERS);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    // Finish times of the page's requests (ms from the document's request), and which the browser
    // answered from its own cache.
    const finished: { at: number; cached: boolean; bytes: number }[] = [];
    const fromCache = new Set<string>();
    let origin = 0;
    cdp.on("Network.requestWillBeSent", (e) => {
      if (!origin) origin = e.timestamp;
    });
    cdp.on("Network.requestServedFromCache", (e) => fromCache.add(e.requestId));
    cdp.on("Network.responseReceived", (e) => {
      if (e.response.fromDiskCache) fromCache.add(e.requestId);
    });
    cdp.on("Network.loadingFinished", (e) => {
      finished.push({ at: (e.timestamp - origin) * 1000, cached: fromCache.has(e.requestId), bytes: e.encodedDataLength });
    });
    let usable: Sample["usable"];
    await page.goto(url, { waitUntil: ready ? "commit" : "load", timeout: 120_000 });
    if (ready) {
      // Checked in the page at every frame, so the moment is the render's, not a poll's;
      // performance.now() counts from this document's navigation start (the redirect is client-side).
      const at = await page.waitForFunction(ready, null, { polling: "raf", timeout: 120_000 });
      const ms = Math.round((await at.jsonValue()) as number);
      const before = finished.filter((f) => f.at <= ms);
      const bytes = before.reduce((sum, f) => sum + f.bytes, 0);
      usable = {
        ms,
        requests: before.filter((f) => !f.cached).length,
        cached: before.filter((f) => f.cached).length,
        kb: Math.round(bytes / 102.4) / 10,
      };
      await page.waitForLoadState("load", { timeout: 120_000 });
    }
    // "load + quiet": the app's own requests after load (GraphQL, lazy chunks) count too.
    await page.waitForLoadState("networkidle", { timeout: 60_000 }).catch(() => {});
    await page.waitForTimeout(QUIET_MS);
    const perf = (await page.evaluate("window.__perf")) as { lcp: number; cls: number; fcp: number; longTasks: [number, number][] };
    const tbt = perf.longTasks.filter(([start]) => start >= perf.fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
    return { lcpMs: perf.lcp, tbtMs: tbt, cls: perf.cls, fcpMs: perf.fcp, usable };
  } finally {
    await context.close();
  }
}

function summarize(samples: Sample[]) {
  return {
    lcpMs: Math.round(median(samples.map((s) => s.lcpMs))),
    tbtMs: Math.round(median(samples.map((s) => s.tbtMs))),
    cls: Math.round(median(samples.map((s) => s.cls)) * 1000) / 1000,
    fcpMs: Math.round(median(samples.map((s) => s.fcpMs))),
    runs: samples.map((s) => ({
      lcpMs: r1(s.lcpMs),
      tbtMs: r1(s.tbtMs),
      cls: Math.round(s.cls * 1000) / 1000,
      ...(s.usable && { usable: s.usable }),
    })),
    ...(samples[0]?.usable && {
      usableMs: Math.round(median(samples.map((s) => s.usable?.ms ?? 0))),
      requestsWhenUsable: median(samples.map((s) => s.usable?.requests ?? 0)),
      cachedWhenUsable: median(samples.map((s) => s.usable?.cached ?? 0)),
      kbWhenUsable: median(samples.map((s) => s.usable?.kb ?? 0)),
    }),
  };
}

export async function runPageSpeedBench(opts: { runs?: number } = {}) {
  const { runs = 5 } = opts;
  const dataDir = `${process.cwd()}/tmp/bench-pages-${randomBytes(4).toString("hex")}`;
  const server = await startBenchServer({ DATA_DIR: dataDir });
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const home: Sample[] = [];
    const quiz: Sample[] = [];
    const poster: Sample[] = [];
    const signedInPoster: Sample[] = [];
    const open: Record<"/register" | "/login" | "/sample", Sample[]> = { "/register": [], "/login": [], "/sample": [] };
    for (let i = 0; i < runs; i++) {
      home.push(await loadOnce(browser, `${server.url}/`));
      for (const [path, samples] of Object.entries(open)) samples.push(await loadOnce(browser, `${server.url}${path}`));
      // A signed-in rider scanning a poster: usable once the checkpoint's start card shows.
      const { token } = await signedInRider(server.url);
      signedInPoster.push(
        await loadOnce(browser, `${server.url}/scan?code=${POSTER_CODE}`, {
          token,
          ready: () => (document.querySelector("main")?.textContent?.includes("Start: the car park") ? performance.now() : false),
        }),
      );
      // A rider with an attempt in progress and a question open, fresh for each load.
      const rider = await prepareRider(server.url);
      quiz.push(await loadOnce(browser, `${server.url}/quiz`, { token: rider.token }));
      // A signed-out rider scanning a poster: usable once the checkpoint is named and the nickname
      // can be typed.
      poster.push(
        await loadOnce(browser, `${server.url}/scan?code=${POSTER_CODE}`, {
          ready: () => {
            const named = /car park/i.test(document.querySelector('[data-testid="poster-preview"]')?.textContent ?? "");
            return named && document.querySelector('input[name="displayName"]') ? performance.now() : false;
          },
        }),
      );
    }
    return {
      profile: "4x CPU, slow 4G (150 ms, 1.6 Mbps down, 750 Kbps up), 390x844, cold cache",
      "/": summarize(home),
      "/quiz": summarize(quiz),
      "poster /scan?code=": summarize(poster),
      "signed-in poster → start card": summarize(signedInPoster),
      ...Object.fromEntries(Object.entries(open).map(([path, samples]) => [path, summarize(samples)])),
    };
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(`${dataDir}.lock`, { force: true });
  }
}
