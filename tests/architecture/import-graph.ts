import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** The non-test sources below `dir` (`.ts`, `.tsx`), skipping the folders named in `skip`. */
export function sources(dir: string, skip: string[] = ["__generated__", "node_modules"]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return skip.includes(name) ? [] : sources(path, skip);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const IMPORT = /(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|import\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g;

/** Every module a file names: `import`, `import type`, `export … from`, a side-effect import, `import()`. */
export function importSpecs(file: string): string[] {
  return [...readFileSync(file, "utf8").matchAll(IMPORT)].flatMap((m) => m[1] ?? m[2] ?? m[3] ?? []);
}

/** The circles of a directed graph, one per back edge a depth-first walk meets. */
export function cycles<T>(nodes: T[], next: (n: T) => T[]): T[][] {
  const found: T[][] = [];
  const state = new Map<T, "open" | "done">();
  const stack: T[] = [];
  const visit = (n: T) => {
    state.set(n, "open");
    stack.push(n);
    for (const t of next(n)) {
      if (state.get(t) === "open") found.push(stack.slice(stack.indexOf(t)));
      else if (!state.has(t)) visit(t);
    }
    stack.pop();
    state.set(n, "done");
  };
  for (const n of nodes) if (!state.has(n)) visit(n);
  return found;
}
