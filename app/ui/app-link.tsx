import { useEffect, useRef, useState } from "react";
import { Link, type LinkProps } from "react-router";
import { prefetchOnView, routeChunks } from "#app/platform/routing/prefetch.ts";

export interface AppLinkProps extends Omit<LinkProps, "prefetch" | "to"> {
  to: string;
  /** Prefetch the target screen's code when the link scrolls into view (default on). */
  prefetch?: boolean;
}

function PrefetchChunks({ page }: { page: string }) {
  const manifest = window.__reactRouterManifest;
  const { scripts, styles } = routeChunks(manifest, page);
  return (
    <>
      {scripts.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      {styles.map((href) => (
        <link key={href} rel="prefetch" as="style" href={href} />
      ))}
    </>
  );
}

/**
 * The app's link: prefetches its target route's chunks once it is in view, at an idle moment,
 * and never offline, on slow-2g or with data saver (the rules are in platform/routing/prefetch.ts).
 */
export function AppLink({ to, prefetch = true, ...rest }: AppLinkProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!prefetch || !element || typeof IntersectionObserver === "undefined") return;
    return prefetchOnView(element, () => setWanted(true));
  }, [prefetch]);
  const page = to.split(/[?#]/)[0] || "/";
  return (
    <>
      <Link ref={ref} to={to} {...rest} />
      {wanted ? <PrefetchChunks page={page} /> : null}
    </>
  );
}
