import { createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
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
  /** A new device id and the cookie value that carries it. */
  issue(): { id: string; cookieValue: string };
}

export function deviceIds(key: Buffer): DeviceIds {
  const mac = (id: string) => createHmac("sha256", key).update(`device:${id}`).digest("base64url").slice(0, 27);
  return {
    read(value) {
      const m = /^([0-9a-f-]{36})\.([\w-]{27})$/.exec(value ?? "");
      if (!m) return null;
      const [, id = "", sig = ""] = m;
      const expected = Buffer.from(mac(id));
      return timingSafeEqual(expected, Buffer.from(sig)) ? id : null;
    },
    issue() {
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
