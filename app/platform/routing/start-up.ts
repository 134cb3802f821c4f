import { canonicalizeLocation } from "./canonical-url.ts";
import { installChunkReloadGuard } from "./chunk-reload.ts";

let started = false;

/**
 * Browser start-up, before the router reads the location: canonical address and the
 * chunk-reload guard (docs/product.md#start-up). Called from root's module scope in the browser only.
 */
export function startUp(win: Window): void {
  if (started) return;
  started = true;
  canonicalizeLocation(win);
  installChunkReloadGuard(win);
}
