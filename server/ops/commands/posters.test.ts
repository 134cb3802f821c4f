import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCode } from "#core/checkpoint-code.ts";
import type { DbHandle } from "#server/db/client.ts";
import { checkpoints, events } from "#server/db/schema/index.ts";
import { seedContent } from "#server/db/seed.ts";
import { freshDatabase, ops } from "#tests/support/ops.ts";
import { decodePng } from "#tests/support/png.ts";

let handle: DbHandle;
let dir: string;
beforeAll(async () => {
  handle = await freshDatabase();
  // Checkpoints need questions to draw from; the demo event's own checkpoints would be posters too.
  await seedContent(handle.db);
  await handle.db.delete(events).where(eq(events.name, "Demo Ride"));
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "ops-posters-"));
  await ops(handle, ["events", "create", "Alpine Loop — Łódź edition"]);
  for (const name of ["Fuel stop", "Col du Galibier summit café, the long way round by the lake", "Ferry"]) {
    await ops(handle, ["checkpoints", "create", "Alpine Loop — Łódź edition", name]);
  }
  await ops(handle, ["events", "create", "Empty Ride"]);
});
afterAll(async () => {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("ops posters", () => {
  it("writes one A4 page per open checkpoint whose QR decodes to the exact scan URL", async () => {
    const [ferry] = (await handle.db.select().from(checkpoints)).filter((c) => c.name === "Ferry");
    expect((await ops(handle, ["checkpoints", "close", ferry?.code ?? ""])).code).toBe(0);
    const open = (await handle.db.select().from(checkpoints))
      .filter((c) => c.name !== "Ferry")
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());

    const out = path.join(dir, "posters.pdf");
    const run = await ops(handle, ["posters", "Alpine Loop — Łódź edition", "--url", "https://quiz.example.org/moto/", "--out", out]);
    expect(run.code).toBe(0);
    expect(run.err).toContain(`Skipping "Ferry" (${formatCode(ferry?.code ?? "")}): closed.`);
    expect(run.err).toContain(`Poster 1/2: Fuel stop (${formatCode(open[0]?.code ?? "")})`);
    expect(run.err).toContain("Poster 2/2: Col du Galibier");
    expect(run.out).toMatch(/^Wrote 2 posters to .*posters\.pdf \(\d+ KB\)\.\n$/);

    const info = execFileSync("pdfinfo", [out], { encoding: "utf8" });
    expect(info).toMatch(/Pages:\s+2\n/);
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(execFileSync("pdffonts", [out], { encoding: "utf8" })).toContain("BarlowCondensed-Bold");

    execFileSync("pdftoppm", ["-r", "100", "-png", out, path.join(dir, "page")]);
    const pages = fs
      .readdirSync(dir)
      .filter((f) => /^page-\d+\.png$/.test(f))
      .sort();
    expect(pages).toHaveLength(2);
    for (const [i, page] of pages.entries()) {
      const { width, height, data } = decodePng(fs.readFileSync(path.join(dir, page)));
      expect([width, height]).toEqual([827, 1170]);
      const qr = jsQR(data, width, height);
      expect(qr?.data, page).toBe(`https://quiz.example.org/moto/scan?code=${open[i]?.code}`);
    }

    // The printed words: names, the code in XXXX-XXXX form, the instruction with the host.
    const text = execFileSync("pdftotext", ["-layout", out, "-"], { encoding: "utf8" });
    const [first, second] = text.split("\f");
    expect(first).toContain("Alpine Loop — Łódź edition");
    expect(first).toContain("Fuel stop");
    expect(first?.replace(/\s+/g, "")).toContain(formatCode(open[0]?.code ?? ""));
    expect(first).toContain("Scan with your phone's camera —");
    expect(first).toContain("or open quiz.example.org/moto and type the code.");
    expect(second?.replace(/\s+/g, " ")).toContain("Col du Galibier summit café, the long way round by the lake");
  });

  it("refuses bad input and writes no file", async () => {
    const out = path.join(dir, "never.pdf");
    const cases: [string[], number, RegExp][] = [
      [["posters", "Empty Ride", "--url", "https://quiz.example.org", "--out", out], 1, /"Empty Ride" has no open checkpoints/],
      [["posters", "Alpine Loop — Łódź edition", "--out", out], 1, /--url <public base URL> is required/],
      [["posters", "Alpine Loop — Łódź edition", "--url", "quiz.example.org", "--out", out], 1, /--url must be a full address/],
      [["posters", "Alpine Loop — Łódź edition", "--url", "ftp://quiz.example.org", "--out", out], 1, /--url must start with https:\/\//],
      [["posters", "Alpine Loop — Łódź edition", "--url", "https://quiz.example.org"], 1, /--out <file.pdf> is required/],
      [["posters", "--url", "https://quiz.example.org", "--out", out], 2, /Missing arguments/],
    ];
    for (const [argv, code, message] of cases) {
      const run = await ops(handle, argv);
      expect(run.code, argv.join(" ")).toBe(code);
      expect(run.err).toMatch(message);
    }
    expect(fs.existsSync(out)).toBe(false);
  });

  it("warns that phones need https for the in-app camera, and about a closed event", async () => {
    await ops(handle, ["events", "close", "Alpine Loop — Łódź edition"]);
    const run = await ops(handle, [
      "posters",
      "Alpine Loop — Łódź edition",
      "--url",
      "http://192.168.1.20:3000",
      "--out",
      path.join(dir, "lan.pdf"),
    ]);
    expect(run.code).toBe(0);
    expect(run.err).toContain("Warning: the URL is plain http");
    expect(run.err).toContain('Warning: "Alpine Loop — Łódź edition" is closed: riders who scan these posters cannot start a quiz.');
  });
});
