import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { cleanNpmEnv, copyRepository, ROOT, startServerIn, tempDir } from "./install.ts";

// A club's install is a git clone; an upgrade is `git pull && npm start`. npm start must rebuild
// whatever is older than its sources (client and server) and migrate, so the new app is served
// (docs/decisions/014-compiled-server-and-image.md).
const dir = tempDir("motoquiz-upgrade-");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=Club", "-c", "user.email=club@example.org", ...args], { cwd, encoding: "utf8" });

describe("git pull && npm start", () => {
  it("builds on first start, rebuilds the client and the server after a pull, and serves the new app", async () => {
    // The project's published history: this version, then one that changes the app and the server.
    const upstream = path.join(dir, "upstream");
    copyRepository(upstream);
    git(upstream, "init", "-q", "-b", "main");
    git(upstream, "add", "-A");
    git(upstream, "commit", "-qm", "this version");
    const install = path.join(dir, "install");
    git(dir, "clone", "-q", upstream, install);
    // Installed packages as `npm ci` leaves them (the same lock): linked, not installed again.
    fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(install, "node_modules"));
    const env = { ...cleanNpmEnv(dir), DATA_DIR: path.join(dir, "data") };

    const first = await startServerIn(install, ["npm", "start"], env);
    try {
      expect(first.output()).toContain("The client build is missing or older than its sources");
      expect(first.output()).toContain("The server build is missing or older than its sources");
      expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
      expect(await (await fetch(`${first.url}/robots.txt`)).text()).not.toContain("# version 2");
    } finally {
      await first.stop();
    }

    expect(first.output()).toContain('"msg":"stopped"');

    // Upstream moves on: a file of the client (served as it is) and the server's start line.
    fs.appendFileSync(path.join(upstream, "public/robots.txt"), "# version 2\n");
    const index = path.join(upstream, "server/index.ts");
    const source = fs.readFileSync(index, "utf8");
    expect(source).toContain("MotoQuiz listening on");
    fs.writeFileSync(index, source.replace("MotoQuiz listening on", "MotoQuiz 2 listening on"));
    git(upstream, "commit", "-qam", "version 2");
    git(install, "pull", "-q");

    const second = await startServerIn(install, ["npm", "start"], env);
    try {
      expect(second.output()).toContain("The client build is missing or older than its sources");
      expect(second.output()).toContain("The server build is missing or older than its sources");
      expect(second.output()).toContain("MotoQuiz 2 listening on");
      expect(await (await fetch(`${second.url}/robots.txt`)).text()).toContain("# version 2");
    } finally {
      await second.stop();
    }

    // Nothing changed since: the next start builds nothing.
    const third = await startServerIn(install, ["npm", "start"], env);
    try {
      expect(third.output()).not.toContain("older than its sources");
      expect(third.output()).toContain("MotoQuiz 2 listening on");
    } finally {
      await third.stop();
    }
  }, 900_000);
});
