import { createDecipheriv, createHash, pbkdf2Sync } from "node:crypto";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../fixtures/chromium.ts";
import { ownAddress } from "./fixtures/accounts.ts";
import { appTookOver, DEMO_CODES } from "./fixtures/quiz.ts";
import { expect, test } from "./fixtures.ts";

/**
 * Plain http to a LAN address (S11/S18): no secure context, so no `crypto.subtle`. Chromium reaches
 * the test server under a name of its own mapped to 127.0.0.1, which it does not count as secure
 * (only localhost and loopback addresses are): the page is the insecure one a phone on the LAN
 * gets, while the traffic stays on this machine. The state must still be stored encrypted (the
 * seed's AES-256-CBC, so Node opens it below) and the queries still go as sha256 hashes.
 */
const LAN_HOST = "motoquiz-lan.test";
test.use({
  // Chromium's own word on an insecure origin: the server's COOP header applies on HTTPS only.
  allowConsoleErrors: /Cross-Origin-Opener-Policy header has been ignored/,
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`] },
});

interface Posted {
  operationName?: string;
  query?: string;
  extensions?: { persistedQuery?: { sha256Hash?: string } };
}

test("on plain http to a LAN name: the state is stored sealed and every query goes by its sha256 hash", async ({ page, baseURL }) => {
  const lan = new URL(baseURL ?? "");
  lan.hostname = LAN_HOST;
  await ownAddress(page.context());
  const posted: Posted[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/graphql") && r.method() === "POST") posted.push(JSON.parse(r.postData() ?? "{}"));
  });

  await page.goto(new URL("/sample", lan).href);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Try a sample");
  expect(await page.evaluate(() => ({ secure: window.isSecureContext, subtle: typeof globalThis.crypto?.subtle }))).toEqual({
    secure: false,
    subtle: "undefined",
  });
  await expect(page.getByTestId("insecure-notice")).toHaveText(/type codes in by hand/);
  await expect(page.getByTestId("insecure-notice")).not.toContainText("this tab only");

  // The practice round's progress lives in the persisted state: sealed, and restored after a reload.
  await page.getByRole("button", { name: "Start practice" }).click();
  await page.locator("button.choice").first().click();
  await expect(page.locator(".reveal__title")).toBeVisible();
  await page.reload();
  await expect(page.locator(".reveal__title")).toBeVisible();
  const stored = await page.evaluate(() => ({
    local: localStorage.getItem("motoquiz:state"),
    session: sessionStorage.getItem("motoquiz:state"),
    agent: navigator.userAgent,
  }));
  expect(stored.local, "kept in localStorage too, as on HTTPS").toBeTruthy();
  expect(stored.session).toBe(stored.local);
  expect(() => JSON.parse(stored.local ?? ""), "not readable as it is").toThrow();
  // The seed's cipher: PBKDF2-SHA-512 (64 iterations, 64 bytes) of the user agent and the title.
  const bits = pbkdf2Sync(stored.agent, "MotoQuiz", 64, 64, "sha512");
  const decipher = createDecipheriv("aes-256-cbc", bits.subarray(0, 32), bits.subarray(32, 48));
  const plain = Buffer.concat([decipher.update(Buffer.from(stored.local ?? "", "base64")), decipher.final()]).toString("utf8");
  expect(JSON.parse(plain)).toMatchObject({ version: expect.any(Number), state: expect.any(Object) });

  // A guest joins from a poster: a mutation too goes by its hash.
  await page.goto(new URL(`/scan?code=${DEMO_CODES.gear}`, lan).href);
  // The app's join (a GraphQL mutation), not the server's painted form, whose post is a plain form post.
  await appTookOver(page);
  await page.getByLabel("Nickname").fill(`Lan ${Date.now().toString(36)}`.slice(0, 20));
  await page.getByRole("button", { name: "Join", exact: true }).click();
  await expect(page).toHaveURL(/\/rules/);

  expect(posted.length).toBeGreaterThan(2);
  for (const body of posted) {
    const hash = body.extensions?.persistedQuery?.sha256Hash;
    expect(hash, `${body.operationName} carries its hash`).toMatch(/^[0-9a-f]{64}$/);
    if (body.query) expect(hash).toBe(createHash("sha256").update(body.query).digest("hex"));
  }
  // The app's own operations are known by hash (its build's manifest): they go without their text.
  expect(posted.filter((b) => !b.query).map((b) => b.operationName)).toEqual(expect.arrayContaining(["Join"]));
});
