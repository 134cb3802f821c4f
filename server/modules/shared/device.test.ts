import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SLOW, startServer, type TestServer } from "#tests/support/server-harness.ts";
import { DEVICE_COOKIE, deviceIds } from "./device.ts";

describe("device ids", () => {
  it("reads back only what this key signed", () => {
    const ids = deviceIds(randomBytes(32));
    const { id, cookieValue } = ids.issue("198.51.100.1") ?? { id: "", cookieValue: "" };
    expect(ids.read(cookieValue)).toBe(id);
    expect(ids.read(`${id}.${"A".repeat(27)}`)).toBeNull();
    expect(deviceIds(randomBytes(32)).read(cookieValue)).toBeNull();
    expect(ids.read(undefined)).toBeNull();
    expect(ids.read("garbage")).toBeNull();
  });

  it("issues a bounded number of new ids per address: a fresh budget is not free", () => {
    const ids = deviceIds(randomBytes(32), 3);
    for (let i = 0; i < 3; i++) expect(ids.issue("198.51.100.1")).not.toBeNull();
    expect(ids.issue("198.51.100.1")).toBeNull();
    expect(ids.issue("198.51.100.2")).not.toBeNull();
  });
});

describe("the device cookie over HTTP", SLOW, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer("pglite");
  });
  afterAll(() => s.close());

  const post = (cookie?: string, query = "{ defaultEvent { id } }") =>
    fetch(`${s.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query }),
    });
  // A code's guess budget is the device's: this operation reads the cookie.
  const PREVIEW = '{ checkpointPreview(code: "GEAR2345") { name } }';

  it("is issued once, HttpOnly and Lax; a signed one is kept, a made-up one replaced when read", async () => {
    const first = await post();
    const set = first.headers.get("set-cookie") ?? "";
    expect(set).toMatch(new RegExp(`^${DEVICE_COOKIE}=[0-9a-f-]{36}\\.[\\w-]{27}; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Lax$`));
    const cookie = set.split(";")[0] as string;
    expect((await post(cookie)).headers.get("set-cookie")).toBeNull();
    expect((await post(cookie, PREVIEW)).headers.get("set-cookie")).toBeNull();
    const forged = `${DEVICE_COOKIE}=${cookie.split("=")[1]?.slice(0, 36)}.${"x".repeat(27)}`;
    // Not checked where no service needs the device (an answer, a board read): nothing issued then.
    expect((await post(forged)).headers.get("set-cookie")).toBeNull();
    expect((await post(forged, PREVIEW)).headers.get("set-cookie")).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
  });
});
