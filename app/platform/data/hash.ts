const cache = new Map<string, Promise<string | null>>();

/**
 * sha256 of a document's text as lowercase hex, computed once per text with Web Crypto.
 * Null without a secure context (plain http on a LAN address has no `crypto.subtle`): the caller
 * then sends the full query instead of a hash.
 */
export function sha256Hex(text: string): Promise<string | null> {
  let hash = cache.get(text);
  if (!hash) {
    hash = digest(text);
    cache.set(text, hash);
  }
  return hash;
}

async function digest(text: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  const bytes = new Uint8Array(await subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
