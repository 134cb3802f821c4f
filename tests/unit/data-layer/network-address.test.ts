import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createPersistedStore } from "#app/lib/persisted-state.ts";
import { startTestApi, type TestApi } from "./api.ts";

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

describe("network-address key mode", () => {
  it("keys the encryption with the address our own server reports", async () => {
    const res = await fetch(`${api.origin}/client-address`);
    expect(((await res.json()) as { address: string }).address).toBe("127.0.0.1");

    const win = new Window({ url: "http://localhost:5173/" });
    const local = win.localStorage as unknown as Storage;
    const session = win.sessionStorage as unknown as Storage;
    const parse = (v: unknown) => (v && typeof v === "object" ? (v as { code: string | null }) : null);
    const base = { name: "s", version: 1, defaults: { code: null as string | null }, parse, local, session };
    const addressUrl = `${api.origin}/client-address`;

    const store = createPersistedStore({ ...base, keyMode: "network-address", addressUrl });
    await store.ready;
    expect(store.mode()).toBe("encrypted");
    await store.set({ code: "NETW-ORKS" });

    const again = createPersistedStore({ ...base, keyMode: "network-address", addressUrl });
    await again.ready;
    expect(again.get().code).toBe("NETW-ORKS");

    // The user-agent key cannot read it: foreign data is dropped.
    const agent = createPersistedStore({ ...base, keyMode: "agent", userAgent: "test agent" });
    await agent.ready;
    expect(agent.get().code).toBeNull();
    await win.happyDOM.close();
  });
});
