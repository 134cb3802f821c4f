import { afterEach, beforeEach, vi } from "vitest";

// A test fails on an unexpected console.error, so a swallowed error cannot hide. A test that
// expects one asserts on `vi.mocked(console.error)` and then calls `.mockClear()` on it.
beforeEach(() => {
  vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = vi.mocked(console.error).mock.calls;
  const message = calls.map((c) => c.map(String).join(" ")).join("\n");
  vi.mocked(console.error).mockRestore();
  if (calls.length > 0) throw new Error(`Unexpected console.error:\n${message}`);
});
