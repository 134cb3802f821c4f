// A club's copy of MotoQuiz in a temporary directory, and the compiled server started from it:
// for the tests of the image's build steps and of an upgrade (tests/integration/*.test.ts).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The repository's files as a fresh clone has them: tracked or new, never ignored (no node_modules, build, data). */
export function copyRepository(into: string): void {
  const files = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8" })
    .split("\0")
    .filter((f) => f && fs.existsSync(path.join(ROOT, f)));
  for (const f of files) {
    fs.mkdirSync(path.dirname(path.join(into, f)), { recursive: true });
    fs.copyFileSync(path.join(ROOT, f), path.join(into, f));
  }
}

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** A machine without this one's ~/.npmrc, as in a container build. */
export function cleanNpmEnv(dir: string): NodeJS.ProcessEnv {
  const npmrc = path.join(dir, "empty-npmrc");
  fs.writeFileSync(npmrc, "");
  // npm passes its own settings to the scripts it runs as npm_config_* (this test may run under npx).
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k) && k !== "NODE_ENV" && k !== "INIT_CWD"));
  return { ...env, NPM_CONFIG_USERCONFIG: npmrc, NPM_CONFIG_UPDATE_NOTIFIER: "false" };
}

export interface Started {
  child: ChildProcess;
  url: string;
  output(): string;
  stop(): Promise<number | null>;
}

/** Runs `command` in `cwd` (its own process group) until the server logs that it listens. */
export function startServerIn(cwd: string, command: string[], env: NodeJS.ProcessEnv, timeoutMs = 300_000): Promise<Started> {
  const child = spawn(command[0] ?? "node", command.slice(1), {
    cwd,
    env: { ...env, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let out = "";
  // "close": the process has exited and every process holding its output (npm's child) closed it.
  const exited = new Promise<number | null>((resolve) => child.on("close", (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, "SIGTERM");
    return exited;
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`no server after ${timeoutMs} ms:\n${out}`));
    }, timeoutMs);
    const collect = (d: Buffer) => {
      out += d;
      const line = out.split("\n").find((l) => l.includes(" listening on http"));
      if (!line) return;
      clearTimeout(timer);
      const port = (JSON.parse(line) as { port: number }).port;
      resolve({ child, url: `http://127.0.0.1:${port}`, output: () => out, stop });
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`exited (${code}) before listening:\n${out}`));
    });
  });
}
