export interface FramePumpStats {
  /** Frames handed to `work`. */
  processed: number;
  /** Ticks skipped because a frame was still in flight or the interval had not passed. */
  dropped: number;
}

export interface FramePump {
  /** Call on every video frame; starts `work` only when nothing is in flight. */
  tick(now: number): boolean;
  readonly busy: boolean;
  readonly stats: FramePumpStats;
}

/**
 * Backpressure for the decode loop: at most one frame in flight and at most one start per
 * `minIntervalMs`. A frame that arrives while the worker is busy is dropped, never queued, so a
 * slow decode can neither pile up memory nor delay the next fresh frame.
 */
export function createFramePump(
  work: (index: number) => Promise<unknown>,
  options: { minIntervalMs?: number; onError?: (error: unknown) => void } = {},
): FramePump {
  const minInterval = options.minIntervalMs ?? 0;
  let busy = false;
  let lastStart = Number.NEGATIVE_INFINITY;
  let index = 0;
  const stats: FramePumpStats = { processed: 0, dropped: 0 };
  return {
    tick(now) {
      if (busy || now - lastStart < minInterval) {
        stats.dropped++;
        return false;
      }
      busy = true;
      lastStart = now;
      stats.processed++;
      const current = index++;
      let settled: Promise<unknown>;
      try {
        settled = Promise.resolve(work(current));
      } catch (error) {
        settled = Promise.reject(error);
      }
      settled
        .catch((error: unknown) => options.onError?.(error))
        .finally(() => {
          busy = false;
        });
      return true;
    },
    get busy() {
      return busy;
    },
    stats,
  };
}
