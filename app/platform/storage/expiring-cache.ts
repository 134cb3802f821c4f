interface Entry<T> {
  value: T;
  /**
   * ISO date after which the entry is dropped: the expiry is given in hours and stored as a date
   * (docs/product.md#cached-entries-and-cookie-storage).
   */
  expiresAt: string;
}

export interface ExpiringCache {
  set<T>(key: string, value: T, hours: number): void;
  /** The value, or null when missing, unreadable or past its date (then it is removed). */
  get<T>(key: string): T | null;
  /** When the entry was stored (its expiry minus its lifetime), for TanStack's `initialDataUpdatedAt`. */
  expiresAt(key: string): number | null;
  remove(key: string): void;
}

export interface ExpiringCacheOptions {
  prefix?: string;
  /** Defaults to localStorage in the browser; without one (build time, blocked storage) nothing is kept. */
  storage?: Storage | null;
  now?: () => number;
}

function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** Cached entries that expire: the sample question set (offline practice) and event info. */
export function createExpiringCache(opts: ExpiringCacheOptions = {}): ExpiringCache {
  const prefix = opts.prefix ?? "motoquiz:cache:";
  const now = opts.now ?? Date.now;
  const storage = () => (opts.storage === undefined ? defaultStorage() : opts.storage);

  function read<T>(key: string): Entry<T> | null {
    const store = storage();
    const raw = store?.getItem(prefix + key);
    if (!store || raw == null) return null;
    try {
      const entry = JSON.parse(raw) as Entry<T>;
      const at = Date.parse(entry.expiresAt);
      if (!Number.isFinite(at) || at <= now() || !("value" in entry)) throw new Error("expired");
      return entry;
    } catch {
      store.removeItem(prefix + key);
      return null;
    }
  }

  return {
    set(key, value, hours) {
      const entry: Entry<unknown> = { value, expiresAt: new Date(now() + hours * 3_600_000).toISOString() };
      try {
        storage()?.setItem(prefix + key, JSON.stringify(entry));
      } catch {
        // Quota exceeded or storage blocked: the cache is an optimisation, the app works without it.
      }
    },
    get: <T>(key: string) => read<T>(key)?.value ?? null,
    expiresAt(key) {
      const entry = read(key);
      return entry ? Date.parse(entry.expiresAt) : null;
    },
    remove(key) {
      storage()?.removeItem(prefix + key);
    },
  };
}

let shared: ExpiringCache | null = null;

export function getExpiringCache(): ExpiringCache {
  shared ??= createExpiringCache();
  return shared;
}
