import { api, expectAccessible, newRider, ownAddress, playCheckpoint, tokenCookie } from "./fixtures/accounts.ts";
import { expect, screenshot, screenshotThemes, signIn, test } from "./fixtures.ts";

test.beforeEach(async ({ context }) => {
  await ownAddress(context);
});

test("/end shows the event progress, then logs out to the landing", async ({ page, request, baseURL }) => {
  const rider = await newRider(request, { acceptRules: true });
  await playCheckpoint(request, rider.token, "GEAR2345");
  const { eventProgress } = await api<{ eventProgress: { totalScore: number; rank: number; riders: number } }>(
    request,
    "{ eventProgress { totalScore rank riders } }",
    {},
    rider.token,
  );
  await signIn(page, rider.token);
  await page.goto("/end");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("1 of 3 done — 2 to go");
  await expect(page.getByTestId("checkpoints")).toHaveText("1 of 3");
  await expect(page.getByTestId("total-score")).toHaveText(new Intl.NumberFormat("en").format(eventProgress.totalScore));
  await expect(page.getByTestId("rank")).toHaveText(`${eventProgress.rank} of ${eventProgress.riders}`);
  await expect(page.getByText("2 more checkpoints to go on this ride.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Scan the next checkpoint" })).toHaveAttribute("href", "/scan");
  await expectAccessible(page, "/end");
  await screenshot(page, "end");

  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByText("To come back you sign in with your e-mail and password.")).toBeVisible();
  await page.getByRole("button", { name: "Yes, log out" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ride. Scan. Answer.");
  await expect(page.getByTestId("start")).toHaveText("Start");
  expect(await tokenCookie(page)).toBeUndefined();
  // The server revoked the session: the old token no longer signs anyone in.
  const me = await api<{ me: unknown }>(request, "{ me { id } }", {}, rider.token);
  expect(me.me).toBeNull();
  await page.goto("/end");
  await expect(page).toHaveURL(`${baseURL}/login?redirect=%2Fend`);
});

test("/end: a guest's Log out does not send them to an e-mail and password they do not have", async ({ page, request }) => {
  const joined = await api<{ join: { token: string | null } }>(
    request,
    'mutation { join(input: { displayName: "Guest Gina" }) { token } }',
  );
  const token = joined.join.token;
  if (!token) throw new Error("join failed");
  await api(request, "mutation { acceptRules { ok } }", {}, token);
  await playCheckpoint(request, token, "BEND6789");
  await signIn(page, token);
  await page.goto("/end");
  await page.getByRole("button", { name: "Log out" }).click();
  const question = page.getByRole("region", { name: "Log out" });
  await expect(question).toContainText("As a guest you cannot sign back in to this account");
  await expect(question).not.toContainText("sign in with your e-mail and password");
  await screenshotThemes(page, "end-guest-logout");
});
