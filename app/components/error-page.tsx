import { type NormalisedError, statusTitle } from "#app/lib/errors.ts";
import { ErrorPageFailed } from "./error-page-failed.tsx";
import { loadingBar } from "#app/lib/loading-bar.ts";
import { Component, type ErrorInfo, type ReactNode, useEffect } from "react";
import { DefaultLayout } from "./default-layout.tsx";
import { ButtonLink } from "./ui/button.tsx";

/** The one error page: status, a heading for it, the normalised message, a way home. */
export function ErrorPage({ status, message }: NormalisedError) {
  useEffect(() => {
    // Navigation that ends on an error page marks the loading bar failed (seed §4).
    loadingBar.fail();
  }, []);
  return (
    <DefaultLayout
      actions={
        <ButtonLink to="/" variant="primary" block>
          Back to the start
        </ButtonLink>
      }
    >
      <section className="error-page" aria-labelledby="error-title" data-status={status}>
        <p className="error-page__status">{status}</p>
        <h1 id="error-title">{statusTitle(status)}</h1>
        <p className="error-page__message" data-testid="error-message">
          {message}
        </p>
      </section>
    </DefaultLayout>
  );
}

interface GuardState {
  failed: boolean;
}

/** Catches an error thrown while rendering the error page (seed §8, first row). */
export class ErrorPageGuard extends Component<{ children: ReactNode }, GuardState> {
  state: GuardState = { failed: false };

  static getDerivedStateFromError(): GuardState {
    return { failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    // Kept visible for whoever debugs it; the user sees the plain fallback.
    console.warn("The error page failed to render", error, info.componentStack);
  }

  render() {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}
