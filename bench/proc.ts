import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";

export interface BenchServer {
  url: string;
  pid: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** bench/server.ts (or another bench server) in its own process; resolves once it listens. */
export async function startBenchServer(env: Record<string, string>, script = "bench/server.ts"): Promise<BenchServer> {
  const child = spawn(process.execPath, ["--import", "tsx", script], {
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`bench server did not start:\n${out}`)), 180_000);
    const onData = (d: Buffer) => {
      out += d;
      const line = out.split("\n").find((l) => l.includes("MotoQuiz listening"));
      if (line) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${(JSON.parse(line) as { port: number }).port}`);
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (d: Buffer) => {
      out += d;
    });
    void exited.then(() => reject(new Error(`bench server exited:\n${out}`)));
  });
  return {
    url,
    pid: child.pid as number,
    child,
    async stop() {
      child.kill("SIGTERM");
      const t = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(t);
    },
  };
}

/** Resident memory (MB) and CPU time (ms, user + system) of a process, from /proc. */
export function processUsage(pid: number): { rssMb: number; cpuMs: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime, in clock ticks (100/s)
  return { rssMb: Math.round(rssKb / 1024), cpuMs: ticks * 10 };
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
}

export function median(values: number[]): number {
  return percentile(values, 50);
}

export const r1 = (n: number) => Math.round(n * 10) / 10;

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** A fresh PostgreSQL database for one bench section, dropped after. */
export async function createBenchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mq_bench_${randomBytes(6).toString("hex")}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: ADMIN_URL });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}
