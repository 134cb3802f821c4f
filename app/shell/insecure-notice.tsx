import { useState } from "react";
import { cookieStorage } from "#app/platform/storage/cookie-storage.ts";

/** The cookie storage helper's flag: the rider has read the notice; it stays away for a day (24 h). */
export const INSECURE_NOTICE_DISMISSED = "mq-insecure-notice-dismissed";

/** What a plain-http connection costs, said once a day rather than on every page. */
export default function InsecureNotice() {
  const [dismissed, setDismissed] = useState(() => cookieStorage.get(INSECURE_NOTICE_DISMISSED) === true);
  if (dismissed) return null;
  return (
    <div className="banner" role="note" data-testid="insecure-notice">
      <span>Not a secure (HTTPS) connection: the camera is off, so type codes in by hand.</span>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => {
          cookieStorage.set(INSECURE_NOTICE_DISMISSED, true);
          setDismissed(true);
        }}
      >
        Got it
      </button>
    </div>
  );
}
