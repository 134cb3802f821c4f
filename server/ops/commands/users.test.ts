import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "#server/db/client.ts";
import { users } from "#server/db/schema/index.ts";
import { freshDatabase, ops } from "#tests/support/ops.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await freshDatabase();
  await handle.db.insert(users).values([
    { email: "ana@example.org", displayName: "Ana", passwordHash: "x" },
    { email: "ben@example.org", displayName: "Ben", passwordHash: "x" },
  ]);
});
afterAll(async () => {
  await handle.close();
});

describe("ops users promote", () => {
  it("makes the user with that email an ORGANIZER, whatever the case, and no one else", async () => {
    const run = await ops(handle, ["users", "promote", " ANA@Example.org "]);
    expect(run).toMatchObject({ code: 0, out: "ana@example.org (Ana) is now an ORGANIZER.\n" });
    const roles = Object.fromEntries((await handle.db.select().from(users)).map((u) => [u.displayName, u.role]));
    expect(roles).toEqual({ Ana: "ORGANIZER", Ben: "RIDER" });
    expect((await ops(handle, ["users", "promote", "ana@example.org"])).out).toContain("already an ORGANIZER");
  });

  it("fails with exit 1 for an unknown email", async () => {
    const run = await ops(handle, ["users", "promote", "nobody@example.org"]);
    expect(run.code).toBe(1);
    expect(run.err).toContain("No user has the email nobody@example.org");
    const [ben] = await handle.db.select().from(users).where(eq(users.displayName, "Ben"));
    expect(ben?.role).toBe("RIDER");
  });

  it("needs exactly one email", async () => {
    expect((await ops(handle, ["users", "promote"])).code).toBe(2);
    expect((await ops(handle, ["users", "demote", "a@b.c"])).err).toContain("Unknown subcommand: demote");
  });
});
