// `npm start` (prestart): rebuild the client and/or the server when their sources changed since the
// last build, so `git pull && npm start` is an upgrade (docs/decisions/014-compiled-server-and-image.md).
// Each build is named by a digest of its sources, kept beside the build output.
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { buildServer, SERVER_OUT_DIR } from "./build-server.mjs";

const SHARED = ["core", "content", "package-lock.json", "package.json", "patches"];

/** What each build is made from: a change in any of these files means a rebuild. */
export const BUILDS = {
  client: {
    sources: [...SHARED, "app", "public", "scripts", "vite.config.ts", "react-router.config.ts", "tsconfig.json"],
    output: "build/client/index.html",
    digestFile: "build/client.digest",
    build: (root) => execSync("npx react-router build", { stdio: "inherit", cwd: root }),
  },
  server: {
    sources: [...SHARED, "server", "scripts/build-server.mjs", "tsconfig.json"],
    output: `${SERVER_OUT_DIR}/index.js`,
    digestFile: "build/server.digest",
    build: (root) => buildServer({ root }),
  },
};

const SKIP = new Set(["node_modules", ".react-router"]);

function listFiles(entry, into) {
  if (!fs.existsSync(entry)) return;
  const stat = fs.statSync(entry);
  if (stat.isFile()) {
    into.push(entry);
    return;
  }
  for (const name of fs.readdirSync(entry).sort()) {
    if (SKIP.has(name) || name.endsWith(".test.ts") || name.endsWith(".test.tsx")) continue;
    listFiles(path.join(entry, name), into);
  }
}

/** sha256 over every source file's path and bytes, in a stable order. */
export function sourceDigest(root, sources) {
  const files = [];
  for (const s of sources) listFiles(path.join(root, s), files);
  const hash = createHash("sha256");
  for (const file of files) {
    hash.update(path.relative(root, file));
    hash.update("\0");
    hash.update(fs.readFileSync(file));
    hash.update("\0");
  }
  return hash.digest("hex");
}

/** The builds whose output is missing or older than their sources. */
export function staleBuilds(root = process.cwd()) {
  return Object.entries(BUILDS)
    .filter(([, b]) => {
      const digestFile = path.join(root, b.digestFile);
      if (!fs.existsSync(path.join(root, b.output)) || !fs.existsSync(digestFile)) return true;
      return fs.readFileSync(digestFile, "utf8").trim() !== sourceDigest(root, b.sources);
    })
    .map(([name]) => name);
}

/** Builds what is stale (`force`: everything) and records the digest of what each was built from. */
/**
 * The installed packages follow the lock too: npm's postinstall records the lock's digest
 * (`--installed`); when a pull brings another lock, `npm ci` installs it before anything is built.
 * With no record (packages installed some other way) nothing is reinstalled.
 */
const DEPS = { sources: ["package-lock.json", "patches"], digestFile: "build/deps.digest" };

export function recordInstalled(root = process.cwd()) {
  fs.mkdirSync(path.join(root, "build"), { recursive: true });
  fs.writeFileSync(path.join(root, DEPS.digestFile), `${sourceDigest(root, DEPS.sources)}\n`);
}

function ensureInstalled(root) {
  const file = path.join(root, DEPS.digestFile);
  if (!fs.existsSync(file) || fs.readFileSync(file, "utf8").trim() === sourceDigest(root, DEPS.sources)) return;
  console.log("package-lock.json changed since the last install: npm ci…");
  execSync("npm ci --no-audit --no-fund", { stdio: "inherit", cwd: root });
}

export async function ensureBuild(root = process.cwd(), { force = false } = {}) {
  ensureInstalled(root);
  for (const name of force ? Object.keys(BUILDS) : staleBuilds(root)) {
    const b = BUILDS[name];
    // The digest is taken before building: a file edited during the build makes the next start rebuild.
    const digest = sourceDigest(root, b.sources);
    if (!force) console.log(`The ${name} build is missing or older than its sources: building it…`);
    await b.build(root);
    fs.mkdirSync(path.dirname(path.join(root, b.digestFile)), { recursive: true });
    fs.writeFileSync(path.join(root, b.digestFile), `${digest}\n`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes("--installed")) recordInstalled();
  else await ensureBuild(process.cwd(), { force: process.argv.includes("--force") });
}
