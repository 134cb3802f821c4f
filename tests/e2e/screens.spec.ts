import { expect, gql, registerRider, screenshot, signIn, test } from "./fixtures.ts";

// Screenshots of every route, on a phone (390×844) and a desktop (1440×900), each in the state a
// real visit shows: guarded screens are visited by a rider who is allowed to be there.
// Saved under test-results/screens/ for review.

const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1440, height: 900 },
] as const;

type Rider = "guest" | "new" | "ready" | "playing" | "finished";

const SCREENS: { path: string; name: string; rider: Rider; heading: RegExp | string }[] = [
  { path: "/", name: "index", rider: "guest", heading: "Ride. Scan. Answer." },
  { path: "/login", name: "login", rider: "guest", heading: "Sign in" },
  { path: "/register", name: "register", rider: "guest", heading: "Pick a nickname" },
  { path: "/rules", name: "rules", rider: "new", heading: "The rules" },
  { path: "/scan", name: "scan", rider: "ready", heading: /scan/i },
  { path: "/quiz", name: "quiz", rider: "playing", heading: /./ },
  { path: "/quizresults", name: "quizresults", rider: "finished", heading: /./ },
  { path: "/end", name: "end", rider: "finished", heading: /./ },
  { path: "/sample", name: "sample", rider: "guest", heading: /./ },
  { path: "/error?status=503", name: "error-503", rider: "guest", heading: /./ },
  { path: "/no-such-page", name: "not-found", rider: "guest", heading: /./ },
];

const CODES = ["GEAR2345", "BEND6789", "CAFE4567"];

async function prepare(request: Parameters<typeof registerRider>[0], rider: Rider, index: number): Promise<string | null> {
  if (rider === "guest") return null;
  const token = await registerRider(request);
  if (rider === "new") return token;
  await gql(request, token, "mutation { acceptRules { ok } }");
  if (rider === "ready") return token;
  const code = CODES[index % CODES.length];
  const started = await gql<{ startAttempt: { ok: boolean; attempt: { id: string } | null } }>(
    request,
    token,
    "mutation Start($code: String!) { startAttempt(input: { code: $code }) { ok attempt { id } } }",
    { code },
  );
  const attemptId = started.startAttempt.attempt?.id;
  if (!attemptId) throw new Error(`startAttempt failed for ${code}`);
  if (rider === "playing") return token;
  for (;;) {
    const next = await gql<{ nextQuestion: { question: { questionId: string; choices: { id: string }[] } | null } }>(
      request,
      token,
      "mutation Next($id: ID!) { nextQuestion(input: { attemptId: $id }) { question { questionId choices { id } } } }",
      { id: attemptId },
    );
    const question = next.nextQuestion.question;
    if (!question) break;
    await gql(
      request,
      token,
      "mutation Answer($a: ID!, $q: ID!, $c: ID) { submitAnswer(input: { attemptId: $a, questionId: $q, choiceId: $c }) { ok } }",
      { a: attemptId, q: question.questionId, c: question.choices[0]?.id },
    );
  }
  return token;
}

for (const viewport of VIEWPORTS) {
  test(`every route at ${viewport.name} size`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const [index, screen] of SCREENS.entries()) {
      await page.context().clearCookies();
      const token = await prepare(request, screen.rider, index);
      if (token) await signIn(page, token);
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(screen.heading);
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === screen.path);
      if (viewport.name === "desktop") await expect(page.getByTestId("desktop-qr").locator("img")).toBeVisible();
      await screenshot(page, `${viewport.name}-${screen.name}`);
    }
  });
}

test("landing in sunlight mode and in the dark theme", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Sunlight" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-contrast", "more");
  await screenshot(page, "phone-index-sunlight");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-contrast", "more");
  await page.getByRole("button", { name: "Sunlight" }).click();
  await page.emulateMedia({ colorScheme: "dark" });
  await screenshot(page, "phone-index-dark");
  await page.goto("/register");
  await screenshot(page, "phone-register-dark");
});
