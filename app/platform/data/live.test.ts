import { describe, expect, it } from "vitest";
import { WEBSOCKET } from "#app/platform/constants.ts";
import { CONNECTION_TIMEOUT_MS, liveUrl, retryDelay } from "./live.ts";

describe("websocket settings", () => {
  it("backs off from 100 ms doubling to 10000 ms, jitter inside the bounds", () => {
    expect(retryDelay(0, () => 0)).toBe(100);
    expect(retryDelay(0, () => 1)).toBe(200);
    expect(retryDelay(3, () => 0)).toBe(800);
    expect(retryDelay(6, () => 1)).toBe(WEBSOCKET.backoffMaxMs);
    expect(retryDelay(40, () => 0.5)).toBe(WEBSOCKET.backoffMaxMs);
    for (let r = 0; r < 30; r++) {
      const d = retryDelay(r);
      expect(d).toBeGreaterThanOrEqual(WEBSOCKET.backoffMinMs);
      expect(d).toBeLessThanOrEqual(WEBSOCKET.backoffMaxMs);
    }
  });

  it("times out a connection after 30000 ms, never below 1000 ms", () => {
    expect(CONNECTION_TIMEOUT_MS).toBe(30_000);
    expect(CONNECTION_TIMEOUT_MS).toBeGreaterThanOrEqual(WEBSOCKET.minTimeoutMs);
  });

  it("takes ws/wss from the page's scheme on the same origin", () => {
    expect(liveUrl("/graphql", "https://moto.example/quiz?x=1")).toBe("wss://moto.example/graphql");
    expect(liveUrl("/graphql", "http://localhost:5173/")).toBe("ws://localhost:5173/graphql");
  });
});
