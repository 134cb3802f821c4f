import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { dictionary } from "@zxcvbn-ts/language-common";

/** OWASP's scrypt figure: N=2^17, r=8, p=1 (128 MiB per hash). */
export const OWASP_SCRYPT_LOG_N = 17;
const R = 8;
const P = 1;
const KEY_LEN = 32;
const MAXMEM = 256 * 1024 * 1024;

// zxcvbn-ts's list of the commonest passwords (most common first), maintained upstream.
const COMMON = new Set(dictionary["passwords-common"].map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the same time as a real verify, for unknown emails. */
  dummyVerify(password: string): Promise<void>;
}

/**
 * Hashes at once per process: each takes 128 MiB and a core for ~1 s at the OWASP cost, so a burst
 * (30 keepProgress calls at once took a rider's login from 0.5 s to 33 s) queues instead of
 * swapping; a login waits its turn behind at most this many.
 */
export const MAX_CONCURRENT_HASHES = 2;

/** A counting semaphore: the returned function runs `work` in one of `size` slots, waiting for one. */
export function limiter(size: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (active >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else active++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active--;
    }
  };
}

function derive(password: string, salt: Buffer, logN: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LEN, { N: 2 ** logN, r: R, p: P, maxmem: MAXMEM }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/**
 * Stored as `scrypt$<logN>$<r>$<p>$<salt b64>$<key b64>`, so the cost can rise later and old
 * hashes still verify. `logN` below 17 is for tests only (buildApp option, documented in docs/developers.md, "Tests").
 */
export function createPasswordHasher(logN = OWASP_SCRYPT_LOG_N, concurrent = MAX_CONCURRENT_HASHES): PasswordHasher {
  let dummy: Promise<string> | undefined;
  const slot = limiter(concurrent);

  const hasher: PasswordHasher = {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await slot(() => derive(password, salt, logN));
      return `scrypt$${logN}$${R}$${P}$${salt.toString("base64")}$${key.toString("base64")}`;
    },
    async verify(password, stored) {
      const [scheme, n, , , salt, key] = stored.split("$");
      if (scheme !== "scrypt" || !n || !salt || !key) return false;
      const expected = Buffer.from(key, "base64");
      const actual = await slot(() => derive(password, Buffer.from(salt, "base64"), Number(n)));
      return actual.length === expected.length && timingSafeEqual(actual, expected);
    },
    async dummyVerify(password) {
      dummy ??= hasher.hash(randomBytes(12).toString("base64"));
      await hasher.verify(password, await dummy);
    },
  };
  return hasher;
}
