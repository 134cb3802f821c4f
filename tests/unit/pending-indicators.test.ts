import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every pending indicator of a data fetch waits for the minimum display delay (docs/product.md#minimum-display-delay),
 * and the one place that waits is useDelayedPending (app/ui/delayed-pending.ts). This test reads the
 * app's source and fails where an indicator could show without it; the Button's own test shows the
 * delay at work (app/ui/button.test.tsx).
 */
const ROOT = join(import.meta.dirname, "../..");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "__generated__" ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = sources(join(ROOT, "app")).map((path) => ({ file: relative(ROOT, path), text: readFileSync(path, "utf8") }));

/** TanStack Query's and React Router's in-flight flags: each is a fetch that may still settle quickly. */
const IN_FLIGHT = /\b(isPending|isFetching|isLoading|isRefetching|isPaused|fetchStatus|useIsFetching|useIsMutating)\b/;

/**
 * Where an in-flight flag may stand: delayed by the hook, handed to a `pending` prop or field
 * (Button, the forms and useStartCode's callers show it through the hook), or a tap guard that
 * ignores a second tap at once, which shows nothing.
 */
const ALLOWED_USE = [/useDelayedPending\(/, /\bpending[=:]\s*\{?[\w.!]+/, /^\s*if \(.*\) return;?$/];

describe("pending indicators wait for the minimum display delay", () => {
  it("reads the app's source", () => {
    expect(files.length).toBeGreaterThan(50);
    expect(files.some(({ text }) => IN_FLIGHT.test(text))).toBe(true);
  });

  it("an in-flight flag is only delayed, passed on as `pending`, or guards a tap", () => {
    const offending = files.flatMap(({ file, text }) =>
      text
        .split("\n")
        .map((line, i) => ({ line: line.trim(), at: `${file}:${i + 1}` }))
        .filter(({ line }) => IN_FLIGHT.test(line) && !line.startsWith("//") && !line.startsWith("*"))
        .filter(({ line }) => !ALLOWED_USE.some((allowed) => allowed.test(line)))
        .map(({ at, line }) => `${at}  ${line}`),
    );
    expect(offending).toEqual([]);
  });

  it("a spinner is drawn only by the Button and Loading, which delay it, and by the start-up page, whose CSS delays it", () => {
    const drawing = files.filter(({ text }) => /<Spinner\b/.test(text)).map(({ file }) => file);
    expect(drawing.sort()).toEqual(["app/root.tsx", "app/ui/button.tsx", "app/ui/loading.tsx"]);
    for (const file of ["app/ui/button.tsx", "app/ui/loading.tsx"])
      expect(readFileSync(join(ROOT, file), "utf8")).toMatch(/useDelayedPending\(pending\)/);
    const css = readFileSync(join(ROOT, "app/styles/feedback.css"), "utf8");
    expect(css).toMatch(/\.splash \.spinner \{\s*animation: appear-after-delay 0s linear 200ms backwards;/);
    expect(readFileSync(join(ROOT, "app/root.tsx"), "utf8")).toMatch(/className="splash"[\s\S]*<Spinner/);
  });

  it("aria-busy is set only from a value the hook delayed", () => {
    const busyWithoutHook = files
      .filter(({ text }) => /aria-busy=/.test(text) && !/useDelayedPending\(/.test(text))
      .map(({ file }) => file);
    expect(busyWithoutHook).toEqual([]);
    for (const { text } of files) {
      for (const [, value] of text.matchAll(/aria-busy=\{([^}]*)\}/g)) expect(value).toMatch(/^busy\b/);
    }
  });
});
