import { canonicalizeLocation } from "./canonical-url.ts";
import { installChunkReloadGuard } from "./chunk-reload.ts";

let started = false;

/**
 * Browser start-up, before the router reads the location: canonical address (seed §2) and the
 * chunk-reload guard (seed §4). Called from root's module scope in the browser only.
 */
export function startUp(win: Window): void {
  if (started) return;
  started = true;
  canonicalizeLocation(win);
  installChunkReloadGuard(win);
}
