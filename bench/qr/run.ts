// QR decoding bench: the worker path against the naive reference, main-thread long
// tasks while scanning, and the success rate on 100 distorted frames. `npx tsx bench/qr/run.ts`.
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "#tests/fixtures/chromium.ts";
import { startHarness } from "./harness-server.ts";
import { rate, round, summary } from "./stats.ts";

const SUCCESS_SEED = 20261122;
const SUCCESS_SIDES = [400, 320, 240];
const SIZES: Array<[number, number]> = [
  [640, 480],
  [1280, 720],
];

export interface QrBenchOptions {
  workerFrames?: number;
  referenceFrames?: number;
  longTaskSeconds?: number;
  successImages?: number;
  /** jsQR on the full 1280×720 frame for each success image too (slow on textured frames). */
  successReference?: boolean;
}

export async function runQrBench(options: QrBenchOptions = {}): Promise<Record<string, unknown>> {
  const { workerFrames = 48, referenceFrames = 8, longTaskSeconds = 8, successImages = 100, successReference = true } = options;
  const harness = await startHarness();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(harness.url);
    await page.waitForFunction(() => document.title === "ready");
    const cases: Record<string, unknown> = {};
    for (const [w, h] of SIZES) {
      for (const textured of [false, true]) {
        for (const withCode of [false, true]) {
          const name = `${w}x${h} ${textured ? "textured" : "plain"} ${withCode ? "code" : "no code"}`;
          const worker = await page.evaluate((a) => window.qrHarness.benchCase(a.w, a.h, a.textured, a.withCode, a.n), {
            w,
            h,
            textured,
            withCode,
            n: workerFrames,
          });
          const reference = await page.evaluate((a) => window.qrHarness.referenceCase(a.w, a.h, a.textured, a.withCode, a.n), {
            w,
            h,
            textured,
            withCode,
            n: referenceFrames,
          });
          const workerTotal = summary(worker.map((s) => s.totalMs));
          const referenceTotal = summary(reference.map((s) => s.totalMs));
          cases[name] = {
            worker: {
              ...workerTotal,
              grabP95: summary(worker.map((s) => s.grabMs)).p95,
              workerP95: summary(worker.map((s) => s.workerMs)).p95,
              decodeSideP50: summary(worker.map((s) => s.side)).p50,
              grabbedIn: [...new Set(worker.map((s) => s.grabbedIn))].join(","),
              found: withCode ? rate(worker.map((s) => s.found)) : undefined,
            },
            reference: { ...referenceTotal, found: withCode ? rate(reference.map((s) => s.found)) : undefined },
            speedupP50: round(referenceTotal.p50 / workerTotal.p50),
          };
        }
      }
    }
    const baseline = await page.evaluate((s) => window.qrHarness.longTaskRun(s, 1280, 720, false), longTaskSeconds);
    const live = await page.evaluate((s) => window.qrHarness.longTaskRun(s, 1280, 720), longTaskSeconds);
    const longTasks = {
      seconds: longTaskSeconds,
      source: "1280x720 textured canvas stream with a code, real scanner (worker)",
      decodedFrames: live.frames.length,
      grabbedIn: [...new Set(live.frames.map((f) => f.grab))].join(","),
      framesPerSecond: round(live.frames.length / longTaskSeconds),
      frameTotal: summary(live.frames.map((f) => f.totalMs)),
      mainThreadGrab: summary(live.frames.map((f) => f.grabMs)),
      longTaskCount: live.longTasks.length,
      longestTaskMs: live.longTasks.length ? round(Math.max(...live.longTasks)) : 0,
      codesReported: live.codes,
      baselineWithoutScanner: {
        longTaskCount: baseline.longTasks.length,
        longestTaskMs: baseline.longTasks.length ? round(Math.max(...baseline.longTasks)) : 0,
      },
    };
    const { samples: set } = await page.evaluate((a) => window.qrHarness.successSet(a.n, a.seed, a.ref, a.sides), {
      n: successImages,
      seed: SUCCESS_SEED,
      ref: successReference,
      sides: SUCCESS_SIDES,
    });
    const read = (s: (typeof set)[number], side: number) => (s.passesNeeded[side] ?? -1) >= 0;
    const bySide = Object.fromEntries(
      SUCCESS_SIDES.map((side) => [
        `${side}px`,
        { firstPass: rate(set.map((s) => s.passesNeeded[side] === 0)), withinOneCycle: rate(set.map((s) => read(s, side))) },
      ]),
    );
    const factors: Array<[string, (s: (typeof set)[number]) => boolean]> = [
      ["all", () => true],
      ["blur > 1.5 px", (s) => s.blurPx > 1.5],
      ["tilt > 30°", (s) => s.tiltDeg > 30],
      ["|rotation| > 25°", (s) => Math.abs(s.rotationDeg) > 25],
      ["glare", (s) => s.glare > 0],
      ["noise > 30", (s) => s.noise > 30],
      ["code < 35% of short side", (s) => s.sizeFraction < 0.35],
      ["inverted print", (s) => s.inverted],
    ];
    const breakdown = factors.map(([label, pick]) => {
      const subset = set.filter(pick);
      const row: Record<string, number | string> = { label, n: subset.length };
      for (const side of SUCCESS_SIDES) row[`${side}px`] = rate(subset.map((s) => read(s, side)));
      if (successReference) row.reference = rate(subset.map((s) => s.reference === true));
      return row;
    });
    const success = {
      images: set.length,
      frame: "1280x720 textured, one pass cycle (8 frames)",
      bySide,
      reference: successReference ? rate(set.map((s) => s.reference === true)) : undefined,
      breakdown,
    };
    return {
      machine: { cpus: os.cpus().length, loadavg1m: round(os.loadavg()[0] ?? 0, 2), chromium: browser.version() },
      settings: { decodeSide: "adaptive (work budget 30 ms, 240–480 px)", workerFrames, referenceFrames },
      cases,
      longTasks,
      success,
    };
  } finally {
    await browser.close();
    await harness.close();
  }
}

export function printQrTable(result: Record<string, unknown>): void {
  const cases = result.cases as Record<string, { worker: Record<string, number>; reference: Record<string, number>; speedupP50: number }>;
  console.log(
    "QR decoding, ms per frame (worker path: grab + decode, adaptive size; reference: jsQR attemptBoth on the full frame, main thread)",
  );
  console.table(
    Object.fromEntries(
      Object.entries(cases).map(([name, c]) => [
        name,
        {
          "worker p50": c.worker.p50,
          "worker p95": c.worker.p95,
          "worker max": c.worker.max,
          "main-thread p95": c.worker.grabP95,
          "side p50": c.worker.decodeSideP50,
          found: c.worker.found,
          "ref p50": c.reference.p50,
          "ref p95": c.reference.p95,
          "ref found": c.reference.found,
          "×": c.speedupP50,
        },
      ]),
    ),
  );
  console.log("Long tasks while scanning:", JSON.stringify(result.longTasks));
  const success = result.success as { breakdown: unknown[] };
  console.log("Success set:", JSON.stringify({ ...success, breakdown: undefined }));
  console.log("Decoded within one pass cycle, by distortion and decode size:");
  console.table(success.breakdown);
  console.log("Machine:", JSON.stringify(result.machine));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await runQrBench();
  printQrTable(result);
}
