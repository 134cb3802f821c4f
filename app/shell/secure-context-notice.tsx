import { useSyncExternalStore } from "react";

const noop = () => () => {};

/**
 * Camera and Web Crypto exist only in a secure context (HTTPS, or localhost). Without one the app
 * still works: codes are typed in by hand and state is kept unencrypted in sessionStorage only.
 */
export function SecureContextNotice() {
  const secure = useSyncExternalStore(
    noop,
    () => window.isSecureContext,
    () => true,
  );
  if (secure) return null;
  return (
    <div className="banner" role="note" data-testid="insecure-notice">
      <span>Not a secure (HTTPS) connection: the camera is off, so type codes in by hand. Progress is kept for this tab only.</span>
    </div>
  );
}
