import { Window } from "happy-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPersistedStore, type PersistedStoreOptions } from "./persisted-state.ts";

interface Prefs {
  sound: boolean;
  code: string | null;
}
const parse = (v: unknown): Prefs | null => (v && typeof v === "object" && typeof (v as Prefs).sound === "boolean" ? (v as Prefs) : null);

const UA = "Mozilla/5.0 (Linux; Android 14) MotoQuizTest";
let win: Window;

function storages() {
  win = new Window({ url: "http://localhost:5173/" });
  return { local: win.localStorage as unknown as Storage, session: win.sessionStorage as unknown as Storage };
}

function options(s: ReturnType<typeof storages>, extra: Partial<PersistedStoreOptions<Prefs>> = {}): PersistedStoreOptions<Prefs> {
  return { name: "state", version: 3, defaults: { sound: true, code: null }, parse, userAgent: UA, ...s, ...extra };
}

afterEach(async () => {
  await win?.happyDOM.close();
});

describe("persisted store", () => {
  it("stores encrypted in both storages and restores in a fresh store", async () => {
    const s = storages();
    const first = createPersistedStore(options(s));
    await first.ready;
    expect(first.mode()).toBe("encrypted");
    await first.set((p) => ({ ...p, code: "ABCD-EFGH" }));
    const raw = s.local.getItem("state") ?? "";
    expect(raw).not.toContain("ABCD");
    expect(s.session.getItem("state")).toBe(raw);
    const second = createPersistedStore(options(s));
    await second.ready;
    expect(second.get()).toEqual({ sound: true, code: "ABCD-EFGH" });
  });

  it("drops stored state of another version", async () => {
    const s = storages();
    const old = createPersistedStore(options(s, { version: 2 }));
    await old.ready;
    await old.set({ sound: false, code: "OLD" });
    const current = createPersistedStore(options(s));
    await current.ready;
    expect(current.get()).toEqual({ sound: true, code: null });
    expect(s.local.getItem("state")).toBeNull();
    expect(s.session.getItem("state")).toBeNull();
  });

  it("drops tampered, corrupt and foreign data without throwing", async () => {
    const s = storages();
    const store = createPersistedStore(options(s));
    await store.ready;
    await store.set({ sound: false, code: "KEEP" });
    const raw = s.local.getItem("state") ?? "";
    const bytes = Buffer.from(raw, "base64");
    bytes[5] = (bytes[5] ?? 0) ^ 0xff; // flip a byte in the first block
    s.local.setItem("state", bytes.toString("base64"));
    s.session.setItem("state", "not base64 at all %%%");
    const tampered = createPersistedStore(options(s));
    await tampered.ready;
    expect(tampered.get()).toEqual({ sound: true, code: null });
    expect(s.local.getItem("state")).toBeNull();

    await store.set({ sound: false, code: "MINE" });
    const foreign = createPersistedStore(options(s, { userAgent: "another browser" }));
    await foreign.ready;
    expect(foreign.get().code).toBeNull();
  });

  it("keeps a valid session copy over a dropped local one", async () => {
    const s = storages();
    const store = createPersistedStore(options(s));
    await store.ready;
    await store.set({ sound: false, code: "TAB" });
    s.local.setItem("state", "garbage");
    const again = createPersistedStore(options(s));
    await again.ready;
    expect(again.get().code).toBe("TAB");
  });

  it("stays in memory when the network-address endpoint cannot answer", async () => {
    const s = storages();
    // A port nobody listens on: the address request fails for real.
    const { createServer } = await import("node:net");
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
    const { port } = probe.address() as { port: number };
    await new Promise((resolve) => probe.close(resolve));
    const addressUrl = `http://127.0.0.1:${port}/client-address`;
    const store = createPersistedStore(options(s, { keyMode: "network-address", addressUrl }));
    await store.ready;
    expect(store.mode()).toBe("memory");
    await store.set({ sound: false, code: "X" });
    expect(store.get().code).toBe("X");
    expect(s.local.getItem("state")).toBeNull();
  });
});

describe("without a secure context (no crypto.subtle)", () => {
  it("still stores encrypted in both storages (the cipher from @noble), restored by a Web Crypto tab", async () => {
    const s = storages();
    vi.stubGlobal("crypto", {});
    try {
      const store = createPersistedStore(options(s));
      await store.ready;
      expect(store.mode()).toBe("encrypted");
      await store.set({ sound: false, code: "LAN-CODE" });
      store.dispose();
    } finally {
      vi.unstubAllGlobals();
    }
    const raw = s.local.getItem("state") ?? "";
    expect(raw).not.toContain("LAN-CODE");
    expect(() => JSON.parse(raw)).toThrow();
    expect(s.session.getItem("state")).toBe(raw);
    // The same bytes as Web Crypto's: a store with crypto.subtle opens it.
    const again = createPersistedStore(options(s));
    await again.ready;
    expect(again.get()).toEqual({ sound: false, code: "LAN-CODE" });
  });
});
