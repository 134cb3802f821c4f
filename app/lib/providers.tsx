import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { type FlowSource, setFlowSource } from "./guards.ts";
import { getQueryClient } from "./query-client.ts";

/**
 * Registers the data layer with the guard runner. Call once before the router's first
 * clientLoader runs (root.tsx module scope is fine: nothing here touches window until a guard runs).
 * The source, its documents, the transport and the cookie parser load on the first guarded
 * navigation, so the landing page's chunk carries none of them.
 */
export function installDataLayer(): void {
  let source: Promise<FlowSource> | null = null;
  setFlowSource(async (request) => {
    source ??= import("./flow-source.ts").then(
      (m) => m.createFlowSource(),
      (err: unknown) => {
        source = null; // a failed chunk load is retried on the next navigation
        throw err;
      },
    );
    return (await source)(request);
  });
}

/** Wraps the app in the one QueryClient (root.tsx's Layout or App). */
export function DataProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
