// Issue 29: a poster's first minute before the scripts (docs/decisions/018-weak-link-first-minute.md).
// The server paints the join form and the rules as HTML that work as plain form posts; once the
// app arrives it takes over, with what the rider typed.
import { api, ownAddress, tokenCookie } from "./fixtures/accounts.ts";
import { DEMO_CODES } from "./fixtures/quiz.ts";
import { expect, holdRequests, holdScripts, screenshot, screenshotEachTheme, THEMES, test } from "./fixtures.ts";

const BACK = `%2Fscan%3Fcode%3D${DEMO_CODES.gear}`;
const nickname = () => `Plain ${Math.random().toString(36).slice(2, 8)}`;
/** The flow and the open question: "I understand" starts the poster's attempt, and no clock runs before the start tap. */
const STARTED = "{ flow { rulesAccepted attemptInProgress { questionsServed checkpoint { name } } } currentQuestion { questionId } }";
interface Started {
  flow: { rulesAccepted: boolean; attemptInProgress: { questionsServed: number; checkpoint: { name: string } } | null };
  currentQuestion: { questionId: string } | null;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a poster's join form posts, the seed's cookie is set, the rules show and I understand is recorded", async ({ page, baseURL }) => {
    await ownAddress(page.context());
    await page.goto(`/scan?code=${DEMO_CODES.gear}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You scanned a checkpoint");
    await expect(page.getByText("Start: the car park")).toBeVisible();
    const name = nickname();
    await page.getByLabel("Nickname").fill(name);
    await page.getByRole("button", { name: "Join", exact: true }).click();

    await expect(page).toHaveURL(`${baseURL}/rules?redirect=${BACK}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The rules");
    await expect(page.getByText("Never ride and answer")).toBeVisible();
    const token = await tokenCookie(page);
    expect(token).toBeTruthy();
    const me = await api<{ me: { displayName: string }; flow: { rulesAccepted: boolean } }>(
      page.request,
      "{ me { displayName } flow { rulesAccepted } }",
      {},
      token,
    );
    expect(me.me.displayName).toBe(name);
    expect(me.flow.rulesAccepted).toBe(false);

    await page.getByRole("button", { name: "I understand" }).click();
    // The poster's attempt is started by the post: the start card is next, and no question is served.
    await expect(page).toHaveURL(`${baseURL}/quiz`);
    const after = await api<Started>(page.request, STARTED, {}, token);
    expect(after.flow).toEqual({
      rulesAccepted: true,
      attemptInProgress: { questionsServed: 0, checkpoint: { name: "Start: the car park" } },
    });
    expect(after.currentQuestion).toBeNull();

    // The start card is painted; its start and a choice are plain posts, each answered by the next paint.
    await page.getByRole("button", { name: "I'm stopped — start" }).click();
    await expect(page.locator(".question__position")).toHaveText("Question 1 of 5");
    await page.locator(".choice").first().click();
    await expect(page).toHaveURL(`${baseURL}/quiz`);
    await expect(page.locator(".reveal")).toBeVisible();
    await expect(page.getByRole("button", { name: "Next question" })).toBeVisible();
    const played = await api<Started>(page.request, STARTED, {}, token);
    expect(played.flow.attemptInProgress?.questionsServed).toBe(1);
  });

  test.describe("a refused nickname", () => {
    // The join screen comes back with HTTP 400, which Chromium logs.
    test.use({ allowConsoleErrors: /status of 400/ });

    test("comes back next to the field, with what was typed; no cookie", async ({ page, baseURL }) => {
      await ownAddress(page.context());
      await page.goto(`/scan?code=${DEMO_CODES.gear}`);
      await page.getByLabel("Nickname").fill("A");
      await page.getByRole("button", { name: "Join", exact: true }).click();
      await expect(page).toHaveURL(`${baseURL}/register?redirect=${BACK}`);
      const field = page.getByLabel("Nickname");
      await expect(field).toHaveValue("A");
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(/at least 2 characters/);
      expect(await tokenCookie(page)).toBeUndefined();
    });
  });
});

test("what the rider typed in the painted form before the scripts arrived is theirs in the app's join screen", async ({
  page,
  context,
  baseURL,
}) => {
  await ownAddress(context);
  const release = await holdScripts(context);
  await page.goto(`/scan?code=${DEMO_CODES.gear}`, { waitUntil: "commit" });
  const painted = page.locator(".page-paint").getByLabel("Nickname");
  await painted.pressSequentially("Early Ri");
  await expect(painted).toBeFocused();

  release();
  await expect(page).toHaveURL(`${baseURL}/register?redirect=${BACK}`);
  await expect(page.locator(".page-paint")).toHaveCount(0);
  const field = page.getByLabel("Nickname");
  await expect(field).toHaveValue("Early Ri");
  await expect(field).toBeFocused();
  // The caret stayed at the end: typing goes on where it was.
  await page.keyboard.type("der");
  await expect(field).toHaveValue("Early Rider");
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/rules?redirect=${BACK}`);
});

test("the paint shows before the app's stylesheet arrives, and the app draws nothing until it applies", async ({
  page,
  context,
  baseURL,
}) => {
  await ownAddress(context);
  const releaseScripts = await holdScripts(context);
  const releaseStyles = await holdRequests(context, /\/assets\/.*\.css$/);
  await page.goto(`/scan?code=${DEMO_CODES.gear}`, { waitUntil: "commit" });
  // The first in the head: React Router adds the same file again for the route once the app runs.
  const stylesheet = page.locator('link[rel="stylesheet"][href*="/assets/shell-"]').first();
  await expect(page.locator(".page-paint").getByLabel("Nickname")).toBeEditable();
  // Painted with its own rules: the bottom bar where the app puts it, the header in the theme's colour.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length)).toBe(1);
  expect(await page.locator(".page-paint .bottom-bar").evaluate((el) => getComputedStyle(el).position)).toBe("sticky");
  expect(await page.locator(".page-paint .header").evaluate((el) => getComputedStyle(el).backgroundColor)).toBe("rgb(24, 27, 30)");
  await expect(stylesheet).toHaveAttribute("media", "print");

  // The scripts run, and wait: the stylesheet held for half a second after them, it is applied only
  // once it has arrived, and the app's screen comes after that (noted in the page: whether the
  // stylesheet had arrived when it was applied, and its media as the paint left).
  await page.evaluate(() => {
    const w = window as { arrivedWhenApplied?: boolean; mediaAtTakeOver?: string | null };
    const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href*="/assets/shell-"]');
    if (!link) return;
    new MutationObserver((_, observer) => {
      if (link.hasAttribute("data-after-paint")) return;
      w.arrivedWhenApplied = link.sheet !== null;
      observer.disconnect();
    }).observe(link, { attributes: true });
    new MutationObserver((_, observer) => {
      if (document.querySelector(".page-paint")) return;
      w.mediaAtTakeOver = link.getAttribute("media");
      observer.disconnect();
    }).observe(document.body, { childList: true });
  });
  releaseScripts();
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((e) => e.name.includes("/entry.client-")));
  await page.waitForTimeout(500);
  await expect(page.locator(".page-paint")).toHaveCount(1);
  await expect(stylesheet).toHaveAttribute("media", "print");

  releaseStyles();
  await expect(page).toHaveURL(`${baseURL}/register?redirect=${BACK}`);
  await expect(page.locator(".page-paint")).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You scanned a checkpoint");
  const noted = await page.evaluate(() => {
    const { arrivedWhenApplied, mediaAtTakeOver } = window as { arrivedWhenApplied?: boolean; mediaAtTakeOver?: string | null };
    return { arrivedWhenApplied, mediaAtTakeOver };
  });
  expect(noted.arrivedWhenApplied).toBe(true);
  expect(noted.mediaAtTakeOver).toBeNull();
  await expect(stylesheet).not.toHaveAttribute("media", /./);
});

test.describe("the paint's own rules", () => {
  // A refused nickname comes back with HTTP 400, which Chromium logs.
  test.use({ allowConsoleErrors: /status of 400/ });

  test("the paint's own rules style it as the app's stylesheet does: the join, a refusal and the rules, in every look", async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await ownAddress(context);
    await holdScripts(context);
    await page.goto(`/scan?code=${DEMO_CODES.gear}`, { waitUntil: "commit" });
    const stylesheet = page.locator("link[data-after-paint]");
    // Arrived, and not applied: the app that would apply it is held.
    await page.waitForFunction(() => document.querySelector<HTMLLinkElement>("link[data-after-paint]")?.sheet);
    await expect(stylesheet).toHaveAttribute("media", "print");
    const applyStylesheet = (on: boolean) => stylesheet.evaluate((link, media) => link.setAttribute("media", media), on ? "all" : "print");
    // Every painted element's computed style, its ::before and ::after too, and the page's own.
    const computed = () =>
      page.evaluate(() =>
        Array.from(document.querySelectorAll("html, body, .page-paint, .page-paint *")).flatMap((el) =>
          [null, "::before", "::after"].map((pseudo) => {
            const style = getComputedStyle(el, pseudo);
            return `${el.tagName}.${el.className}${pseudo ?? ""} ${Array.from(style, (p) => `${p}:${style.getPropertyValue(p)}`).join(";")}`;
          }),
        ),
      );
    const compare = async (name: string) => {
      for (const size of [
        { width: 360, height: 640 },
        { width: 390, height: 844 },
      ]) {
        await page.setViewportSize(size);
        for (const theme of THEMES) {
          await page.emulateMedia(theme.media);
          await screenshot(page, `${name}-${size.width}x${size.height}-${theme.name}`);
          const own = await computed();
          await applyStylesheet(true);
          const app = await computed();
          await applyStylesheet(false);
          expect(own, `${name} ${size.width}x${size.height} ${theme.name}`).toEqual(app);
        }
      }
      await page.emulateMedia({ colorScheme: null, contrast: null, forcedColors: null });
    };
    await expect(page.locator(".page-paint").getByLabel("Nickname")).toBeEditable();
    await compare("poster-paint-join");
    await page.locator(".page-paint").getByLabel("Nickname").fill("A");
    await page.getByRole("button", { name: "Join", exact: true }).click();
    await expect(page.getByLabel("Nickname")).toHaveAttribute("aria-invalid", "true");
    await compare("poster-paint-refused");
    await page.getByLabel("Nickname").fill(nickname());
    await page.getByRole("button", { name: "Join", exact: true }).click();
    await expect(page.getByRole("button", { name: "I understand" })).toBeVisible();
    await compare("poster-paint-rules");
  });
});

test("before the scripts arrive, Join and I understand post without leaving the page, so the downloads go on", async ({
  page,
  context,
  baseURL,
}) => {
  await ownAddress(context);
  const release = await holdScripts(context);
  await page.goto(`/scan?code=${DEMO_CODES.gear}`, { waitUntil: "commit" });
  // A full navigation would take this with the old document.
  await page.evaluate(() => {
    (window as { marker?: string }).marker = "same page";
  });
  const name = nickname();
  await page.locator(".page-paint").getByLabel("Nickname").fill(name);
  await page.getByRole("button", { name: "Join", exact: true }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The rules");
  await expect(page).toHaveURL(`${baseURL}/rules?redirect=${BACK}`);
  const token = await tokenCookie(page);
  expect(token).toBeTruthy();
  const me = await api<{ me: { displayName: string } }>(page.request, "{ me { displayName } }", {}, token);
  expect(me.me.displayName).toBe(name);
  // The rules' own preloads (the quiz's chunks), waiting in the answer's template until a paint
  // (server/http/scripts-after-paint.ts), are asked for in this page.
  const rulesHtml = await (await page.request.get(`/rules?redirect=${BACK}`)).text();
  const waiting = [...(/<template id="app-scripts">(.*?)<\/template>/.exec(rulesHtml)?.[1] ?? "").matchAll(/href="([^"]+)"/g)];
  expect(waiting.length).toBeGreaterThan(0);
  for (const [, href] of waiting) await expect(page.locator(`head link[href="${href}"]`)).toHaveCount(1);
  await expect(page.getByRole("button", { name: "I understand" })).toBeInViewport();
  await screenshot(page, "first-minute-rules-fetched");

  await page.getByRole("button", { name: "I understand" }).click();
  await expect(page).toHaveURL(`${baseURL}/quiz`);
  // The start card, painted by the server (ADR 018 §22): no clock runs yet.
  const paint = page.locator(".page-paint");
  await expect(paint.getByRole("heading", { level: 1 })).toHaveText("Start: the car park");
  const after = await api<Started>(page.request, STARTED, {}, token);
  expect(after.flow.rulesAccepted).toBe(true);
  expect(after.flow.attemptInProgress?.questionsServed).toBe(0);
  expect(after.currentQuestion).toBeNull();
  await screenshot(page, "first-minute-start-card-fetched");

  // The start tap in the paint serves question 1, painted with its countdown running.
  await paint.getByRole("button", { name: "I'm stopped — start" }).click();
  await expect(paint.locator(".question__position")).toHaveText("Question 1 of 5");
  expect((await api<Started>(page.request, STARTED, {}, token)).flow.attemptInProgress?.questionsServed).toBe(1);
  const seconds = paint.locator(".countdown__number");
  const shownFirst = Number(await seconds.textContent());
  await expect.poll(async () => Number(await seconds.textContent())).toBeLessThan(shownFirst);
  await screenshot(page, "first-minute-question-fetched");

  // An answer by the paint: stored by the server, shown with its reveal and Next, as the app shows it after a reload.
  await paint.locator(".choice").first().click();
  // Brought into view above the bar, as the app does.
  await expect(paint.locator(".reveal")).toBeInViewport();
  const answered = await api<{ currentQuestion: { outcome: { choiceId: string | null } | null } }>(
    page.request,
    "{ currentQuestion { outcome { choiceId } } }",
    {},
    token,
  );
  expect(answered.currentQuestion.outcome?.choiceId).toBeTruthy();
  await paint.getByRole("button", { name: "Next question" }).click();
  await expect(paint.locator(".question__position")).toHaveText("Question 2 of 5");
  const deadline = await paint.locator(".countdown").getAttribute("data-deadline");
  expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBe("same page");

  // The scripts arrive mid-question: the app takes over the same question, on the server's deadline, and serves nothing again.
  release();
  await expect(paint).toHaveCount(0);
  await expect(page.locator(".question__position")).toHaveText("Question 2 of 5");
  await expect(page.locator(".countdown")).toHaveAttribute("data-deadline", deadline as string);
  await screenshot(page, "first-minute-question-app");
  const left = (Date.parse(deadline as string) - Date.now()) / 1000;
  expect(Math.abs(Number(await page.locator(".countdown__number").textContent()) - left)).toBeLessThanOrEqual(1.5);
  expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBe("same page");
  expect((await api<Started>(page.request, STARTED, {}, token)).flow.attemptInProgress?.questionsServed).toBe(2);
});

test("the painted start card, question and reveal in every look at 360×640 and 390×844, without JavaScript", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  for (const viewport of [
    { width: 360, height: 640 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
    await ownAddress(context);
    const page = await context.newPage();
    await page.goto(`/scan?code=${DEMO_CODES.gear}`);
    await page.getByLabel("Nickname").fill(nickname());
    await page.getByRole("button", { name: "Join", exact: true }).click();
    await page.getByRole("button", { name: "I understand" }).click();
    await expect(page).toHaveURL(`${baseURL}/quiz`);
    const size = `${viewport.width}x${viewport.height}`;
    const start = page.getByRole("button", { name: "I'm stopped — start" });
    await expect(start).toBeInViewport();
    await screenshotEachTheme(page, `quiz-paint-start-${size}`);
    await start.click();
    await expect(page.locator(".question__position")).toHaveText("Question 1 of 5");
    // Without script the bar stands full and the seconds as the server wrote them; every choice on the first screen.
    await expect(page.locator(".choice").last()).toBeInViewport();
    await screenshotEachTheme(page, `quiz-paint-question-${size}`);
    await page.locator(".choice").first().click();
    await expect(page.locator(".reveal")).toBeVisible();
    await screenshotEachTheme(page, `quiz-paint-reveal-${size}`);
    await context.close();
  }
});

test.describe("a refused nickname, before the scripts arrive", () => {
  test.use({ allowConsoleErrors: /status of 400/ });

  test("comes back next to the field in place, with what was typed; no cookie", async ({ page, context, baseURL }) => {
    await ownAddress(context);
    await holdScripts(context);
    await page.goto(`/scan?code=${DEMO_CODES.gear}`, { waitUntil: "commit" });
    await page.evaluate(() => {
      (window as { marker?: string }).marker = "same page";
    });
    await page.locator(".page-paint").getByLabel("Nickname").fill("A");
    await page.getByRole("button", { name: "Join", exact: true }).click();
    const field = page.getByLabel("Nickname");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toHaveValue("A");
    await expect(field).toHaveAccessibleDescription(/at least 2 characters/);
    await expect(page).toHaveURL(`${baseURL}/scan?code=${DEMO_CODES.gear}`);
    expect(await page.evaluate(() => (window as { marker?: string }).marker)).toBe("same page");
    expect(await tokenCookie(page)).toBeUndefined();
  });
});

test("the painted join and rules, light and dark, at 360×640 and 390×844", async ({ browser, baseURL }) => {
  for (const colorScheme of ["light", "dark"] as const) {
    for (const viewport of [
      { width: 360, height: 640 },
      { width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ baseURL, viewport, colorScheme, javaScriptEnabled: false });
      await ownAddress(context);
      const page = await context.newPage();
      await page.goto(`/scan?code=${DEMO_CODES.gear}`);
      const size = `${viewport.width}x${viewport.height}-${colorScheme}`;
      // The field and Join are both on the first screen, the field not under the bottom bar.
      const join = await page.getByRole("button", { name: "Join", exact: true }).boundingBox();
      const field = await page.getByLabel("Nickname").boundingBox();
      expect((join?.y ?? 0) + (join?.height ?? 0)).toBeLessThanOrEqual(viewport.height);
      expect((field?.y ?? 0) + (field?.height ?? 0)).toBeLessThanOrEqual(join?.y ?? 0);
      await screenshot(page, `first-minute-join-${size}`);
      await page.getByLabel("Nickname").fill(nickname());
      await page.getByRole("button", { name: "Join", exact: true }).click();
      await expect(page.getByRole("button", { name: "I understand" })).toBeInViewport();
      await screenshot(page, `first-minute-rules-${size}`);
      await context.close();
    }
  }
});
