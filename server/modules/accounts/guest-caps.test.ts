import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAttempt } from "#server/modules/quiz/start.ts";
import { DB_KINDS } from "#tests/setup/db.ts";
import { attemptsOf, CODES, createEvent } from "#tests/support/quiz.ts";
import { SLOW, startServer, type TestServer } from "#tests/support/server-harness.ts";
import { DEVICE_COOKIE } from "../shared/device.ts";
import { GUEST_CAPS } from "./guest-caps.ts";
import { acceptRules, join } from "./service.ts";

// Accounts are not free to multiply (docs/decisions/016-fair-play.md): per phone, guests cost more
// each time, and an event is ridden as a few riders at most. The phone is its device id.
describe.each(DB_KINDS)("guest caps per phone on %s", SLOW, (kind) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer(kind, {
      rateLimits: { registerIp: { points: 1000, durationS: 60 }, startAttemptAccount: { points: 1000, durationS: 60 } },
    });
  });
  afterAll(() => s.close());

  const guest = (device: string | null, name = "Rider") => join(s.app.deps, { form: { displayName: name }, ip: "203.0.113.9", device });

  it("the second guest from one phone waits 30 s, the third 60 s, and past five a day none; another phone is not held", async () => {
    const phone = randomUUID();
    expect((await guest(phone)).ok).toBe(true);
    const early = await guest(phone);
    expect(early).toMatchObject({
      ok: false,
      fieldErrors: [{ field: "displayName", message: "This phone has just made a rider. Another can join in 30 s." }],
    });
    expect((await guest(randomUUID())).ok).toBe(true);
    s.clock.advance(30_000);
    expect((await guest(phone)).ok).toBe(true);
    s.clock.advance(59_000);
    expect((await guest(phone)).fieldErrors[0]?.message).toBe("This phone has just made a rider. Another can join in 1 s.");
    s.clock.advance(1000);
    expect((await guest(phone)).ok).toBe(true);
    s.clock.advance(120_000);
    expect((await guest(phone)).ok).toBe(true);
    s.clock.advance(240_000);
    expect((await guest(phone)).ok).toBe(true);
    s.clock.advance(3600_000);
    expect((await guest(phone)).fieldErrors).toEqual([
      { field: "displayName", message: `This phone has made ${GUEST_CAPS.perDeviceDay} riders today. Carry on as the rider you are.` },
    ]);
    // Concurrent joins from one phone wait in turn: one gets through.
    const other = randomUUID();
    const at = await Promise.all([1, 2, 3, 4].map(() => guest(other)));
    expect(at.filter((r) => r.ok)).toHaveLength(1);
    // A day later the phone starts afresh.
    s.clock.advance(24 * 3600_000);
    expect((await guest(phone)).ok).toBe(true);
  });

  it("one phone rides an event as three riders at most; a fourth is told why and nothing is stored", async () => {
    const code = kind === "pglite" ? "CAPS2345" : "CAPS3456";
    await createEvent(s, "Caps Ride", [{ code }]);
    const phone = randomUUID();
    const riders = [];
    for (let i = 0; i < 4; i++) {
      const r = await guest(randomUUID(), `Cap ${i}`);
      if (!r.user) throw new Error("join failed");
      await acceptRules(s.app.deps, { userId: r.user.id });
      riders.push(r.user.id);
    }
    const startOn = (userId: string, code: string, device: string | null = phone) =>
      startAttempt(s.app.deps, { userId, ip: "203.0.113.9", code, device });
    for (const id of riders.slice(0, 3)) expect((await startOn(id, code)).ok).toBe(true);
    const fourth = await startOn(riders[3] as string, code);
    expect(fourth).toEqual({
      ok: false,
      fieldErrors: [
        { field: "code", message: "This phone has already ridden Caps Ride as 3 other riders. Sign in as one of them to ride on." },
      ],
    });
    expect(await attemptsOf(s, riders[3] as string)).toHaveLength(0);
    // The same three ride on from that phone, and the fourth may ride from its own, or another event.
    expect((await startOn(riders[0] as string, code)).ok).toBe(true);
    expect((await startOn(riders[3] as string, CODES[0])).ok).toBe(true);
  });
});

describe("guest caps through the device cookie (PGlite)", SLOW, () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startServer("pglite", { rateLimits: { registerIp: { points: 1000, durationS: 60 } } });
  });
  afterAll(() => s.close());

  const joinAs = async (name: string, cookie?: string) => {
    const res = await fetch(`${s.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query: `mutation { join(input: { displayName: "${name}" }) { ok fieldErrors { field message } } }` }),
    });
    return { cookie: res.headers.get("set-cookie")?.split(";")[0], join: (await res.json()).data.join };
  };

  it("the phone that sends its cookie back is the one that waits", async () => {
    const first = await joinAs("Phone One");
    expect(first.join.ok).toBe(true);
    expect(first.cookie).toMatch(new RegExp(`^${DEVICE_COOKIE}=`));
    expect((await joinAs("Phone Two", first.cookie)).join.ok).toBe(true);
    expect((await joinAs("Phone Three", first.cookie)).join).toEqual({
      ok: false,
      fieldErrors: [{ field: "displayName", message: "This phone has just made a rider. Another can join in 30 s." }],
    });
  });
});
