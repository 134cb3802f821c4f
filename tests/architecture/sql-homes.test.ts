import { relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importSpecs, sources } from "./import-graph.ts";

// Queries live in the domain services (server/modules/<domain>/) and the database layer
// (server/db/); the ops CLI, the HTTP routes and the rest of the server call those services.
// Holding Drizzle or the table definitions is what writing SQL takes, so importing either is the test.
const SERVER = resolve("server");
const HOMES = ["db/", "modules/"];

const isSqlModule = (spec: string) => /^drizzle-orm(\/|$)/.test(spec) || /(^|\/)db\/schema(\/index\.ts)?$/.test(spec);

function sqlImporters(): string[] {
  return sources(SERVER).filter((f) => importSpecs(f).some(isSqlModule));
}

describe("where SQL is written", () => {
  const importers = sqlImporters().map((f) => relative(SERVER, f));

  it("finds the services' queries (the check reads real imports)", () => {
    expect(importers).toContain("modules/events/service.ts");
    expect(importers).toContain("db/seed.ts");
  });

  it("only in server/db and the domain services: ops, http and the rest call services", () => {
    expect(importers.filter((f) => !HOMES.some((home) => f.startsWith(home)))).toEqual([]);
  });
});
