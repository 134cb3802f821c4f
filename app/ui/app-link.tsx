import { useRef } from "react";
import { Link, type LinkProps } from "react-router";
import { loadLater } from "#app/platform/routing/chunk-reload.ts";

export interface AppLinkProps extends Omit<LinkProps, "prefetch" | "to"> {
  to: string;
  /** Prefetch the target screen's code when the link scrolls into view (default on). */
  prefetch?: boolean;
}

// The prefetch acts at an idle moment only: it loads after the first render (scripts/chunk-groups.ts).
const LinkPrefetch = loadLater(() => import("./link-prefetch.tsx").then((m) => m.LinkPrefetch));

/**
 * The app's link: prefetches its target route's chunks once it is in view, at an idle moment,
 * and never offline, on slow-2g or with data saver (the rules are in platform/routing/link-prefetch.ts).
 */
export function AppLink({ to, prefetch = true, ...rest }: AppLinkProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  const page = to.split(/[?#]/)[0] || "/";
  return (
    <>
      <Link ref={ref} to={to} {...rest} />
      {prefetch ? <LinkPrefetch anchor={ref} page={page} /> : null}
    </>
  );
}
