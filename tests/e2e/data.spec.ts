import { build } from "vite";
import type { removeToken, setToken } from "#app/platform/data/token-cookie.ts";
import type { createPersistedStore, PersistedStore } from "#app/platform/storage/persisted-state.ts";
import { expect, test } from "./fixtures.ts";

// The data layer's browser behaviours, in real Chromium against the real server: the modules are
// bundled as they are in app/ and run in the app's own origin (a secure context: 127.0.0.1).
test.use({ bypassCSP: true });

let bundle = "";
test.beforeAll(async () => {
  // Bundled with the project's own Vite (no app config): the same modules, as one IIFE.
  const out = await build({
    configFile: false,
    logLevel: "silent",
    // As the app's build does: a library among the modules' imports reads it (Vite's lib mode leaves it be).
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
    build: {
      write: false,
      minify: false,
      target: "es2022",
      lib: { entry: "tests/e2e/data-layer-entry.ts", formats: ["iife"], name: "mqData", fileName: "data-layer" },
    },
  });
  const result = (Array.isArray(out) ? out[0] : out) as { output: { type: string; code?: string }[] };
  bundle = result.output.find((o) => o.type === "chunk")?.code ?? "";
  if (!bundle.includes("mqData")) throw new Error("data layer bundle missing");
});

type Prefs = { sound: boolean; code: string | null };
declare global {
  interface Window {
    mqData: { createPersistedStore: typeof createPersistedStore; setToken: typeof setToken; removeToken: typeof removeToken };
    store: PersistedStore<Prefs>;
  }
}

async function openWithStore(page: import("@playwright/test").Page) {
  await page.goto("/");
  await page.addScriptTag({ content: bundle });
  await page.evaluate(async () => {
    window.store = window.mqData.createPersistedStore<Prefs>({
      name: "e2e:state",
      version: 1,
      defaults: { sound: true, code: null },
      parse: (v) => (v && typeof v === "object" ? (v as Prefs) : null),
    });
    await window.store.ready;
  });
}

test("two tabs of one browser see each other's persisted-state changes", async ({ context }) => {
  const a = await context.newPage();
  const b = await context.newPage();
  await openWithStore(a);
  await openWithStore(b);
  expect(await a.evaluate(() => window.store.mode())).toBe("encrypted");

  await a.evaluate(() => window.store.set({ sound: false, code: "ABCD-EFGH" }));
  await expect.poll(() => b.evaluate(() => window.store.get())).toEqual({ sound: false, code: "ABCD-EFGH" });
  const stored = await b.evaluate(() => localStorage.getItem("e2e:state"));
  expect(stored).toBeTruthy();
  expect(stored).not.toContain("ABCD");

  await b.evaluate(() => window.store.set((s) => ({ ...s, sound: true })));
  await expect.poll(() => a.evaluate(() => window.store.get().sound)).toBe(true);

  // A reload restores the state this tab last saw.
  await a.reload();
  await a.addScriptTag({ content: bundle });
  const restored = await a.evaluate(async () => {
    const s = window.mqData.createPersistedStore<Prefs>({
      name: "e2e:state",
      version: 1,
      defaults: { sound: true, code: null },
      parse: (v) => (v && typeof v === "object" ? (v as Prefs) : null),
    });
    await s.ready;
    return s.get();
  });
  expect(restored).toEqual({ sound: true, code: "ABCD-EFGH" });
});

test("the token cookie: apollo-token, path /, 7 days, not secure-only; gone after removal", async ({ page, context }) => {
  await page.goto("/");
  await page.addScriptTag({ content: bundle });
  const before = Date.now() / 1000;
  await page.evaluate(() => window.mqData.setToken("e2e-token"));
  const cookie = (await context.cookies()).find((c) => c.name === "apollo-token");
  expect(cookie).toMatchObject({ value: "e2e-token", path: "/", secure: false });
  const days = ((cookie?.expires ?? 0) - before) / 86_400;
  expect(days).toBeGreaterThan(6.99);
  expect(days).toBeLessThan(7.01);

  await page.evaluate(() => window.mqData.removeToken());
  expect((await context.cookies()).find((c) => c.name === "apollo-token")).toBeUndefined();
});
