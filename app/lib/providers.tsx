import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createFlowSource } from "./flow-source.ts";
import { setFlowSource } from "./guards.ts";
import { getQueryClient } from "./query-client.ts";

/**
 * Registers the data layer with the guard runner. Call once before the router's first
 * clientLoader runs (root.tsx module scope is fine: nothing here touches window until a guard runs).
 */
export function installDataLayer(): void {
  setFlowSource(createFlowSource());
}

/** Wraps the app in the one QueryClient (root.tsx's Layout or App). */
export function DataProviders({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={getQueryClient()}>{children}</QueryClientProvider>;
}
