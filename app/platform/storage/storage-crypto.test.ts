import { describe, expect, it } from "vitest";
import { createStorageCipher, nobleCipher, webCryptoCipher } from "./storage-crypto.ts";

const UA = "Mozilla/5.0 (Linux; Android 14) MotoQuizTest";

const AGENT = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
const STATE = JSON.stringify({ version: 3, state: { sound: true, pendingCode: "GEAR2345", nickname: "Žaneta 🏍" } });

describe("the storage cipher with Web Crypto", () => {
  it("round-trips and derives key and IV from user agent + title (PBKDF2-SHA-512, 64 iterations)", async () => {
    const cipher = await createStorageCipher(UA, "MotoQuiz");
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
    const sealed = (await a.encrypt("x".repeat(40))) ?? "";
    await expect(b.decrypt(sealed)).rejects.toThrow();
  });
});

describe("the storage cipher without Web Crypto (@noble, plain http on a LAN address)", () => {
  it("seals exactly as Web Crypto does (AES-256-CBC, PBKDF2-SHA-512 key and IV), and each opens the other's", async () => {
    const web = await webCryptoCipher(globalThis.crypto.subtle, AGENT, "MotoQuiz");
    const noble = await nobleCipher(AGENT, "MotoQuiz");
    const sealed = await noble.encrypt(STATE);
    expect(sealed).toBe(await web.encrypt(STATE));
    expect(sealed).not.toContain("GEAR2345");
    expect(await web.decrypt(sealed)).toBe(STATE);
    expect(await noble.decrypt(await web.encrypt(STATE))).toBe(STATE);
  });

  it("round-trips every state, again and again with one key, and refuses a foreign key", async () => {
    const noble = await nobleCipher("192.0.2.17", "MotoQuiz");
    for (const text of ["", "x", "a".repeat(16), STATE, STATE.repeat(40)]) {
      expect(await noble.decrypt(await noble.encrypt(text))).toBe(text);
    }
    const other = await nobleCipher("192.0.2.18", "MotoQuiz");
    await expect(other.decrypt(await noble.encrypt(STATE))).rejects.toThrow();
  });
});
