import { lazy, Suspense, useSyncExternalStore } from "react";

const noop = () => () => {};

// Loaded only without a secure context: the notice and the cookie helper stay out of everyone
// else's first page.
const InsecureNotice = lazy(() => import("./insecure-notice.tsx"));

/**
 * Camera and Web Crypto exist only in a secure context (HTTPS, or localhost). Without one the app
 * still works: codes are typed in by hand, and storage encryption and query hashes come from a
 * library (platform/storage/storage-crypto.ts, platform/data/transport.ts).
 */
export function SecureContextNotice() {
  const secure = useSyncExternalStore(
    noop,
    () => window.isSecureContext,
    () => true,
  );
  if (secure) return null;
  return (
    <Suspense fallback={null}>
      <InsecureNotice />
    </Suspense>
  );
}
