import {
  api,
  expectAccessible,
  newRider,
  ownAddress,
  PASSWORD,
  riderAddress,
  startAttempt,
  tokenCookie,
  uniqueRider,
} from "./fixtures/accounts.ts";
import { expect, screenshot, test } from "./fixtures.ts";

const LOGIN = "mutation L($input: LoginInput!) { login(input: $input) { ok fieldErrors { field message } } }";

async function canLogIn(request: Parameters<typeof api>[0], email: string, password: string) {
  const data = await api<{ login: { ok: boolean } }>(request, LOGIN, { input: { email, password } });
  return data.login.ok;
}

test.beforeEach(async ({ context }) => {
  await ownAddress(context);
});

test.describe("register", () => {
  test("field errors show next to their field, focus the first, and nothing is stored; a taken e-mail goes through as a free one", async ({
    page,
    request,
  }) => {
    const taken = await newRider(request);
    const fresh = uniqueRider();
    await page.goto("/register");
    await page.getByRole("button", { name: "Sign up with e-mail instead" }).click();
    const name = page.getByLabel("Nickname", { exact: true });
    const email = page.getByLabel("Email", { exact: true });
    const password = page.getByLabel("Password", { exact: true });
    const consent = page.getByRole("checkbox", { name: /I accept the rules/ });
    const submit = page.getByRole("button", { name: "Create account" });

    // The client's courtesy check: the same rules and words as the server's.
    await submit.click();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toBeFocused();
    await expect(name).toHaveAccessibleDescription(/Nickname must be at least 2 characters\./);
    await expect(email).toHaveAccessibleDescription(/Email must be a valid address/);
    await expect(password).toHaveAccessibleDescription(/Password must be at least 8 characters\./);
    await expect(consent).toHaveAccessibleDescription("You must accept the rules and privacy notice.");

    // The server's own rule: a common password, shown at the password field.
    await name.fill("Rita Rider");
    await email.fill(fresh.email);
    await password.fill("password123");
    await consent.check();
    await submit.click();
    await expect(password).toHaveAccessibleDescription(/one of the most common ones/);
    await expect(password).toBeFocused();
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await screenshot(page, "register-server-error");

    await expectAccessible(page, "/register with errors");
    await expect(page).toHaveURL((url) => url.pathname === "/register");
    expect(await tokenCookie(page)).toBeUndefined();
    expect(await canLogIn(request, fresh.email, "password123")).toBe(false);

    // An email already in use goes through as a free one would (docs/security.md#taken-addresses):
    // the rider is signed in to an account of their own; the address's owner keeps theirs.
    await email.fill(taken.email);
    await password.fill("a brand new passphrase");
    await submit.click();
    await expect(page).toHaveURL((url) => url.pathname === "/rules");
    expect(await tokenCookie(page)).toBeTruthy();
    expect(await canLogIn(request, taken.email, "a brand new passphrase")).toBe(false);
    expect(await canLogIn(request, taken.email, PASSWORD)).toBe(true);
  });

  test("a new rider signs up, reads the rules, accepts and arrives at the scanner", async ({ page, request }) => {
    const rider = uniqueRider();
    await page.goto("/register");
    await page.getByRole("button", { name: "Sign up with e-mail instead" }).click();
    await expectAccessible(page, "/register");
    await screenshot(page, "register");
    await page.getByLabel("Nickname", { exact: true }).fill(rider.displayName);
    await page.getByLabel("Email", { exact: true }).fill(rider.email);
    const password = page.getByLabel("Password", { exact: true });
    await password.fill(rider.password);
    const toggle = page.getByRole("button", { name: "Show password" });
    await toggle.click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await toggle.click();
    await expect(password).toHaveAttribute("type", "password");
    const phone = page.getByLabel("Phone (optional)");
    await phone.pressSequentially("44 12x34567890");
    await expect(phone).toHaveValue("+441 234 567 890");
    await page.getByRole("checkbox", { name: /I accept the rules/ }).check();
    await page.getByRole("button", { name: "Create account" }).click();

    await expect(page).toHaveURL((url) => url.pathname === "/rules" && url.search === "");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("The rules");
    await expect(page.getByRole("row", { name: /Right, at the buzzer 500/ })).toBeVisible();
    await expectAccessible(page, "/rules");
    await screenshot(page, "rules");
    const token = await tokenCookie(page);
    expect(token).toBeTruthy();
    const me = await api<{ me: { displayName: string; phone: string | null; rulesAcceptedAt: string | null } }>(
      request,
      "{ me { displayName phone rulesAcceptedAt } }",
      {},
      token,
    );
    expect(me.me).toEqual({ displayName: rider.displayName, phone: "+441234567890", rulesAcceptedAt: null });

    await page.getByRole("button", { name: "I understand" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/scan" && url.search === "");
    const after = await api<{ flow: { rulesAccepted: boolean } }>(request, "{ flow { rulesAccepted } }", {}, token);
    expect(after.flow.rulesAccepted).toBe(true);
  });
});

test.describe("login", () => {
  test("wrong credentials get one generic message, whichever part was wrong", async ({ page, request }) => {
    const rider = await newRider(request, { acceptRules: true });
    await page.goto("/login");
    await expectAccessible(page, "/login");
    await screenshot(page, "login");
    const email = page.getByLabel("Email", { exact: true });
    const password = page.getByLabel("Password", { exact: true });
    const alert = page.getByRole("alert").filter({ hasText: "incorrect" });

    await email.fill(rider.email);
    await password.fill("not the password at all");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(alert).toHaveText("✗ Email or password is incorrect.");
    await expect(alert).toBeFocused();
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    await expect(password).not.toHaveAttribute("aria-invalid", "true");
    await screenshot(page, "login-error");

    await email.fill(`nobody-${Date.now()}@example.com`);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(alert).toHaveText("✗ Email or password is incorrect.");
    expect(await tokenCookie(page)).toBeUndefined();
    await expect(page).toHaveURL((url) => url.pathname === "/login");
  });

  test("the submit button shows progress and a second tap sends nothing more", async ({ page, request, baseURL }) => {
    const rider = await newRider(request, { acceptRules: true });
    const sent: string[] = [];
    await page.route("**/graphql", async (route) => {
      const body = route.request().postDataJSON() as { query?: string; variables?: { input?: Record<string, unknown> } } | null;
      const input = body?.variables?.input;
      // The login mutation: an email and a password, and no display name (that is sign-up).
      if (input && "password" in input && !("displayName" in input)) {
        // APQ may resend the same submission with its text; count submissions by the hash-only send.
        if (!body?.query) sent.push("Login");
        await new Promise((r) => setTimeout(r, 1500));
      }
      await route.continue();
    });
    await page.goto("/login");
    await page.getByLabel("Email", { exact: true }).fill(rider.email);
    await page.getByLabel("Password", { exact: true }).fill(rider.password);
    const button = page.getByRole("button", { name: "Sign in" });
    await button.click();
    const busy = page.locator('button[aria-busy="true"][form="login-form"]');
    await expect(busy).toHaveText("Signing in…");
    // A real second tap: the button is aria-disabled while busy, so Playwright is told not to wait.
    await busy.click({ force: true });
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(`${baseURL}/scan`);
    expect(sent).toEqual(["Login"]);
  });

  test("too many failed attempts show the server's rate-limit message", async ({ page, request }) => {
    const email = `target-${Date.now()}@example.com`;
    // Ten failures at this account from the browser's own address spend that pair's budget (a
    // stranger's failures elsewhere do not: server/modules/shared/rate-limits.test.ts).
    const address = riderAddress();
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": address });
    for (let i = 0; i < 10; i += 1) {
      const res = await request.post("/graphql", {
        data: { query: LOGIN, variables: { input: { email, password: `guess number ${i}` } } },
        headers: { "x-forwarded-for": address },
      });
      expect((await res.json()).data.login.ok).toBe(false);
    }
    await page.goto("/login");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Password", { exact: true }).fill("one more guess");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText(/Too many tries — try again in \d+ minutes?\./);
  });

  test("signed out at /quiz: after login the rider lands where the flow says, exactly", async ({ page, request, baseURL }) => {
    const rider = await newRider(request, { acceptRules: true });
    const signInAt = async (path: string) => {
      await page.goto(path);
      await expect(page).toHaveURL(`${baseURL}/login?redirect=%2Fquiz`);
      await page.getByLabel("Email", { exact: true }).fill(rider.email);
      await page.getByLabel("Password", { exact: true }).fill(rider.password);
      await page.getByRole("button", { name: "Sign in" }).click();
    };
    // No attempt in progress: /quiz has nothing to show, its guard answers /scan.
    await signInAt("/quiz");
    await expect(page).toHaveURL(`${baseURL}/scan`);

    // With an attempt in progress the rider lands on the quiz itself.
    await page.context().clearCookies();
    await startAttempt(request, rider.token, "GEAR2345");
    await signInAt("/quiz");
    await expect(page).toHaveURL(`${baseURL}/quiz`);
    await expect(page.getByText("Start: the car park").first()).toBeVisible();
  });

  test("a redirect to another site is ignored", async ({ page, request, baseURL }) => {
    const rider = await newRider(request, { acceptRules: true });
    for (const evil of ["https://evil.example/phish", "//evil.example", "/\\evil.example"]) {
      await page.context().clearCookies();
      await page.goto(`/login?${new URLSearchParams({ redirect: evil })}`);
      await page.getByLabel("Email", { exact: true }).fill(rider.email);
      await page.getByLabel("Password", { exact: true }).fill(rider.password);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(`${baseURL}/scan`);
    }
    // Signed in, the login page's guard refuses it too, including the forms that only become
    // another host once the URL parser has removed dot segments.
    for (const query of [
      "redirect=https%3A%2F%2Fevil.example",
      "redirect=%2F.%2F%2Fevil.example%2Fx",
      "redirect=%2F..%2F%2Fevil.example%2Fx",
    ]) {
      await page.goto(`/login?${query}`);
      await expect(page).toHaveURL(`${baseURL}/scan`);
    }
  });
});

test.describe("a checkpoint code survives the detours", () => {
  test("/scan?code= signed out → join screen → I have an account → login → rules → the quiz's start card", async ({
    page,
    request,
    baseURL,
  }) => {
    const rider = await newRider(request);
    await page.goto("/scan?code=GEAR2345");
    await expect(page).toHaveURL(`${baseURL}/register?redirect=%2Fscan%3Fcode%3DGEAR2345`);
    await page.getByRole("link", { name: "I have an account" }).click();
    await expect(page).toHaveURL(`${baseURL}/login?redirect=%2Fscan%3Fcode%3DGEAR2345`);
    await page.getByLabel("Email", { exact: true }).fill(rider.email);
    await page.getByLabel("Password", { exact: true }).fill(rider.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${baseURL}/rules?redirect=%2Fscan%3Fcode%3DGEAR2345`);
    await page.getByRole("button", { name: "I understand" }).click();
    await expect(page).toHaveURL(`${baseURL}/quiz`);
    await expect(page.getByText("Start: the car park").first()).toBeVisible();
  });

  test("/scan?code= signed out → full sign-up from the join screen → rules → the quiz", async ({ page, baseURL }) => {
    const rider = uniqueRider();
    await page.goto("/scan?code=BEND6789");
    await expect(page).toHaveURL(`${baseURL}/register?redirect=%2Fscan%3Fcode%3DBEND6789`);
    await page.getByRole("button", { name: "Sign up with e-mail instead" }).click();
    await page.getByLabel("Nickname", { exact: true }).fill(rider.displayName);
    await page.getByLabel("Email", { exact: true }).fill(rider.email);
    await page.getByLabel("Password", { exact: true }).fill(rider.password);
    await page.getByRole("checkbox", { name: /I accept the rules/ }).check();
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page).toHaveURL(`${baseURL}/rules?redirect=%2Fscan%3Fcode%3DBEND6789`);
    await page.getByRole("button", { name: "I understand" }).click();
    await expect(page).toHaveURL(`${baseURL}/quiz`);
    await expect(page.getByText("The twisties").first()).toBeVisible();
  });
});
