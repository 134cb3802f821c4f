import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";
import type { FieldError } from "#core/validation.ts";
import type { DbHandle } from "#server/db/client.ts";

export interface LimitRule {
  points: number;
  durationS: number;
}

/** Per-IP and per-account budgets; tests pass smaller ones through buildApp. */
export const DEFAULT_LIMITS = {
  loginIp: { points: 30, durationS: 600 },
  loginAccount: { points: 10, durationS: 600 },
  registerIp: { points: 10, durationS: 3600 },
  startAttemptIp: { points: 60, durationS: 600 },
  startAttemptAccount: { points: 20, durationS: 600 },
} satisfies Record<string, LimitRule>;
export type LimitName = keyof typeof DEFAULT_LIMITS;

export interface RateLimits {
  /** Spends one point on each key; a field error when any budget is spent. */
  consume(field: string, checks: [LimitName, string][]): Promise<FieldError | null>;
}

/**
 * PGlite is one process, so memory holds the counts; on PostgreSQL they live in the shared
 * rate_limits table (migration 0001) so limits hold across server processes.
 */
export function createRateLimits(handle: DbHandle, overrides: Partial<Record<LimitName, LimitRule>> = {}): RateLimits {
  const limiters = new Map<LimitName, RateLimiterAbstract>();
  for (const name of Object.keys(DEFAULT_LIMITS) as LimitName[]) {
    const rule = overrides[name] ?? DEFAULT_LIMITS[name];
    const opts = { keyPrefix: name, points: rule.points, duration: rule.durationS };
    limiters.set(
      name,
      handle.pool
        ? new RateLimiterPostgres({ ...opts, storeClient: handle.pool, storeType: "pool", tableName: "rate_limits", tableCreated: true })
        : new RateLimiterMemory(opts),
    );
  }
  return {
    async consume(field, checks) {
      let waitMs = 0;
      for (const [name, key] of checks) {
        try {
          await limiters.get(name)?.consume(key.toLowerCase());
        } catch (err) {
          if (!(err instanceof RateLimiterRes)) throw err;
          waitMs = Math.max(waitMs, err.msBeforeNext);
        }
      }
      if (waitMs === 0) return null;
      return { field, message: `Too many attempts — try again in ${Math.max(1, Math.ceil(waitMs / 1000))} s.` };
    },
  };
}
