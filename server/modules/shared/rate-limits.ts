import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { FieldError } from "#core/validation.ts";
import type { DbHandle } from "#server/db/client.ts";

export interface LimitRule {
  points: number;
  durationS: number;
}

/**
 * Budgets sized for a club behind one shared address (venue Wi-Fi, a carrier's NAT): the reasoning
 * is docs/decisions/008-rate-limits.md. Tests pass smaller ones through buildApp.
 */
export const DEFAULT_LIMITS = {
  /** Failed logins from one address, any account: a whole club's typos fit. */
  loginIp: { points: 300, durationS: 600 },
  /** Failed logins at one account from one address (key: email + address): a stranger elsewhere cannot lock the rider out. */
  loginAccount: { points: 10, durationS: 600 },
  /** Accounts created (join or register) from one address: 300 riders in 10 minutes all get in. */
  registerIp: { points: 1000, durationS: 600 },
  /** Unknown codes from one address (startAttempt and checkpointPreview). */
  startAttemptIp: { points: 300, durationS: 600 },
  /** Unknown codes from one account. */
  startAttemptAccount: { points: 10, durationS: 600 },
  /**
   * Unknown codes from one known phone (its signed device cookie, server/modules/shared/device.ts):
   * a phone that holds one spends this instead of the address's, so one person at a venue cannot
   * spend the budget of everyone behind its shared address.
   */
  startAttemptDevice: { points: 30, durationS: 600 },
  /** Unknown codes in `GET /scan?code=` paints: only the paint's preview stops; no other budget moves (a cross-site <img> can send these). */
  scanPaintIp: { points: 300, durationS: 600 },
  /** keepProgress tries per account: each costs a password hash (128 MiB, ~1 s). */
  keepProgressAccount: { points: 5, durationS: 600 },
  /** Board reads without a session from one address: the snapshot makes each cheap; this stops a flood. */
  boardIp: { points: 600, durationS: 60 },
} satisfies Record<string, LimitRule>;
export type LimitName = keyof typeof DEFAULT_LIMITS;

/**
 * Counted in each process's memory even on PostgreSQL: a flood limit on a read that is cheap to
 * serve, where a shared count would cost a database write per read (N processes allow N× as much).
 */
const PER_PROCESS = new Set<LimitName>(["boardIp"]);
export type LimitKeys = [LimitName, string][];

export interface RateLimits {
  /** A field error when any budget is already spent; spends nothing (for tries that cost nothing to evaluate). */
  check(field: string, keys: LimitKeys): Promise<FieldError | null>;
  /**
   * Reserves one point on every key before the work it pays for (a password hash, a code lookup),
   * so N concurrent tries never do more than the budget's worth. A field error when any budget is spent.
   */
  consume(field: string, keys: LimitKeys): Promise<FieldError | null>;
  /** Gives the reserved point back: the try was legitimate (a correct password, a known code). */
  refund(keys: LimitKeys): Promise<void>;
}

export function tooMany(field: string, waitMs: number): FieldError {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return { field, message: `Too many tries — try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.` };
}

/** The per-account-and-address key: one account's failures counted apart for each address. */
export function accountAtAddress(account: string, ip: string): string {
  return `${account}|${ip}`;
}

/**
 * Who pays for a guess at a checkpoint code: a known phone its own budget, else the address's;
 * a signed-in rider their account's too.
 */
export function guessKeys(who: { ip: string; device: string | null; userId?: string | null }): LimitKeys {
  const keys: LimitKeys = who.device ? [["startAttemptDevice", who.device]] : [["startAttemptIp", who.ip]];
  if (who.userId) keys.push(["startAttemptAccount", who.userId]);
  return keys;
}

/**
 * An anonymous board read spends the address's board budget: in the resolver when the read
 * executes, in the HTTP layer when a kept answer serves it (server/http/board-reads.ts).
 */
export function spendBoardRead(limits: RateLimits, ip: string): Promise<FieldError | null> {
  return limits.consume("leaderboard", [["boardIp", ip]]);
}

/**
 * PGlite is one process, so memory holds the counts; on PostgreSQL they live in the shared
 * rate_limits table (migration 0001) so limits hold across server processes. Both consume atomically.
 */
export function createRateLimits(handle: DbHandle, overrides: Partial<Record<LimitName, LimitRule>> = {}): RateLimits {
  const limiters = new Map<LimitName, RateLimiterAbstract>();
  for (const name of Object.keys(DEFAULT_LIMITS) as LimitName[]) {
    const rule = overrides[name] ?? DEFAULT_LIMITS[name];
    const opts = { keyPrefix: name, points: rule.points, duration: rule.durationS };
    limiters.set(
      name,
      handle.pool && !PER_PROCESS.has(name)
        ? new RateLimiterPostgres({ ...opts, storeClient: handle.pool, storeType: "pool", tableName: "rate_limits", tableCreated: true })
        : new RateLimiterMemory(opts),
    );
  }
  const limiter = (name: LimitName): RateLimiterAbstract => {
    const found = limiters.get(name);
    if (!found) throw new Error(`no rate limiter named ${name}`);
    return found;
  };
  async function refund(keys: LimitKeys) {
    for (const [name, key] of keys) await limiter(name).reward(key.toLowerCase(), 1);
  }
  return {
    async check(field, keys) {
      let waitMs = 0;
      for (const [name, key] of keys) {
        const res = await limiter(name).get(key.toLowerCase());
        if (res && res.remainingPoints <= 0) waitMs = Math.max(waitMs, res.msBeforeNext);
      }
      return waitMs > 0 ? tooMany(field, waitMs) : null;
    },
    async consume(field, keys) {
      let waitMs = 0;
      const taken: LimitKeys = [];
      for (const [name, key] of keys) {
        try {
          await limiter(name).consume(key.toLowerCase());
          taken.push([name, key]);
        } catch (err) {
          if (!(err instanceof RateLimiterRes)) throw err;
          waitMs = Math.max(waitMs, err.msBeforeNext);
        }
      }
      if (waitMs === 0) return null;
      // Refused: the points taken on the other keys paid for nothing.
      await refund(taken);
      return tooMany(field, waitMs);
    },
    refund,
  };
}
