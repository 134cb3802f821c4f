import { ERROR_TEXT } from "#app/platform/routing/error-texts.ts";

/** Shown when the error page itself fails. No layout, nothing that could fail again. */
export function ErrorPageFailed() {
  return (
    <main className="splash">
      <p className="error-page__message">{ERROR_TEXT.errorPageFailed}</p>
      <a className="button button--primary" href="/">
        Back to the start
      </a>
    </main>
  );
}
