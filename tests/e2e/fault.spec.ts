import type { WebSocketRoute } from "@playwright/test";
import { api, newRider, ownAddress, playCheckpoint } from "./fixtures/accounts.ts";
import { DEMO_CODES } from "./fixtures/quiz.ts";
import { expect, signIn, test } from "./fixtures.ts";

// While the connection is down Chromium logs the refused socket and offline requests.
test.use({ allowConsoleErrors: /WebSocket|ERR_INTERNET_DISCONNECTED|Failed to load resource|net::ERR/ });

test.beforeEach(async ({ context }) => {
  await ownAddress(context);
});

test("after the websocket drops and comes back, /quizresults shows the leaderboard changed meanwhile, without a reload", async ({
  page,
  request,
  context,
}) => {
  // Every live socket goes through this route: `down` closes the open ones and refuses new ones.
  let down = false;
  const sockets = new Set<WebSocketRoute>();
  let opened = 0;
  await page.routeWebSocket(/\/graphql$/, (ws) => {
    if (down) {
      void ws.close({ code: 1006, reason: "network down" });
      return;
    }
    opened++;
    sockets.add(ws);
    ws.connectToServer();
  });

  const rider = await newRider(request, { acceptRules: true });
  await playCheckpoint(request, rider.token, DEMO_CODES.bend);
  await signIn(page, rider.token);
  await page.goto("/quizresults");
  const board = page.getByTestId("leaderboard");
  await expect(board).toContainText(rider.displayName);
  await expect.poll(() => opened).toBeGreaterThan(0);
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });

  // The network goes away: the socket is cut and the browser is offline.
  down = true;
  await context.setOffline(true);
  for (const ws of sockets) await ws.close({ code: 1006, reason: "network down" });
  sockets.clear();

  // Meanwhile another rider finishes; this update is pushed to nobody on this page.
  const other = await newRider(request, { acceptRules: true });
  await playCheckpoint(request, other.token, DEMO_CODES.bend);
  const riders = (await api<{ leaderboard: { riders: number } }>(request, "{ leaderboard { riders } }")).leaderboard.riders;
  await page.waitForTimeout(1000);
  await expect(board).not.toContainText(other.displayName);

  // Back online: the client reconnects (back-off ≤ 10 s) and shows the latest standings.
  const openedBefore = opened;
  down = false;
  await context.setOffline(false);
  await expect(board).toContainText(other.displayName, { timeout: 20_000 });
  // The standings may arrive first by the refetch on reconnect; the socket itself comes back too.
  await expect.poll(() => opened, { timeout: 15_000 }).toBeGreaterThan(openedBefore);
  await expect(page.locator(".board__note .num")).toHaveText(String(riders));
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
