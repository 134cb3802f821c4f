import { useEffect, useState } from "react";
import { MIN_DISPLAY_DELAY_MS } from "#app/platform/constants.ts";

/**
 * True once `pending` has lasted the minimum display delay of 200 ms (docs/product.md#minimum-display-delay):
 * a spinner or pending label for a fetch that ends sooner never flashes. Every pending indicator of
 * a data fetch goes through this hook (tests/unit/pending-indicators.test.ts holds that);
 * its own module so the landing's Button can use it without loading TanStack Query.
 */
export function useDelayedPending(pending: boolean, delayMs: number = MIN_DISPLAY_DELAY_MS): boolean {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!pending) {
      setShow(false);
      return;
    }
    const timer = setTimeout(() => setShow(true), delayMs);
    return () => clearTimeout(timer);
  }, [pending, delayMs]);
  return show;
}
