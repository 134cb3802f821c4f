import { codeFromScan } from "#core/checkpoint-code.ts";
import { safeRedirectPath } from "#core/safe-redirect.ts";

/** The checkpoint code of a poster link waiting in `?redirect=/scan?code=…`, if any. */
export function posterCode(url: URL): string | null {
  const back = safeRedirectPath(url.searchParams.get("redirect"));
  if (!back) return null;
  const target = new URL(back, url.origin);
  return target.pathname === "/scan" ? codeFromScan(target.searchParams.get("code") ?? "") : null;
}
