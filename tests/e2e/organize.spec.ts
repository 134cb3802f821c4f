import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { APIRequestContext, Page } from "@playwright/test";
import jsQR from "jsqr";
import { decodePng } from "#tests/support/png.ts";
import { expect, screenshot, test } from "./fixtures.ts";

/**
 * The organizer's journey (issue 26): a server of its own on a fresh data directory, so the
 * one-time setup link it prints at start is this test's (docs/organizers.md#the-console).
 */
const port = Number(process.env.E2E_PORT ?? 4300) + 1;
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess;
let setupPath = "";
let dir = "";

test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), "motoquiz-organize-"));
  // node itself (not npx or tsx's CLI, which run it as a child), so SIGTERM at the end reaches the server.
  server = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(dir, "db"),
      LOG_LEVEL: "info",
      TRUST_PROXY: "1",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  setupPath = await new Promise<string>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`no setup link printed:\n${out}`)), 90_000);
    server.stdout?.on("data", (chunk: Buffer) => {
      out += chunk.toString();
      const found = /(\/organize\?setup=[\w-]+)/.exec(out);
      if (found?.[1]) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
  });
});

test.afterAll(() => {
  server?.kill("SIGTERM");
  rmSync(dir, { recursive: true, force: true });
});

let n = 0;
async function register(request: APIRequestContext, name: string): Promise<string> {
  n += 1;
  const res = await request.post(`${base}/graphql`, {
    headers: { "x-forwarded-for": `198.51.100.${n}` },
    data: {
      query: "mutation R($input: RegisterInput!) { register(input: $input) { ok token } }",
      variables: {
        input: {
          displayName: name,
          email: `org-${Date.now()}-${n}@example.com`,
          password: "correct horse battery staple",
          acceptTerms: true,
        },
      },
    },
  });
  const token = (await res.json()).data?.register?.token;
  if (!token) throw new Error("register failed");
  return token;
}

// biome-ignore lint/suspicious/noExplicitAny: the journey reads deep response shapes without declaring each one
async function api<T = Record<string, any>>(request: APIRequestContext, token: string, query: string, variables = {}): Promise<T> {
  const res = await request.post(`${base}/graphql`, { data: { query, variables }, headers: { authorization: `Bearer ${token}` } });
  const body = await res.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

const START = `mutation S($code: String!) { startAttempt(input: { code: $code }) { ok fieldErrors { message } attempt { id total } } }`;
const NEXT = `mutation N($id: ID!) { nextQuestion(input: { attemptId: $id }) { ok question { questionId prompt choices { id text } } } }`;
const SUBMIT = `mutation A($a: ID!, $q: ID!, $c: ID) { submitAnswer(input: { attemptId: $a, questionId: $q, choiceId: $c }) { ok outcome { correct attemptFinished } } }`;

async function shoot(page: Page, name: string) {
  await screenshot(page, `organize-${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, `organize-${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
}

test("the console is its own chunk, left out of the service worker's precache: riders never download it", () => {
  const assets = readdirSync("build/client/assets");
  const chunk = assets.find((f) => /^console-[\w-]+\.js$/.test(f));
  expect(chunk).toBeDefined();
  expect(readFileSync(`build/client/assets/${chunk}`, "utf8")).toContain("Become the organizer");
  const sw = readFileSync("build/client/sw.js", "utf8");
  expect(sw).toContain("assets/"); // the precache lists the other chunks
  expect(sw).not.toMatch(/assets\/console-/);
});

test("an organizer sets up a ride from the setup link, prints an A5 poster, changes the ride while a rider plays, and reads shared ranks", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const organizer = await register(request, "Olga");
  await page.context().addCookies([{ name: "apollo-token", value: organizer, url: base }]);

  // Before the link: the console does not exist for this account.
  await page.goto(`${base}/organize`);
  await expect(page.getByText("This page could not be found")).toBeVisible();

  await page.goto(`${base}${setupPath}`);
  await expect(page.getByRole("heading", { name: "Run rides from this browser" })).toBeVisible();
  await expect(page.getByLabel(/Close the demo event/)).toBeChecked();
  await shoot(page, "setup");
  await page.getByRole("button", { name: "Become the organizer" }).click();
  await expect(page.getByRole("heading", { name: "Events" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Demo Ride" }).getByText("Closed")).toBeVisible();
  await shoot(page, "events");

  // An event, from the form.
  await page.getByRole("button", { name: "New event" }).click();
  await shoot(page, "event-form");
  await page.getByLabel("Name").fill("Charity Ride");
  await page.getByLabel("Ends").fill("2031-06-01T16:00");
  await page.getByLabel("Time zone (results and times)").fill("Europe/Berlin");
  await page.getByRole("button", { name: "Create event" }).click();
  await expect(page.getByRole("heading", { name: "Charity Ride" })).toBeVisible();
  expect(new URL(page.url()).searchParams.get("event")).toMatch(/^[0-9a-f-]{36}$/);

  // Three checkpoints; the third asks one question for 5 s.
  for (const [name, questions, seconds] of [
    ["Start", "3", "20"],
    ["Lakes", "5", "20"],
    ["Summit", "1", "5"],
  ] as const) {
    await page.getByRole("button", { name: "Add checkpoint" }).click();
    const form = page.getByRole("form", { name: "New checkpoint" });
    await form.getByLabel("Checkpoint name").fill(name);
    await form.getByLabel("Questions").fill(questions);
    await form.getByLabel("Seconds each").fill(seconds);
    if (name === "Start") await shoot(page, "checkpoint-form");
    await form.getByRole("button", { name: "Create checkpoint" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: name })).toBeVisible();
  }
  await shoot(page, "event");
  const codes = await page.locator(".console__code").allTextContents();
  expect(codes).toHaveLength(3);
  const [startCode, , summitCode] = codes as [string, string, string];

  // Two own questions pinned to Start: one written, one uploaded.
  await page.getByRole("link", { name: "Own questions" }).click();
  const qForm = page.getByRole("form", { name: "New own question" });
  await qForm.getByLabel("Question").fill("Where is the club's lunch stop?");
  await qForm.getByLabel("Choice A").fill("The Lakes Café");
  await qForm.getByLabel("Choice B").fill("The car park");
  await qForm.getByLabel("Explanation (shown after the answer)").fill("We stop at the Lakes Café at noon.");
  await qForm.getByLabel("Start").check();
  await qForm.getByRole("button", { name: "Add question" }).click();
  await expect(page.getByText("Where is the club's lunch stop?")).toBeVisible();
  const csv = path.join(dir, "club.csv");
  writeFileSync(
    csv,
    `prompt,choice_a,choice_b,choice_c,choice_d,correct,explanation,category,checkpoints\r\nWhat colour is the club vest?,Yellow,Blue,,,A,Hi-vis yellow for all of us.,GEAR,${startCode}\r\nBad,,,,,Z,,,\r\n`,
  );
  await page.getByLabel("Questions file").setInputFiles(csv);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("list", { name: "Problems in the file" })).toContainText("line 3, correct");
  await shoot(page, "questions-problems");
  writeFileSync(csv, readFileSync(csv, "utf8").split("\r\n").slice(0, 2).join("\r\n"));
  await page.getByLabel("Questions file").setInputFiles(csv);
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported 1 questions." })).toBeVisible();
  await expect(page.getByRole("heading", { name: "The event's own questions (2)" })).toBeVisible();
  await shoot(page, "questions");

  // An A5 poster of Start: its QR opens the scan screen with Start's code.
  await page.getByRole("link", { name: "Event & checkpoints" }).click();
  await page.getByLabel("Poster paper size").selectOption("A5");
  const downloading = page.waitForEvent("download");
  await page.getByRole("listitem").filter({ hasText: "Start" }).getByRole("button", { name: "Poster A5" }).click();
  const download = await downloading;
  const pdf = path.join(dir, "poster.pdf");
  await download.saveAs(pdf);
  expect(readFileSync(pdf, "latin1")).toMatch(/\/MediaBox \[0 0 419\.5\d* 595\.2\d*\]/);
  execFileSync("pdftoppm", ["-r", "100", "-png", "-singlefile", pdf, path.join(dir, "poster")]);
  const { data, width, height } = decodePng(readFileSync(path.join(dir, "poster.png")));
  expect(jsQR(data, width, height)?.data).toBe(`${base}/scan?code=${startCode.replace("-", "")}`);

  // A rider starts at Start and meets the two own questions first.
  const rider = await register(request, "Rita");
  await api(request, rider, "mutation { acceptRules { ok } }");
  const attempt = (await api(request, rider, START, { code: startCode })).startAttempt.attempt;
  const first = (await api(request, rider, NEXT, { id: attempt.id })).nextQuestion.question;
  expect(["Where is the club's lunch stop?", "What colour is the club vest?"]).toContain(first.prompt);
  await api(request, rider, SUBMIT, { a: attempt.id, q: first.questionId, c: first.choices[0].id });

  // Meanwhile the organizer extends the end time and adds a checkpoint: no restart.
  await page.getByRole("button", { name: "Edit event" }).click();
  await page.getByLabel("Ends").fill("2031-06-01T20:00");
  await page.getByRole("button", { name: "Save event" }).click();
  await expect(page.getByText(/2031.*20:00|8:00\s*PM/)).toBeVisible();
  await page.getByRole("button", { name: "Add checkpoint" }).click();
  await page.getByRole("form", { name: "New checkpoint" }).getByLabel("Checkpoint name").fill("Café");
  await page.getByRole("button", { name: "Create checkpoint" }).click();
  await expect(page.locator(".console__code")).toHaveCount(4);

  // Café's poster is reprinted with a new code: a signed-out phone scanning the old one is told so.
  const oldCafe = (await page.locator(".console__code").nth(3).textContent()) ?? "";
  await page.getByRole("button", { name: "New code…" }).nth(3).click();
  await page.getByRole("button", { name: "Yes: new code, old poster says replaced" }).click();
  await expect(page.locator(".console__code").nth(3)).not.toHaveText(oldCafe);
  const phone = await browser.newContext();
  const scanned = await phone.newPage();
  await scanned.goto(`${base}/scan?code=${oldCafe.replace("-", "")}`);
  await expect(scanned.getByLabel("Nickname")).toBeVisible();
  await expect(scanned.locator(".poster-preview")).toHaveText(/^This poster's code was replaced by the organizer/);
  await screenshot(scanned, "join-replaced-code");
  await phone.close();

  // The rider's attempt goes on where it was and finishes with every answer counted.
  const second = (await api(request, rider, NEXT, { id: attempt.id })).nextQuestion.question;
  expect(["Where is the club's lunch stop?", "What colour is the club vest?"].filter((p) => p !== first.prompt)).toContain(second.prompt);
  let q = second;
  let finished = false;
  while (q) {
    const answered = await api(request, rider, SUBMIT, { a: attempt.id, q: q.questionId, c: q.choices[0].id });
    finished = answered.submitAnswer.outcome.attemptFinished;
    q = finished ? null : (await api(request, rider, NEXT, { id: attempt.id })).nextQuestion.question;
  }
  expect(finished).toBe(true);

  // Two riders let Summit's one question time out: equal score and equal answer time, one shared rank.
  const others: { token: string; attemptId: string }[] = [];
  for (const token of [await register(request, "Anna B"), await register(request, "Anna B")]) {
    await api(request, token, "mutation { acceptRules { ok } }");
    const a = (await api(request, token, START, { code: summitCode })).startAttempt.attempt;
    await api(request, token, NEXT, { id: a.id });
    others.push({ token, attemptId: a.id });
  }
  // Past the 5 s and the 2 s network grace: asking for the next question writes the time-out.
  await page.waitForTimeout(7_500);
  for (const o of others) expect((await api(request, o.token, NEXT, { id: o.attemptId })).nextQuestion.question).toBeNull();

  await page.getByRole("link", { name: "Results" }).click();
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(2).getByRole("cell").first()).toHaveText("=2");
  await expect(rows.nth(3).getByRole("cell").first()).toHaveText("=2");
  await expect(page.getByText(/answer time/).first()).toBeVisible();
  await shoot(page, "results");

  // The demo event: marked, and deleted in one click.
  await page.getByRole("link", { name: "All events" }).click();
  await page.getByRole("link", { name: "Demo Ride" }).click();
  await expect(page.getByRole("note")).toContainText("This is the demo event");
  await shoot(page, "demo");
  await page.getByRole("button", { name: "Delete the demo" }).click();
  await expect(page.getByRole("heading", { name: "Events" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Demo Ride" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Charity Ride" })).toBeVisible();
});
