import { loadDataLayer } from "#app/platform/data/providers.tsx";
import { type FlowSource, setFlowSource } from "#app/platform/routing/guards.ts";

/**
 * Registers the session as the guards' flow source. Call once before the router's first
 * clientLoader runs (root.tsx module scope is fine: nothing here touches window until a guard runs).
 * The source, its documents, the transport and the cookie parser load on the first guarded
 * navigation, so the landing page's chunk carries none of them. The QueryClient loads with them,
 * so the page a guard lets through renders with its client at once.
 */
export function installFlowSource(): void {
  let source: Promise<FlowSource> | null = null;
  setFlowSource(async (request) => {
    source ??= Promise.all([import("./flow-source.ts"), loadDataLayer()]).then(
      ([m]) => m.createFlowSource(),
      (err: unknown) => {
        source = null; // a failed chunk load is retried on the next navigation
        throw err;
      },
    );
    return (await source)(request);
  });
}
