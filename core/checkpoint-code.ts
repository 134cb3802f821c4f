/**
 * Checkpoint codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L),
 * printed as XXXX-XXXX. 31^8 ≈ 8.5e11 codes, drawn at random by the server, so guessing
 * one (rate-limited) is hopeless.
 */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CODE_LENGTH = 8;
const REJECT_AT = 256 - (256 % CODE_ALPHABET.length);
/** react-imask mask for the printed form; `#` is defined over CODE_ALPHABET by the input. */
export const CODE_MASK = "####-####";

/** Upper-cases and drops spaces and dashes, so `abcd-2345` and `ABCD 2345` are one code. */
export function normalizeCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, "");
}

export function isValidCode(code: string): boolean {
  if (code.length !== CODE_LENGTH) return false;
  for (const ch of code) if (!CODE_ALPHABET.includes(ch)) return false;
  return true;
}

export function formatCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** `randomBytes` is injected so core stays free of Node and DOM. */
export function generateCode(randomBytes: (n: number) => Uint8Array): string {
  let out = "";
  while (out.length < CODE_LENGTH) {
    for (const b of randomBytes(16)) {
      // Rejection sampling keeps every character equally likely.
      if (b < REJECT_AT && out.length < CODE_LENGTH) out += CODE_ALPHABET[b % CODE_ALPHABET.length];
    }
  }
  return out;
}

/** A QR may hold a bare code or a URL `https://<any host>/scan?code=CODE`. */
export function codeFromScan(text: string): string | null {
  const trimmed = text.trim();
  let candidate = trimmed;
  try {
    const url = new URL(trimmed);
    candidate = url.searchParams.get("code") ?? "";
  } catch {
    // not a URL: a bare code
  }
  const code = normalizeCode(candidate);
  return isValidCode(code) ? code : null;
}
