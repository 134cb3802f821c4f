import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { useOnline } from "#app/platform/data/connectivity.ts";
import { isChunkLoadError, reloadPage } from "#app/platform/routing/chunk-reload.ts";
import { normaliseError } from "#app/platform/routing/errors.ts";
import { ErrorPage, ErrorPageGuard } from "./error-page.tsx";

/** A part of the app that did not arrive is a connection problem, and says so. */
const CHUNK_FAILED = { status: 503, message: "Part of the app could not be loaded. Check your signal, then try again." };
/** Without signal the page may have nothing to show yet; the rider's progress is kept on the server. */
const OFFLINE = { status: 503, message: "You're offline — your quiz continues when the signal is back." };

/**
 * The root error boundary's content: the normalised error on the one error page, guarded against
 * failing itself. Its own chunk, fetched at the first idle moment after start-up (root.tsx), so the
 * landing page's first load stays within budget and the page is still there offline (it is also
 * precached by the service worker). A module that failed to load (platform/routing/chunk-reload.ts) or any
 * failure without signal gets Try again instead of the framework's or the network's wording.
 */
export default function ErrorView({ error, retryTo }: { error: unknown; retryTo?: string }) {
  const online = useOnline();
  const revalidator = useRevalidator();
  // Shown offline: when the signal is back the page tries again by itself.
  const shownOffline = useRef(!online);
  useEffect(() => {
    if (!online) shownOffline.current = true;
    else if (shownOffline.current) {
      shownOffline.current = false;
      void revalidator.revalidate();
    }
  }, [online, revalidator]);
  const normalised = normaliseError(error);
  const offline = (!online || shownOffline.current) && normalised.status !== 404;
  const retry = offline ? OFFLINE : isChunkLoadError(error) ? CHUNK_FAILED : null;
  // A navigation that stalled (shell/app-shell.tsx) is tried again where it was heading.
  const onRetry = () => (retryTo ? window.location.assign(retryTo) : reloadPage());
  return <ErrorPageGuard>{retry ? <ErrorPage {...retry} onRetry={onRetry} /> : <ErrorPage {...normalised} />}</ErrorPageGuard>;
}
