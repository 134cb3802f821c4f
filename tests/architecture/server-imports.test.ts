import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { cycles, importSpecs, sources } from "./import-graph.ts";

// The server's imports flow one way: the transports (http, graphql) and the ops CLI call the
// domain modules; the modules use the live pub/sub, the database and core; nothing imports
// server/index.ts. Type-only imports count: a type cycle is still a knot to read.
const ROOT = resolve(".");

const LAYERS = ["index", "app", "http", "graphql", "ops", "modules", "live", "db", "env", "core", "content"] as const;
type Layer = (typeof LAYERS)[number];

/** Who may import whom, besides a layer importing itself. The table itself has no cycle (tested below). */
const MAY_IMPORT: Record<Layer, Layer[]> = {
  index: ["app", "env", "db", "ops"],
  app: ["http", "graphql", "modules", "live", "db", "core"],
  http: ["graphql", "modules", "core"],
  graphql: ["modules", "live", "core"],
  ops: ["modules", "db", "env", "core", "content"],
  modules: ["live", "db", "core"],
  live: ["db", "core"],
  db: ["core", "content"],
  env: [],
  core: [],
  content: ["core"],
};

function layerOf(file: string): Layer | null {
  const path = relative(ROOT, file);
  if (path === "server/index.ts") return "index";
  if (path === "server/app.ts") return "app";
  if (path === "server/env.ts") return "env";
  const top = /^server\/([^/]+)\//.exec(path)?.[1] ?? /^(core|content)\//.exec(path)?.[1];
  return LAYERS.find((l) => l === top) ?? null;
}

const ALIASES: Record<string, string> = { "#server/": "server", "#core/": "core", "#app/": "app", "#tests/": "tests" };

function resolveSpec(from: string, spec: string): string | null {
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
  const base = alias
    ? join(ROOT, ALIASES[alias] ?? "", spec.slice(alias.length))
    : spec.startsWith(".")
      ? resolve(dirname(from), spec)
      : null;
  if (!base) return null;
  return [base, `${base}.ts`, `${base}.tsx`].find((p) => existsSync(p) && statSync(p).isFile()) ?? null;
}

function importsOf(file: string): string[] {
  return importSpecs(file).flatMap((spec) => resolveSpec(file, spec) ?? []);
}

const files = [...sources(join(ROOT, "server"), ["node_modules"]), ...sources(join(ROOT, "core"))];
const graph = new Map(files.map((f) => [f, importsOf(f)]));
const name = (f: string) => relative(ROOT, f);

/** `server/modules/<domain>/…` → the domain; files at the modules root (deps.ts, __generated__) have none. */
const domainOf = (f: string) => /^server\/modules\/([^/_][^/]*)\/.+/.exec(name(f))?.[1] ?? null;

describe("server/ import graph", () => {
  it("reads the whole server, type imports and lazy imports included", () => {
    expect(files.length).toBeGreaterThan(70);
    expect(graph.get(join(ROOT, "server/http/router.ts"))).toContain(join(ROOT, "server/graphql/yoga.ts"));
    expect(graph.get(join(ROOT, "server/modules/deps.ts"))).toContain(join(ROOT, "server/live/hub.ts"));
    expect(graph.get(join(ROOT, "server/ops/cli.ts"))).toContain(join(ROOT, "server/ops/commands/events.ts"));
  });

  it("puts every file in a known layer", () => {
    expect(files.filter((f) => layerOf(f) === null).map(name)).toEqual([]);
  });

  it("allows no cycle between layers", () => {
    expect(cycles([...LAYERS], (l) => MAY_IMPORT[l])).toEqual([]);
  });

  it("has no import circle", () => {
    expect(cycles(files, (f) => graph.get(f) ?? []).map((c) => c.map(name))).toEqual([]);
  });

  it("imports only downward: http, graphql, ops → modules → live → db → core", () => {
    const wrong: string[] = [];
    for (const [f, targets] of graph) {
      const from = layerOf(f);
      for (const t of targets) {
        const to = layerOf(t);
        if (from && from !== to && !(to && MAY_IMPORT[from].includes(to))) wrong.push(`${name(f)} → ${name(t)}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("keeps the domain modules free of circles, and shared/ free of any domain", () => {
    const domains = [...new Set(files.flatMap((f) => domainOf(f) ?? []))];
    expect(domains).toEqual(expect.arrayContaining(["accounts", "events", "quiz", "leaderboard", "shared"]));
    const edges = new Map(domains.map((d) => [d, new Set<string>()]));
    for (const [f, targets] of graph) {
      const from = domainOf(f);
      for (const t of targets) {
        const to = domainOf(t);
        if (from && to && from !== to) edges.get(from)?.add(to);
      }
    }
    expect(cycles(domains, (d) => [...(edges.get(d) ?? [])])).toEqual([]);
    expect([...(edges.get("shared") ?? [])]).toEqual([]);
  });

  it("nothing imports server/index.ts, not even a test or the bench", () => {
    const index = join(ROOT, "server/index.ts");
    const everywhere = ["app", "bench", "core", "scripts", "server", "tests", "content"].flatMap((d) =>
      readdirSync(join(ROOT, d), { recursive: true, encoding: "utf8" })
        .filter((f) => /\.(ts|tsx|mjs)$/.test(f) && !f.split("/").includes("node_modules"))
        .map((f) => join(ROOT, d, f)),
    );
    expect(everywhere.length).toBeGreaterThan(files.length);
    expect(everywhere.filter((f) => importsOf(f).includes(index)).map(name)).toEqual([]);
  });
});
