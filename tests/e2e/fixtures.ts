import { mkdirSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, type BrowserContext, test as base, expect, type Page } from "@playwright/test";

export { expect };

export const SCREENS_DIR = path.join("test-results", "screens");

interface Fixtures {
  /** Console errors matching this are expected by the test; any other fails it. */
  allowConsoleErrors: RegExp | null;
  consoleGuard: undefined;
}

/**
 * A page that shows itself asks for the app's scripts only after its first paint
 * (server/http/scripts-after-paint.ts), so its load event may come before them. This waits, as the
 * load event used to, until the app's module script has run (the page has started the app).
 */
export async function appScriptsRan(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('script[type="text/x-after-paint"]') || "__reactRouterRouteModules" in window);
}

type Navigation = { waitUntil?: "load" | "domcontentloaded" | "networkidle" | "commit" } | undefined;
const waitsForLoad = (options: Navigation) => !options?.waitUntil || options.waitUntil === "load";

/** Every test fails on an unexpected console error, so a swallowed error cannot hide. */
export const test = base.extend<Fixtures>({
  // The test's page ends a navigation that waits for the load event once the app's scripts have run too.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const settled = async <R>(navigation: Promise<R>, options: Navigation) => {
        const response = await navigation;
        if (waitsForLoad(options)) await appScriptsRan(page);
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = (url, options) => settled(goto(url, options), options);
      page.reload = (options) => settled(reload(options), options);
    }
    await use(page);
  },
  allowConsoleErrors: [null, { option: true }],
  consoleGuard: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        const text = msg.text();
        // Persisted queries: an operation the server does not know by hash yet (the app's own are
        // known from its build) is answered 404 PersistedQueryNotFound and resent with its text
        // (docs/product.md#requests); Chromium logs that 404 as a console error.
        if (/status of 404/.test(text) && msg.location().url.includes("/graphql")) return;
        // A path that names no page is answered 404 with the app, which then shows its 404 page
        // (docs/product.md#errors); Chromium logs the document's status. A missing file (a path
        // with an extension, such as a chunk) is still an error.
        const url = new URL(msg.location().url || "about:blank");
        if (/status of 404/.test(text) && url.href === page.url() && !/\.\w+$/.test(url.pathname)) return;
        if (!allowConsoleErrors?.test(text)) errors.push(`${text} (${msg.location().url})`);
      });
      page.on("pageerror", (err) => {
        if (!allowConsoleErrors?.test(err.message)) errors.push(`pageerror: ${err.message}`);
      });
      await use(undefined);
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

/** Holds every request matching `pattern` back until the returned function is called. */
export async function holdRequests(context: BrowserContext, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Holds every script of the app back until the returned function is called: the page is its HTML and CSS. */
export const holdScripts = (context: BrowserContext) => holdRequests(context, /\/assets\/.*\.js$/);

/**
 * Screenshots kept as artifacts under test-results/screens/: what the viewport shows (the bottom
 * bar where the thumb finds it), and `-full` with the whole page.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENS_DIR, { recursive: true });
  await page.evaluate(() => document.fonts.ready);
  // A look just switched (emulateMedia) fades colours in over the theme's transitions: a shot taken
  // mid-fade shows light text on half-dark cards that no rider ever sees still. Only colour fades are
  // waited for, and at most 1 s: a countdown's long transition is part of the screen.
  await page.evaluate(() =>
    Promise.race([
      Promise.allSettled(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition && /color/.test(a.transitionProperty))
          .map((a) => a.finished),
      ),
      new Promise((resolve) => setTimeout(resolve, 1000)),
    ]),
  );
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`) });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}-full.png`), fullPage: true });
}

let counter = 0;

/** Registers a rider through the real API and returns the session token. */
export async function registerRider(request: APIRequestContext): Promise<string> {
  counter += 1;
  const unique = `${Date.now().toString(36)}${counter}`;
  const response = await request.post("/graphql", {
    // Each rider comes from an address of its own (the e2e server trusts X-Forwarded-For).
    headers: { "x-forwarded-for": `198.51.100.${(Date.now() + counter) % 250}, 203.0.113.${counter % 250}` },
    data: {
      query: "mutation Register($input: RegisterInput!) { register(input: $input) { ok token fieldErrors { field message } } }",
      variables: {
        input: {
          displayName: `Rider ${unique}`.slice(0, 24),
          email: `rider-${unique}@example.com`,
          password: "correct horse battery staple",
          acceptTerms: true,
        },
      },
    },
  });
  const body = await response.json();
  const token = body?.data?.register?.token;
  if (!token) throw new Error(`register failed: ${JSON.stringify(body)}`);
  return token;
}

/** Calls the API as the rider with `token`. */
export async function gql<T = Record<string, unknown>>(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post("/graphql", { data: { query, variables }, headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data as T;
}

/** Signs the browser in by setting the session cookie the app reads. */
export async function signIn(page: Page, token: string): Promise<void> {
  const url = new URL(page.context().pages()[0]?.url() || "http://127.0.0.1");
  const base = test.info().project.use.baseURL ?? url.origin;
  await page.context().addCookies([{ name: "apollo-token", value: token, url: base }]);
}

/** The four looks a rider's phone may ask for: light, dark, more contrast (sunlight) and forced colours. */
export const THEMES = [
  { name: "light", media: { colorScheme: "light", contrast: "no-preference", forcedColors: "none" } },
  { name: "dark", media: { colorScheme: "dark", contrast: "no-preference", forcedColors: "none" } },
  { name: "contrast", media: { colorScheme: "light", contrast: "more", forcedColors: "none" } },
  { name: "forced", media: { colorScheme: "dark", contrast: "no-preference", forcedColors: "active" } },
] as const;

/** A `screenshot` of the page as it is in each of THEMES (`<name>-<theme>`), then back to its own look. */
export async function screenshotEachTheme(page: Page, name: string): Promise<void> {
  for (const theme of THEMES) {
    await page.emulateMedia(theme.media);
    await screenshot(page, `${name}-${theme.name}`);
  }
  await page.emulateMedia({ colorScheme: null, contrast: null, forcedColors: null });
}

/**
 * Screenshots of what is on screen at 360×640 and 390×844 in each of THEMES (kept under
 * test-results/screens/ for review), then back to the viewport and look the page had.
 */
export async function screenshotThemes(page: Page, name: string): Promise<void> {
  const before = page.viewportSize();
  for (const size of [
    { width: 360, height: 640 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await screenshotEachTheme(page, `${name}-${size.width}x${size.height}`);
  }
  if (before) await page.setViewportSize(before);
}
