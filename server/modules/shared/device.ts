import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "#server/db/client.ts";
import { serverKeys } from "#server/db/schema/index.ts";

/**
 * The one device-id mechanism (issue 28, item 5): a random id the server issues in a signed cookie.
 * What it is for: budgets and caps that belong to one phone rather than to a whole venue's shared
 * address (docs/security.md, "Budgets"). It signs nobody in. The signature only says this server
 * issued the id, so no one can name another phone's id; a new id costs what a new phone costs.
 */
export const DEVICE_COOKIE = "mq_device";
/** A year: a phone stays the same device through an event season. */
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 3600;

export interface DeviceIds {
  /** The device id in a cookie value this server signed; null for anything else. */
  read(cookieValue: string | undefined): string | null;
  /**
   * A new device id and the cookie value that carries it; null when this address (its budget key)
   * was issued ISSUE_LIMIT ids within the window: fresh ids are what a new budget costs, so they
   * are not free (the request then goes on as an unknown device, on the address's budgets).
   */
  issue(address: string): { id: string; cookieValue: string } | null;
}

/** New device ids per address per window: a club of riders on venue Wi-Fi each get one, like registerIp. */
const ISSUE_LIMIT = 1000;
const ISSUE_WINDOW_MS = 10 * 60_000;

export function deviceIds(key: Buffer, limit = ISSUE_LIMIT): DeviceIds {
  // Counted in this process's memory, bounded in entries: a cap on a cheap cookie, not an account.
  const issued = new LRUCache<string, number>({ max: 50_000, ttl: ISSUE_WINDOW_MS, noUpdateTTL: true });
  const mac = (id: string) => createHmac("sha256", key).update(`device:${id}`).digest("base64url").slice(0, 27);
  return {
    read(value) {
      const m = /^([0-9a-f-]{36})\.([\w-]{27})$/.exec(value ?? "");
      if (!m) return null;
      const [, id = "", sig = ""] = m;
      const expected = Buffer.from(mac(id));
      return timingSafeEqual(expected, Buffer.from(sig)) ? id : null;
    },
    issue(address) {
      const n = issued.get(address) ?? 0;
      if (n >= limit) return null;
      issued.set(address, n + 1);
      const id = randomUUID();
      return { id, cookieValue: `${id}.${mac(id)}` };
    },
  };
}

/** The key every process signs device ids with: made by the first process to start, read by all. */
export async function loadDeviceKey(db: Db): Promise<Buffer> {
  await db
    .insert(serverKeys)
    .values({ name: "device", key: randomBytes(32) })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverKeys).where(eq(serverKeys.name, "device"));
  if (!row) throw new Error("server_keys has no device key");
  return Buffer.from(row.key);
}
