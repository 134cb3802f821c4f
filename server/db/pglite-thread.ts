import { Worker } from "node:worker_threads";
import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> & { message: string } };

/** What drizzle's PGlite driver calls on its client (drizzle-orm/pglite/session). */
interface Queryable {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

/**
 * PGlite on a worker thread of its own (docs/decisions/010-pglite-thread.md). Its WASM Postgres
 * runs each query synchronously: on the server's thread a burst of writes held the event loop, and
 * new connections waited seconds to be accepted. Here the thread answers queries by message and
 * the server's thread only sends and receives them. It offers the part of PGlite's client that
 * drizzle's driver uses, `query` and `transaction`, so drizzle runs on it unchanged.
 */
export class PGliteThread implements Queryable {
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  private nextId = 1;
  private failure: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.on("message", (reply: Reply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(Object.assign(new Error(reply.error.message), reply.error));
    });
    const fail = (err: Error) => {
      this.failure ??= err;
      for (const waiting of this.pending.values()) waiting.reject(err);
      this.pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", () => fail(new Error("The database thread has stopped.")));
  }

  static async start(opts: { dataDir?: string; loadDataDir?: Blob }): Promise<PGliteThread> {
    const loadDataDir = opts.loadDataDir ? await opts.loadDataDir.arrayBuffer() : undefined;
    const worker = new Worker(new URL("./pglite-worker.mjs", import.meta.url), {
      workerData: { dataDir: opts.dataDir, loadDataDir },
      transferList: loadDataDir ? [loadDataDir] : [],
    });
    await new Promise<void>((resolve, reject) => {
      const onError = (err: Error) => reject(err);
      worker.once("error", onError);
      worker.once("message", () => {
        worker.off("error", onError);
        resolve();
      });
    });
    return new PGliteThread(worker);
  }

  private send<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private queryIn<T>(tx: number | undefined, sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<Results<T>> {
    // Functions cannot cross to the thread. drizzle's parsers all keep a type's text as it is
    // (it converts dates itself), so their type ids are sent and the thread does the same.
    const keepText = Object.keys(options.parsers ?? {}).map(Number);
    return this.send({ op: "query", tx, sql, params, rowMode: options.rowMode ?? "object", keepText });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.queryIn<T>(undefined, sql, params, options);
  }

  /** PGlite's transaction, held open on the thread while `fn` runs here; other queries wait for it. */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const tx = await this.send<number>({ op: "begin" });
    let result: T;
    try {
      result = await fn({ query: (sql, params, options) => this.queryIn(tx, sql, params, options) });
    } catch (err) {
      await this.send({ op: "end", tx, commit: false }).catch(() => {});
      throw err;
    }
    await this.send({ op: "end", tx, commit: true });
    return result;
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.send<ArrayBuffer>({ op: "dump" })]);
  }

  async close(): Promise<void> {
    if (!this.failure) await this.send({ op: "close" });
    await this.worker.terminate();
  }

  /** drizzle's PGlite driver takes this in place of a PGlite: it calls only `query` and `transaction`. */
  asClient(): PGlite {
    return this as unknown as PGlite;
  }
}
