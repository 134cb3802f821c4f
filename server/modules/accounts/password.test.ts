import { describe, expect, it } from "vitest";
import { createPasswordHasher, isCommonPassword, limiter, OWASP_SCRYPT_LOG_N } from "./password.ts";

describe("password hashing", () => {
  it("uses scrypt at the OWASP figure (N=2^17, r=8, p=1) by default and verifies", async () => {
    const hasher = createPasswordHasher();
    const t0 = performance.now();
    const stored = await hasher.hash("correct horse battery");
    const ms = performance.now() - t0;
    expect(stored).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(OWASP_SCRYPT_LOG_N).toBe(17);
    expect(await hasher.verify("correct horse battery", stored)).toBe(true);
    expect(await hasher.verify("correct horse batterY", stored)).toBe(false);
    // Salted: the same password never hashes the same twice.
    expect(await hasher.hash("correct horse battery")).not.toBe(stored);
    // ~128 MiB of memory work cannot be instant; printed for the report.
    expect(ms).toBeGreaterThan(20);
    process.stdout.write(`scrypt N=2^17 hash: ${Math.round(ms)} ms\n`);
  });

  it("a hash keeps its own cost, so a lower-cost hash still verifies under the default", async () => {
    const cheap = await createPasswordHasher(10).hash("another long password");
    expect(await createPasswordHasher().verify("another long password", cheap)).toBe(true);
    expect(await createPasswordHasher().verify("x", "not-a-hash")).toBe(false);
  });

  it("refuses the commonest passwords from zxcvbn-ts's list, case-insensitively", () => {
    for (const p of ["password", "12345678", "qwertyuiop", "Iloveyou", "PASSWORD1"]) expect(isCommonPassword(p)).toBe(true);
    expect(isCommonPassword("correct horse battery")).toBe(false);
  });
});

describe("the hash slots", () => {
  it("run at most `size` hashes at once, the rest in arrival order", async () => {
    const slot = limiter(2);
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const work = (i: number) =>
      slot(async () => {
        active++;
        peak = Math.max(peak, active);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(i);
        active--;
        return i;
      });
    expect(await Promise.all([0, 1, 2, 3, 4, 5].map(work))).toEqual([0, 1, 2, 3, 4, 5]);
    expect(peak).toBe(2);
    expect(order.slice(0, 2).sort()).toEqual([0, 1]);
  });
});
