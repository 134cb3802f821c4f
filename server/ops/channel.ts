import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import type { Logger } from "pino";
import type { Db } from "#server/db/client.ts";
import { type OpsContext, OpsError, type OpsFiles } from "./context.ts";

/**
 * The ops channel (docs/decisions/013-ops-channel.md): the running server listens on a Unix socket
 * beside its data directory that only the machine's user who runs it can open (mode 0600). The ops
 * client sends its command line; the server runs it through the same services on its own database
 * connection and streams the output back. The organizer's files travel over the socket: the server
 * never reads or writes where the command was typed.
 *
 * One JSON message per line. Client → server: `run` (argv) first, then `file` answers.
 * Server → client: `out`, `err`, `write`, `read` / `save` (file requests), and `exit` (code) last.
 */
type ToServer = { type: "run"; argv: string[] } | { type: "file"; id: number; data?: string; error?: string };
type ToClient =
  | { type: "out" | "err" | "write"; text: string }
  | { type: "read"; id: number; name: string }
  | { type: "save"; id: number; name: string; data: string }
  | { type: "exit"; code: number };

/** Where the server listens: beside the data directory, like its lock file (server/db/client.ts). */
export function opsSocketPath(dataDir: string): string {
  return `${path.resolve(dataDir)}.ops.sock`;
}

/** Newline-delimited JSON on a socket. */
function lines(socket: net.Socket, onMessage: (message: unknown) => void): void {
  let buffered = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => {
    buffered += chunk;
    for (let nl = buffered.indexOf("\n"); nl >= 0; nl = buffered.indexOf("\n")) {
      const line = buffered.slice(0, nl);
      buffered = buffered.slice(nl + 1);
      if (line) onMessage(JSON.parse(line));
    }
  });
}

function send(socket: net.Socket, message: ToClient | ToServer): void {
  if (!socket.destroyed) socket.write(`${JSON.stringify(message)}\n`);
}

/** True when a server answers on the socket. */
function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socketPath);
    probe.once("connect", () => {
      probe.destroy();
      resolve(true);
    });
    probe.once("error", () => resolve(false));
  });
}

export interface OpsChannel {
  socketPath: string;
  close(): Promise<void>;
}

/**
 * Opens the channel. Returns null (and says why in the log) when another live server already
 * answers on that socket: two servers on one PostgreSQL may share a data directory setting.
 */
export async function serveOps(opts: {
  socketPath: string;
  db: Db;
  logger: Logger;
  run: (argv: string[], ctx: OpsContext) => Promise<number>;
}): Promise<OpsChannel | null> {
  const { socketPath, logger } = opts;
  if (fs.existsSync(socketPath)) {
    if (await answers(socketPath)) {
      logger.warn({ socketPath }, "another server answers ops on this socket; this one opens no ops channel");
      return null;
    }
    fs.rmSync(socketPath, { force: true });
  }
  fs.mkdirSync(path.dirname(socketPath), { recursive: true });
  const server = net.createServer((socket) => handle(socket, opts));
  // Created 0600 from the start (no moment where another user could connect), then checked.
  const umask = process.umask(0o177);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, resolve);
    });
  } finally {
    process.umask(umask);
  }
  fs.chmodSync(socketPath, 0o600);
  return {
    socketPath,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

function handle(socket: net.Socket, opts: { db: Db; logger: Logger; run: (argv: string[], ctx: OpsContext) => Promise<number> }): void {
  const waiting = new Map<number, { resolve: (data: Buffer) => void; reject: (err: Error) => void }>();
  let nextId = 1;
  let started = false;
  const request = (message: { type: "read"; name: string } | { type: "save"; name: string; data: string }) =>
    new Promise<Buffer>((resolve, reject) => {
      if (socket.destroyed) return reject(new OpsError("The ops client went away."));
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      send(socket, { ...message, id });
    });
  const files: OpsFiles = {
    read: (name) => request({ type: "read", name }),
    write: async (name, data) => {
      await request({ type: "save", name, data: Buffer.from(data).toString("base64") });
    },
  };
  socket.on("error", () => {});
  socket.on("close", () => {
    for (const w of waiting.values()) w.reject(new OpsError("The ops client went away."));
    waiting.clear();
  });
  lines(socket, (raw) => {
    const message = raw as ToServer;
    if (message.type === "file") {
      const w = waiting.get(message.id);
      waiting.delete(message.id);
      if (message.error !== undefined) w?.reject(new OpsError(message.error));
      else w?.resolve(Buffer.from(message.data ?? "", "base64"));
      return;
    }
    if (message.type !== "run" || started) return;
    started = true;
    const argv = message.argv.map(String);
    const ctx: OpsContext = {
      out: (text) => send(socket, { type: "out", text }),
      write: (text) => send(socket, { type: "write", text }),
      err: (text) => send(socket, { type: "err", text }),
      now: () => new Date(),
      db: async () => opts.db,
      files,
    };
    const startedAt = performance.now();
    void opts
      .run(argv, ctx)
      .catch(() => 1)
      .then((code) => {
        // The audit line: the command and subcommand (not their arguments, which may be emails);
        // who is the machine user owning the socket.
        opts.logger.info({ ops: argv.slice(0, 2).join(" "), code, durationMs: Math.round(performance.now() - startedAt) }, "ops command");
        send(socket, { type: "exit", code });
        socket.end();
      });
  });
}

/**
 * The client side: runs `argv` on the server answering at `socketPath`, streaming its output to
 * this process, reading and writing the named files through `files`. Null when no server answers
 * (no socket, or a stale one): the caller then opens the database itself.
 */
export function runThroughServer(
  socketPath: string,
  argv: string[],
  io: { out: (text: string) => void; err: (text: string) => void; files: OpsFiles },
): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    let connected = false;
    let code: number | null = null;
    socket.once("connect", () => {
      connected = true;
      send(socket, { type: "run", argv });
    });
    socket.on("error", (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === "ENOENT" || err.code === "ECONNREFUSED")) resolve(null);
      else reject(err);
    });
    socket.on("close", () => {
      if (!connected) return;
      if (code === null) reject(new Error("The server closed the ops channel before the command finished."));
      else resolve(code);
    });
    lines(socket, (raw) => {
      const message = raw as ToClient;
      switch (message.type) {
        case "out":
          io.out(`${message.text}\n`);
          break;
        case "err":
          io.err(`${message.text}\n`);
          break;
        case "write":
          io.out(message.text);
          break;
        case "read":
          io.files.read(message.name).then(
            (data) => send(socket, { type: "file", id: message.id, data: data.toString("base64") }),
            (err: Error) => send(socket, { type: "file", id: message.id, error: err.message }),
          );
          break;
        case "save":
          io.files.write(message.name, Buffer.from(message.data, "base64")).then(
            () => send(socket, { type: "file", id: message.id }),
            (err: Error) => send(socket, { type: "file", id: message.id, error: err.message }),
          );
          break;
        case "exit":
          code = message.code;
          break;
      }
    });
  });
}
