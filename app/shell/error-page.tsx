import { Component, type ErrorInfo, type ReactNode, useEffect } from "react";
import { useLocation } from "react-router";
import { reloadPage } from "#app/platform/routing/chunk-reload.ts";
import { type NormalisedError, riderWords } from "#app/platform/routing/errors.ts";
import { loadingBar } from "#app/platform/routing/loading-bar.ts";
import { Button, ButtonLink } from "#app/ui/button.tsx";
import { DefaultLayout } from "./default-layout.tsx";
import { ErrorPageFailed } from "./error-page-failed.tsx";

export interface ErrorPageProps extends NormalisedError {
  /** For a failure the same page may not repeat (no signal, a part of the app that did not load). */
  onRetry?: () => void;
}

/**
 * The one error page: status, what happened in the rider's words, the normalised message (the
 * catalogue's exact text), Try again where trying again can help, and a way home.
 */
export function ErrorPage({ status, message, onRetry }: ErrorPageProps) {
  const { pathname } = useLocation();
  const words = riderWords(status, pathname);
  const retry = onRetry ?? (words.retry ? () => reloadPage() : undefined);
  useEffect(() => {
    // Navigation that ends on an error page marks the loading bar failed: the rider sees it stopped.
    loadingBar.fail();
  }, []);
  return (
    <DefaultLayout
      actions={
        <>
          {retry ? (
            <Button variant="primary" block onClick={retry} data-testid="try-again">
              Try again
            </Button>
          ) : null}
          <ButtonLink to="/" variant={retry ? "ghost" : "primary"} block>
            Back to the start
          </ButtonLink>
        </>
      }
    >
      <section className="error-page" aria-labelledby="error-title" data-status={status}>
        <p className="error-page__status">{status}</p>
        <h1 id="error-title">{words.title}</h1>
        <p className="error-page__message" data-testid="error-message">
          {message}
        </p>
        <p className="error-page__hint">{words.hint}</p>
      </section>
    </DefaultLayout>
  );
}

interface GuardState {
  failed: boolean;
}

/** Catches an error thrown while rendering the error page, so the rider still sees a way home. */
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
