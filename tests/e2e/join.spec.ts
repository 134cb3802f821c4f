import type { Page } from "@playwright/test";
import { api, expectAccessible, newRider, ownAddress, startAttempt, tokenCookie, uniqueRider } from "./fixtures/accounts.ts";
import { appTookOver, DEMO_CODES, riderAtStartCard, signedInRider } from "./fixtures/quiz.ts";
import { expect, holdScripts, signIn, test } from "./fixtures.ts";

const position = (page: Page) => page.locator(".question__position");
const settings = (page: Page) => page.getByTestId("settings-button");

test("a poster link names its checkpoint before any script runs, where the join screen puts it, and asks nothing twice", async ({
  page,
  context,
}) => {
  await ownAddress(context);
  // Scripts held back: what shows is the server's HTML and the stylesheet alone.
  const release = await holdScripts(context);
  const previews: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/graphql") && (r.postData() ?? "").includes("CheckpointPreview")) previews.push(r.url());
  });
  await page.goto(`/scan?code=${DEMO_CODES.gear}`, { waitUntil: "commit" });
  const paint = page.locator(".page-paint");
  await expect(paint.getByRole("heading", { level: 1 })).toHaveText("You scanned a checkpoint");
  await expect(paint).toContainText("Start: the car park · Demo Ride");
  const painted = await paint.getByRole("heading", { level: 1 }).boundingBox();

  release();
  await expect(page.getByLabel("Nickname")).toBeVisible();
  await expect(paint).toHaveCount(0);
  await expect(page.getByTestId("poster-preview")).toContainText("Start: the car park");
  // The join screen's heading takes the painted one's place: nothing jumps when the app arrives.
  const rendered = await page.locator("main h1").boundingBox();
  expect(rendered?.y).toBeCloseTo(painted?.y ?? -1, 0);
  expect(rendered?.height).toBeCloseTo(painted?.height ?? -1, 0);
  expect(previews).toEqual([]);
});

test("from a poster to question 1 in three taps: join → I understand → start", async ({ page, baseURL }) => {
  await ownAddress(page.context());
  const nickname = uniqueRider().displayName.slice(0, 20);
  let taps = 0;
  const tap = async (name: string) => {
    taps += 1;
    await page.getByRole("button", { name }).click();
  };

  await page.goto(`/scan?code=${DEMO_CODES.gear}`);
  await expect(page).toHaveURL(`${baseURL}/register?redirect=%2Fscan%3Fcode%3D${DEMO_CODES.gear}`);
  // The join screen names what was scanned, and the other ways in stay at hand.
  await expect(page.getByTestId("poster-preview")).toContainText(/car park/i);
  await expect(page.getByRole("button", { name: "Sign up with e-mail instead" })).toBeVisible();
  await expect(page.getByRole("link", { name: "I have an account" })).toHaveAttribute(
    "href",
    `/login?redirect=%2Fscan%3Fcode%3D${DEMO_CODES.gear}`,
  );
  await expectAccessible(page, "/register as the join screen");
  await page.getByLabel("Nickname").fill(nickname);

  await tap("Join");
  await expect(page).toHaveURL(`${baseURL}/rules?redirect=%2Fscan%3Fcode%3D${DEMO_CODES.gear}`);
  expect(await tokenCookie(page)).toBeTruthy();
  await tap("I understand");
  await expect(page).toHaveURL(`${baseURL}/quiz`);
  await expect(page.getByText("Start: the car park").first()).toBeVisible();
  await tap("I'm stopped — start");
  await expect(position(page)).toHaveText("Question 1 of 5");
  expect(taps).toBe(3);
});

test("a second rider typing a taken name is offered a free one near it, taps it and joins", async ({ page, request, baseURL }) => {
  await ownAddress(page.context());
  // The first rider of the name is in the demo event: they started at its first checkpoint.
  const first = await newRider(request, { acceptRules: true });
  await startAttempt(request, first.token, DEMO_CODES.gear);

  await page.goto(`/scan?code=${DEMO_CODES.gear}`);
  // The offer is the app's join screen's (the paint's refusal puts the free name in the field).
  await appTookOver(page);
  await page.getByLabel("Nickname").fill(first.displayName.toLowerCase());
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page.getByLabel("Nickname")).toHaveAccessibleDescription(/already called/);
  const offer = page.getByTestId("name-suggestion");
  const suggested = `${first.displayName.toLowerCase().slice(0, 22).trimEnd()} 2`;
  await expect(offer).toHaveText(`Join as “${suggested}”`);
  // Big enough for a gloved thumb.
  expect((await offer.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(48);
  expect(await tokenCookie(page)).toBeFalsy();

  await offer.click();
  await expect(page).toHaveURL(`${baseURL}/rules?redirect=%2Fscan%3Fcode%3D${DEMO_CODES.gear}`);
  const me = await api<{ me: { displayName: string } }>(request, "{ me { displayName } }", {}, (await tokenCookie(page)) ?? "");
  expect(me.me.displayName).toBe(suggested);
});

test("a too-short nickname gets its message next to the field and nothing is sent", async ({ page }) => {
  await ownAddress(page.context());
  await page.goto("/register");
  const nickname = page.getByLabel("Nickname");
  await nickname.fill("A");
  await page.getByRole("button", { name: "Join" }).click();
  await expect(nickname).toHaveAttribute("aria-invalid", "true");
  await expect(nickname).toBeFocused();
  await expect(nickname).toHaveAccessibleDescription(/at least 2 characters/);
  expect(await tokenCookie(page)).toBeUndefined();
});

test("log out from /rules before any checkpoint: settings → Log out → confirm", async ({ page, request, baseURL }) => {
  const rider = await newRider(request);
  await ownAddress(page.context());
  await signIn(page, rider.token);
  await page.goto("/rules");
  await settings(page).click();
  const sheet = page.getByRole("dialog");
  await expect(sheet.getByTestId("signed-in-name")).toHaveText(rider.displayName);
  // Who is signed in opens the sheet, above the preferences (issue 29, item 7).
  const top = async (locator: ReturnType<Page["locator"]>) => (await locator.boundingBox())?.y ?? Number.NaN;
  expect(await top(sheet.getByTestId("signed-in-name"))).toBeLessThan(await top(sheet.getByText("Sunlight mode")));
  await sheet.getByRole("button", { name: "Log out", exact: true }).click();
  await expect(sheet.getByText("To come back you sign in with your e-mail and password.")).toBeVisible();
  // A confirmation first: Cancel keeps the rider signed in.
  await sheet.getByRole("button", { name: "Cancel" }).click();
  expect(await tokenCookie(page)).toBe(rider.token);
  await sheet.getByRole("button", { name: "Log out", exact: true }).click();
  await expectAccessible(page, "settings sheet confirming log out");
  await sheet.getByRole("button", { name: "Yes, log out" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect.poll(() => tokenCookie(page)).toBeUndefined();
  // The landing sees the logout: Start and "I have an account", not Continue (issue 29, item 7).
  await expect(page.getByTestId("start")).toHaveText("Start");
  await expect(page.getByRole("link", { name: "I have an account" })).toBeVisible();
  // The session is over on the server too.
  await expect(api(request, "{ me { id } }", {}, rider.token)).resolves.toEqual({ me: null });
  await page.goto("/rules");
  await expect(page).toHaveURL(`${baseURL}/login?redirect=%2Frules`);
});

test("log out mid-question warns that the question's clock keeps running", async ({ page, request }) => {
  const rider = await signedInRider(page, request);
  const attemptId = await startAttempt(request, rider.token, DEMO_CODES.cafe);
  await api(request, "mutation N($id: ID!) { nextQuestion(input: { attemptId: $id }) { ok } }", { id: attemptId }, rider.token);
  await page.goto("/quiz");
  await expect(position(page)).toBeVisible();
  await settings(page).click();
  const sheet = page.getByRole("dialog");
  await sheet.getByRole("button", { name: "Log out", exact: true }).click();
  await expect(sheet.locator("#logout-question")).toContainText(
    "Your quiz is under way: its clock keeps running while you are logged out.",
  );
});

test("a guest's log out says they cannot sign back in, not to use an e-mail and password", async ({ page, request }) => {
  await ownAddress(page.context());
  const joined = await api<{ join: { token: string | null } }>(request, 'mutation { join(input: { displayName: "Guest Gus" }) { token } }');
  if (!joined.join.token) throw new Error("join failed");
  await signIn(page, joined.join.token);
  await page.goto("/rules");
  await settings(page).click();
  const sheet = page.getByRole("dialog");
  await sheet.getByRole("button", { name: "Log out", exact: true }).click();
  await expect(sheet.locator("#logout-question")).toContainText("As a guest you cannot sign back in to this account");
  await expect(sheet.locator("#logout-question")).not.toContainText("To come back you sign in");
});

test("scanning a second poster before the start tap lands on its start card", async ({ page, request, baseURL }) => {
  await riderAtStartCard(page, request, DEMO_CODES.gear);
  await expect(page.getByText("Start: the car park").first()).toBeVisible();
  // Without a code, /scan stays open before the start tap: the rider may scan another poster.
  await page.goto("/scan");
  await expect(page).toHaveURL(`${baseURL}/scan`);
  await page.goto(`/scan?code=${DEMO_CODES.bend}`);
  await expect(page).toHaveURL(`${baseURL}/quiz`);
  await expect(page.getByText("The twisties").first()).toBeVisible();
  await expect(page.getByText("the car park")).toHaveCount(0);
});

test("scanning mid-quiz names the checkpoint under way and leads back to it", async ({ page, request, baseURL }) => {
  const rider = await signedInRider(page, request);
  const attemptId = await startAttempt(request, rider.token, DEMO_CODES.bend);
  await api(request, "mutation N($id: ID!) { nextQuestion(input: { attemptId: $id }) { ok } }", { id: attemptId }, rider.token);

  await page.goto("/scan");
  await expect(page).toHaveURL(`${baseURL}/quiz`);
  await page.goto(`/scan?code=${DEMO_CODES.gear}`);
  await expect(page.getByText("You're in the middle of The twisties — finish it first.")).toBeVisible();
  // The code stays in the address: dropping it would re-run /scan's guard, which sends a rider
  // with a question under way to /quiz before the refusal can be read.
  await expect(page).toHaveURL(`${baseURL}/scan?code=${DEMO_CODES.gear}`);
  await expectAccessible(page, "/scan refused mid-quiz");
  await page.getByRole("link", { name: "Back to The twisties" }).click();
  await expect(page).toHaveURL(`${baseURL}/quiz`);
  await expect(page.getByText("The twisties").first()).toBeVisible();
});

test("a guest keeps their progress, then signs in with it in another browser", async ({ page, browser, baseURL }) => {
  await ownAddress(page.context());
  const rider = uniqueRider();
  const nickname = rider.displayName.slice(0, 20);
  await page.goto("/register");
  await page.getByLabel("Nickname").fill(nickname);
  await page.getByRole("button", { name: "Join" }).click();
  await expect(page).toHaveURL(`${baseURL}/rules`);

  await settings(page).click();
  const sheet = page.getByRole("dialog");
  await expect(sheet.getByTestId("signed-in-name")).toHaveText(nickname);
  await sheet.getByText("Keep your progress").click();
  // The server's field errors show next to their fields.
  await sheet.getByRole("button", { name: "Keep my progress" }).click();
  await expect(sheet.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await sheet.getByLabel("Email", { exact: true }).fill(rider.email);
  await sheet.getByLabel("Password", { exact: true }).fill(rider.password);
  await sheet.getByRole("checkbox", { name: /I accept the rules/ }).check();
  await sheet.getByRole("button", { name: "Keep my progress" }).click();
  await expect(sheet.getByRole("status")).toContainText(rider.email);
  // The guest's token was replaced by a fresh one (issue 28): this phone holds the new one and stays signed in.
  await page.reload();
  await settings(page).click();
  await expect(page.getByRole("dialog").getByTestId("signed-in-name")).toHaveText(nickname);
  await page.keyboard.press("Escape");

  const other = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  try {
    const page2 = await other.newPage();
    await ownAddress(other);
    await page2.goto("/login");
    await page2.getByLabel("Email", { exact: true }).fill(rider.email);
    await page2.getByLabel("Password", { exact: true }).fill(rider.password);
    await page2.getByRole("button", { name: "Sign in" }).click();
    await expect(page2).toHaveURL(`${baseURL}/rules`);
    await settings(page2).click();
    await expect(page2.getByRole("dialog").getByTestId("signed-in-name")).toHaveText(nickname);
    await expect(page2.getByRole("dialog").getByTestId("keep-progress")).toHaveCount(0);
  } finally {
    await other.close();
  }
});
