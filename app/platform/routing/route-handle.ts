import type { Guard } from "./guards.ts";

/** What a route module's `handle` tells the shell. */
export interface RouteHandle {
  /** Run in order by the route's clientLoader (platform/routing/guards.ts). */
  guards?: readonly Guard[];
  /** false: arriving on this route keeps the scroll position (docs/product.md#scrolling). */
  scrollReset?: boolean;
  /** true: the page fills a big screen (the TV board), without the desktop view's phone column and panel. */
  fullScreen?: boolean;
}
