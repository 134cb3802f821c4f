import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "#server/app.ts";
import { openTestPglite } from "#tests/setup/db.ts";
import { gqlAt, listen, REGISTER, TEST_SCRYPT_LOG_N } from "#tests/support/server-harness.ts";
import { openDatabase } from "./client.ts";
import { migrate } from "./migrate.ts";
import { seedContent } from "./seed.ts";

const LOGIN = "mutation L($input: LoginInput!) { login(input: $input) { ok user { displayName } } }";

/** Runs the real entry point (npm start without the build step) as a separate process. */
function startProcess(dataDir: string): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, NODE_ENV: "production", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => {
    out += d;
  });
  child.stderr?.on("data", (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function waitFor(check: () => string | undefined, ms = 100_000): Promise<string> {
  const until = Date.now() + ms;
  for (;;) {
    const v = check();
    if (v) return v;
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

// Child processes compile the server with tsx first: slow on a busy machine, hence the timeouts.
describe("PGlite on disk", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "mq-data-"));
  const dataDir = path.join(dir, "data");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("keeps data across a restart and refuses a second process on the same directory", async () => {
    const first = await openTestPglite({ dataDir });
    await seedContent(first.db);
    const app1 = await buildApp({ db: first, scryptLogN: TEST_SCRYPT_LOG_N });
    const url1 = await listen(app1);
    const input = { displayName: "Persistent", email: "keep@example.com", password: "correct horse battery", acceptTerms: true };
    expect((await gqlAt<{ register: { ok: boolean } }>(url1, REGISTER, { input })).data?.register.ok).toBe(true);
    await app1.close();
    await first.close();

    const second = await openDatabase({ dataDir });
    await migrate(second);
    await seedContent(second.db);
    const app2 = await buildApp({ db: second, scryptLogN: TEST_SCRYPT_LOG_N });
    const url2 = await listen(app2);
    try {
      const login = await gqlAt<{ login: { ok: boolean; user: { displayName: string } } }>(url2, LOGIN, {
        input: { email: input.email, password: input.password },
      });
      expect(login.data?.login).toEqual({ ok: true, user: { displayName: "Persistent" } });

      // Another process on the same data directory must refuse, not silently share it.
      const other = startProcess(dataDir);
      expect(await other.exited).toBe(1);
      expect(other.output()).toContain("is in use by another process");
    } finally {
      await app2.close();
      await second.close();
    }
  }, 120_000);

  it("npm start's entry point starts on the directory, answers, and drains on SIGTERM", async () => {
    const proc = startProcess(dataDir);
    try {
      const line = await waitFor(() =>
        proc
          .output()
          .split("\n")
          .find((l) => l.includes("MotoQuiz listening")),
      );
      const { port, startupMs } = JSON.parse(line) as { port: number; startupMs: number };
      expect(startupMs).toBeGreaterThan(0);
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      proc.child.kill("SIGTERM");
      expect(await proc.exited).toBe(0);
      expect(proc.output()).toContain('"msg":"stopped"');
      expect(fs.existsSync(`${path.resolve(dataDir)}.lock`)).toBe(false);
    } finally {
      proc.child.kill("SIGKILL");
    }
  }, 120_000);
});
