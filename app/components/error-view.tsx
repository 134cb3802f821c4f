import { isChunkLoadError } from "#app/lib/chunk-reload.ts";
import { normaliseError } from "#app/lib/errors.ts";
import { ErrorPage, ErrorPageGuard } from "./error-page.tsx";

/** A part of the app that did not arrive is a connection problem, and says so. */
const CHUNK_FAILED = { status: 503, message: "Part of the app could not be loaded. Check your signal, then try again." };

/**
 * The root error boundary's content: the normalised error on the one error page, guarded against
 * failing itself. Its own chunk, fetched at the first idle moment after start-up (root.tsx), so the
 * landing page's first load stays within budget and the page is still there offline.
 */
export default function ErrorView({ error }: { error: unknown }) {
  const { status, message } = isChunkLoadError(error) ? CHUNK_FAILED : normaliseError(error);
  return (
    <ErrorPageGuard>
      <ErrorPage status={status} message={message} />
    </ErrorPageGuard>
  );
}
