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

/**
 * The cipher for `material` and `salt`: Web Crypto where the page has it, else (plain http on a LAN
 * address has no `crypto.subtle`) the same AES-256-CBC and PBKDF2-SHA-512 from @noble/ciphers and
 * @noble/hashes, loaded only then, so a rider on HTTPS downloads none of it. Both produce the same
 * bytes (storage-crypto.test.ts), so a state sealed by one opens with the other.
 */
export async function createStorageCipher(material: string, salt: string): Promise<StorageCipher> {
  const subtle = globalThis.crypto?.subtle;
  return subtle ? webCryptoCipher(subtle, material, salt) : nobleCipher(material, salt);
}

const enc = new TextEncoder();
const decodeUtf8 = (bytes: Uint8Array) => new TextDecoder("utf-8", { fatal: true }).decode(bytes);

export async function webCryptoCipher(subtle: SubtleCrypto, material: string, salt: string): Promise<StorageCipher> {
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
      return decodeUtf8(new Uint8Array(await subtle.decrypt({ name: "AES-CBC", iv }, key, fromBase64(cipherText))));
    },
  };
}

export async function nobleCipher(material: string, salt: string): Promise<StorageCipher> {
  const [{ pbkdf2Async }, { sha512 }, { cbc }] = await Promise.all([
    import("@noble/hashes/pbkdf2"),
    import("@noble/hashes/sha2"),
    import("@noble/ciphers/aes"),
  ]);
  const bits = await pbkdf2Async(sha512, enc.encode(material), enc.encode(salt), {
    c: STORAGE_CRYPTO.pbkdf2Iterations,
    dkLen: STORAGE_CRYPTO.pbkdf2Bytes,
  });
  const key = bits.slice(0, 32);
  const iv = bits.slice(32, 48);
  // One instance per call: noble refuses a second encrypt() with the same key and IV on one instance
  // (the fixed IV is the seed's, see above).
  return {
    async encrypt(plain) {
      return toBase64(cbc(key, iv).encrypt(enc.encode(plain)));
    },
    async decrypt(cipherText) {
      return decodeUtf8(cbc(key, iv).decrypt(fromBase64(cipherText)));
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
