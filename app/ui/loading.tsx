import { useDelayedPending } from "./delayed-pending.ts";
import { Spinner } from "./spinner.tsx";

/**
 * A view whose data is on its way: the wheel shows only once the minimum display delay has passed
 * (docs/product.md#minimum-display-delay), so a quick answer never flashes it.
 */
export function Loading({ pending, label = "Loading…" }: { pending: boolean; label?: string }) {
  const busy = useDelayedPending(pending);
  return busy ? <Spinner label={label} /> : null;
}
