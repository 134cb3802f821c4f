// Lighthouse's mobile preset, the outside yardstick issue 29 names: its own simulated slow 4G and 4×
// CPU (Lantern), computed from a load at full speed; a fresh Chromium (cold cache) per run, median of 3.
// The page-speed section applies the same throttling to a real load instead (page-speed.ts); the two
// disagree where the simulation counts requests that finished before the observed paint
// (docs/decisions/018-weak-link-first-minute.md, "Scripts after the paint").
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/fixtures/chromium.ts";
import { median, startBenchServer } from "./proc.ts";

/** Issue 29's goals: Lighthouse mobile LCP, ms. */
export const LIGHTHOUSE_LCP_GOALS: Record<string, number> = {
  "/": 1600,
  "/login": 1800,
  "/register": 1800,
  "/sample": 1800,
  /** The demo event's first checkpoint (content/demo-event.json): the poster's link, signed out. */
  "/scan?code=GEAR2345": 1800,
};

interface Run {
  lcpMs: number;
  fcpMs: number;
  /** What Lighthouse names as the largest paint. */
  lcpElement: string;
}

async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROMIUM_ARGS, "--headless=new"] });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", onlyCategories: ["performance"], logLevel: "error" });
    const audits = result?.lhr.audits;
    const lcp = audits?.["largest-contentful-paint"]?.numericValue;
    const fcp = audits?.["first-contentful-paint"]?.numericValue;
    if (lcp === undefined || fcp === undefined) throw new Error(`Lighthouse gave no LCP for ${url}: ${result?.lhr.runtimeError?.message}`);
    const details = audits?.["largest-contentful-paint-element"]?.details as { items?: { items?: { node?: { snippet?: string } }[] }[] };
    return { lcpMs: Math.round(lcp), fcpMs: Math.round(fcp), lcpElement: details?.items?.[0]?.items?.[0]?.node?.snippet ?? "" };
  } finally {
    chrome.kill();
  }
}

/**
 * Lighthouse now and then loses its own trace (NO_NAVSTART) or Chromium's connection: such a run
 * measured nothing and is run again, at most twice.
 */
async function auditAgainOnError(url: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url);
    } catch (error) {
      if (attempt === 3) throw error;
      process.stderr.write(`  lighthouse ${url}: ${(error as Error).message.split("\n")[0]}; again\n`);
    }
  }
}

export async function runLighthouseBench(opts: { runs?: number } = {}) {
  const { runs = 3 } = opts;
  const dataDir = `${process.cwd()}/tmp/bench-lighthouse-${randomBytes(4).toString("hex")}`;
  const server = await startBenchServer({ DATA_DIR: dataDir });
  try {
    const pages: Record<string, { lcpMs: number; fcpMs: number; runs: Run[] }> = {};
    for (const path of Object.keys(LIGHTHOUSE_LCP_GOALS)) {
      const samples: Run[] = [];
      for (let i = 0; i < runs; i++) samples.push(await auditAgainOnError(`${server.url}${path}`));
      pages[path] = {
        lcpMs: median(samples.map((s) => s.lcpMs)),
        fcpMs: median(samples.map((s) => s.fcpMs)),
        runs: samples,
      };
    }
    return { profile: "Lighthouse 12 mobile preset (simulated slow 4G, 4× CPU, Moto G Power screen)", pages };
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(`${dataDir}.lock`, { force: true });
  }
}
