import { MutationObserver, onlineManager } from "@tanstack/react-query";
import { Window } from "happy-dom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SessionDocument } from "#app/graphql/__generated__/graphql.ts";
import { createTransport } from "#app/platform/data/transport.ts";
import { recordingFetch, startTestApi, type TestApi, type WireRecord } from "./api.ts";

/** The machine is shared: waits are generous, they end as soon as the condition holds. */
const WAIT = { timeout: 10_000, interval: 50 };

let api: TestApi;
let win: Window;
const g = globalThis as Record<string, unknown>;

beforeAll(async () => {
  api = await startTestApi();
  win = new Window({ url: "http://localhost:5173/quiz" });
  g.window = win;
  Object.defineProperty(globalThis, "navigator", { value: win.navigator, configurable: true, writable: true });
});
afterAll(async () => {
  delete g.window;
  onlineManager.setOnline(true);
  await win.happyDOM.close();
  await api?.close();
});

function goOffline(offline: boolean) {
  Object.defineProperty(win.navigator, "onLine", { value: !offline, configurable: true });
  win.dispatchEvent(new win.Event(offline ? "offline" : "online"));
}

describe("connectivity", () => {
  it("pauses queries offline and runs them when the connection returns", async () => {
    const { getQueryClient } = await import("#app/platform/data/query-client.ts");
    const qc = getQueryClient();
    qc.mount(); // what QueryClientProvider does: listen to online/focus
    goOffline(true);
    expect(onlineManager.isOnline()).toBe(false);

    const wire: WireRecord[] = [];
    const t = createTransport({ url: api.url, fetch: recordingFetch(wire) });
    const pending = qc.fetchQuery({ queryKey: ["session", "offline-test"], queryFn: () => t.request(SessionDocument, {}) });
    await new Promise((r) => setTimeout(r, 200));
    expect(qc.getQueryState(["session", "offline-test"])?.fetchStatus).toBe("paused");
    expect(wire).toHaveLength(0);

    goOffline(false);
    await expect(pending).resolves.toEqual({ me: null, flow: null });
    expect(wire.length).toBeGreaterThan(0);
    await vi.waitFor(() => expect(qc.getQueryState(["session", "offline-test"])?.fetchStatus).toBe("idle"), WAIT);
    qc.unmount();
  });

  it("keeps a mutation started offline (a tapped answer) and sends it when the connection returns", async () => {
    const { getQueryClient } = await import("#app/platform/data/query-client.ts");
    const qc = getQueryClient();
    qc.mount();
    goOffline(true);
    const wire: WireRecord[] = [];
    const t = createTransport({ url: api.url, fetch: recordingFetch(wire) });
    const observer = new MutationObserver(qc, { mutationFn: () => t.request(SessionDocument, {}) });
    const sent = observer.mutate();
    await new Promise((r) => setTimeout(r, 200));
    expect(observer.getCurrentResult().isPaused).toBe(true);
    expect(wire).toHaveLength(0);

    goOffline(false);
    await expect(sent).resolves.toEqual({ me: null, flow: null });
    expect(wire.length).toBeGreaterThan(0);
    qc.unmount();
  });
});
