import { type RefObject, useEffect, useState } from "react";
import { prefetchOnView, routeChunks } from "#app/platform/routing/link-prefetch.ts";

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
 * Prefetches `page`'s chunks once `anchor` is in view, at an idle moment, and never offline, on
 * slow-2g or with data saver (the rules are in platform/routing/link-prefetch.ts).
 */
export function LinkPrefetch({ anchor, page }: { anchor: RefObject<HTMLAnchorElement | null>; page: string }) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === "undefined") return;
    return prefetchOnView(element, () => setWanted(true));
  }, [anchor]);
  return wanted ? <PrefetchChunks page={page} /> : null;
}
