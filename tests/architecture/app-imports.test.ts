import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

// The SPA's imports flow one way (routes → components → lib, queries, graphql, core): a page's
// parts live in its route folder, and nothing imports root.tsx or a route module.
const APP = resolve("app");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "__generated__" || name === "+types" ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const IMPORT = /(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

function resolveSpec(from: string, spec: string): string | null {
  const base = spec.startsWith("#app/") ? join(APP, spec.slice(5)) : spec.startsWith(".") ? resolve(dirname(from), spec) : null;
  if (!base) return null;
  const found = [base, `${base}.ts`, `${base}.tsx`].find((p) => existsSync(p) && statSync(p).isFile());
  return found && /\.(tsx?|css)$/.test(found) ? found : null;
}

const files = sources(APP);
const graph = new Map(
  files.map((f) => [f, [...readFileSync(f, "utf8").matchAll(IMPORT)].flatMap((m) => resolveSpec(f, m[1] ?? m[2] ?? m[3] ?? "") ?? [])]),
);
const name = (f: string) => relative(APP, f);
const routeFolder = (f: string) => /^routes\/([^/]+)\//.exec(name(f))?.[1] ?? null;
const isRouteModule = (f: string) => /^routes\/([^/]+\.tsx|[^/]+\/route\.tsx)$/.test(name(f));

function cycles(): string[][] {
  const found: string[][] = [];
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (f: string) => {
    state.set(f, "open");
    stack.push(f);
    for (const t of graph.get(f) ?? []) {
      if (state.get(t) === "open") found.push(stack.slice(stack.indexOf(t)).map(name));
      else if (!state.has(t)) visit(t);
    }
    stack.pop();
    state.set(f, "done");
  };
  for (const f of files) if (!state.has(f)) visit(f);
  return found;
}

describe("app/ import graph", () => {
  it("reads the whole app", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(graph.get(join(APP, "routes/quiz/route.tsx"))).toContain(join(APP, "routes/quiz/checkpoint-quiz.tsx"));
  });

  it("has no import circle", () => {
    expect(cycles()).toEqual([]);
  });

  it("imports neither root.tsx nor a route module, and a page's parts only from its own folder", () => {
    const wrong: string[] = [];
    for (const [f, targets] of graph) {
      for (const t of targets) {
        const edge = `${name(f)} → ${name(t)}`;
        if (name(t) === "root.tsx" || isRouteModule(t)) wrong.push(edge);
        else if (routeFolder(t) && routeFolder(t) !== routeFolder(f)) wrong.push(edge);
        else if (name(t).startsWith("components/") && !/^(routes|components)\/|^root\.tsx$/.test(name(f))) wrong.push(edge);
      }
    }
    expect(wrong).toEqual([]);
  });
});
