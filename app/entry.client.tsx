import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { applyDeferredStylesheets } from "#app/shell/page-paint.ts";

// React Router's own entry, once a painted page's stylesheets apply (app/shell/page-paint.ts).
void applyDeferredStylesheets(window).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
