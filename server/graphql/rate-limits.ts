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
  startAttemptIp: { points: 30, durationS: 600 },
  startAttemptAccount: { points: 10, durationS: 600 },
} satisfies Record<string, LimitRule>;
export type LimitName = keyof typeof DEFAULT_LIMITS;

export interface RateLimits {
  /** A field error when any of the budgets is already spent; spends nothing. */
  check(field: string, checks: [LimitName, string][]): Promise<FieldError | null>;
  /** Spends one point on each key (a failed login, an unknown code, a registration). */
  spend(checks: [LimitName, string][]): Promise<void>;
}

function tooMany(field: string, waitMs: number): FieldError {
  return { field, message: `Too many attempts — try again in ${Math.max(1, Math.ceil(waitMs / 1000))} s.` };
}

/**
 * PGlite is one process, so memory holds the counts; on PostgreSQL they live in the shared
 * rate_limits table (migration 0001) so limits hold across server processes.
 */
export function createRateLimits(handle: DbHandle, overrides: Partial<Record<LimitName, LimitRule>> = {}): RateLimits {
  const limiters = new Map<LimitName, { limiter: RateLimiterAbstract; points: number }>();
  for (const name of Object.keys(DEFAULT_LIMITS) as LimitName[]) {
    const rule = overrides[name] ?? DEFAULT_LIMITS[name];
    const opts = { keyPrefix: name, points: rule.points, duration: rule.durationS };
    const limiter = handle.pool
      ? new RateLimiterPostgres({ ...opts, storeClient: handle.pool, storeType: "pool", tableName: "rate_limits", tableCreated: true })
      : new RateLimiterMemory(opts);
    limiters.set(name, { limiter, points: rule.points });
  }
  return {
    async check(field, checks) {
      let waitMs = 0;
      for (const [name, key] of checks) {
        const entry = limiters.get(name);
        const res = await entry?.limiter.get(key.toLowerCase());
        if (entry && res && res.consumedPoints >= entry.points) waitMs = Math.max(waitMs, res.msBeforeNext);
      }
      return waitMs > 0 ? tooMany(field, waitMs) : null;
    },
    async spend(checks) {
      for (const [name, key] of checks) {
        try {
          await limiters.get(name)?.limiter.consume(key.toLowerCase());
        } catch (err) {
          // Over the budget already: the next check() reports it.
          if (!(err instanceof RateLimiterRes)) throw err;
        }
      }
    },
  };
}
