import { prefetchOnView } from "#app/lib/prefetch.ts";
import { useEffect, useRef, useState } from "react";
import { Link, type LinkProps, PrefetchPageLinks } from "react-router";

export interface AppLinkProps extends Omit<LinkProps, "prefetch" | "to"> {
  to: string;
  /** Prefetch the target screen's code when the link scrolls into view (default on). */
  prefetch?: boolean;
}

/**
 * The app's link: prefetches its target route's chunks once it is in view, at an idle moment,
 * and never offline, on slow-2g or with data saver (seed §2; rules in lib/prefetch.ts).
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
      {wanted ? <PrefetchPageLinks page={page} /> : null}
    </>
  );
}
