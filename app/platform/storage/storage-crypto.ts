import { STORAGE_CRYPTO } from "#app/platform/constants.ts";

/**
 * The storage encryption of docs/product.md#persisted-state: AES-256-CBC with key and IV from PBKDF2-SHA-512, 64
 * iterations, 64 bytes. Of the 64 derived bytes, bytes 0–31 are the AES-256 key and bytes 32–47
 * (the first half of the last 32) the IV; bytes 48–63 are unused. The password is the key
 * material (the user agent, or the network address in that mode), the salt the page title.
 *
 * A fixed IV per key means equal states encrypt equally. That is acceptable because this keeps
 * casual eyes out and is not a security boundary: no secret is ever stored this way.
 */
export interface StorageCipher {
  encrypt(plain: string): Promise<string>;
  /** Throws on foreign or tampered data (wrong key, bad padding, bad base64). */
  decrypt(cipherText: string): Promise<string>;
}

/** Null without a secure context (plain http on a LAN address has no `crypto.subtle`). */
export async function createStorageCipher(material: string, salt: string): Promise<StorageCipher | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const enc = new TextEncoder();
  const base = await subtle.importKey("raw", enc.encode(material), "PBKDF2", false, ["deriveBits"]);
  const bits = new Uint8Array(
    await subtle.deriveBits(
      { name: "PBKDF2", hash: STORAGE_CRYPTO.pbkdf2Hash, salt: enc.encode(salt), iterations: STORAGE_CRYPTO.pbkdf2Iterations },
      base,
      STORAGE_CRYPTO.pbkdf2Bytes * 8,
    ),
  );
  const key = await subtle.importKey("raw", bits.slice(0, 32), { name: "AES-CBC" }, false, ["encrypt", "decrypt"]);
  const iv = bits.slice(32, 48);
  return {
    async encrypt(plain) {
      const out = await subtle.encrypt({ name: "AES-CBC", iv }, key, enc.encode(plain));
      return toBase64(new Uint8Array(out));
    },
    async decrypt(cipherText) {
      const out = await subtle.decrypt({ name: "AES-CBC", iv }, key, fromBase64(cipherText));
      return new TextDecoder("utf-8", { fatal: true }).decode(out);
    },
  };
}

function toBase64(bytes: Uint8Array): string {
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const s = atob(text);
  const bytes = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) bytes[i] = s.charCodeAt(i);
  return bytes;
}
