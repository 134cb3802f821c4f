import { Window } from "happy-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPersistedStore, type PersistedStoreOptions } from "./persisted-state.ts";
import { createStorageCipher } from "./storage-crypto.ts";

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

describe("storage cipher", () => {
  it("round-trips and derives key and IV from user agent + title (PBKDF2-SHA-512, 64 iterations)", async () => {
    const cipher = await createStorageCipher(UA, "MotoQuiz");
    if (!cipher) throw new Error("Web Crypto missing");
    const sealed = await cipher.encrypt('{"a":1}');
    expect(sealed).not.toContain("a");
    expect(await cipher.decrypt(sealed)).toBe('{"a":1}');
    // Independent derivation with node:crypto: bytes 0–31 key, 32–47 IV.
    const { pbkdf2Sync, createDecipheriv } = await import("node:crypto");
    const bits = pbkdf2Sync(UA, "MotoQuiz", 64, 64, "sha512");
    const d = createDecipheriv("aes-256-cbc", bits.subarray(0, 32), bits.subarray(32, 48));
    const plain = Buffer.concat([d.update(Buffer.from(sealed, "base64")), d.final()]).toString("utf8");
    expect(plain).toBe('{"a":1}');
  });

  it("refuses data sealed with another key", async () => {
    const a = await createStorageCipher(UA, "MotoQuiz");
    const b = await createStorageCipher(`${UA} other`, "MotoQuiz");
    const sealed = (await a?.encrypt("x".repeat(40))) ?? "";
    await expect(b?.decrypt(sealed)).rejects.toThrow();
  });
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
  it("keeps state unencrypted in sessionStorage only, shared between tabs by BroadcastChannel", async () => {
    const tabA = storages();
    const winA = win;
    const tabB = storages();
    vi.stubGlobal("crypto", {});
    vi.stubGlobal("window", winA);
    try {
      const a = createPersistedStore(options(tabA));
      const b = createPersistedStore(options(tabB));
      await Promise.all([a.ready, b.ready]);
      expect(a.mode()).toBe("plain-session");
      await a.set({ sound: false, code: "LAN" });
      expect(tabA.local.getItem("state")).toBeNull();
      expect(JSON.parse(tabA.session.getItem("state") ?? "{}")).toEqual({ version: 3, state: { sound: false, code: "LAN" } });
      await vi.waitFor(() => expect(b.get()).toEqual({ sound: false, code: "LAN" }));
      a.dispose();
      b.dispose();
    } finally {
      vi.unstubAllGlobals();
      await winA.happyDOM.close();
    }
  });
});
