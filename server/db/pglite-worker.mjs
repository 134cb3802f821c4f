// The thread side of server/db/pglite-thread.ts (docs/decisions/010-pglite-thread.md): one PGlite,
// driven by messages. Plain JavaScript so that any Node process can start it as it is (the server
// under tsx, Vitest, the bench), with no TypeScript loader in the thread.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const port = parentPort;
if (!port) throw new Error("pglite-worker.mjs runs as a worker thread");

/** Open transactions by id: PGlite's own transaction object, and how to end it. */
const transactions = new Map();
let nextTx = 1;
const keepText = (value) => value;

/** A PGlite error as plain data: the SQLSTATE and its fields survive the trip (server/db/rows.ts reads `code`). */
function errorData(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const data = { name: err.name, message: err.message };
  for (const key of ["code", "severity", "detail", "hint", "constraint", "table", "column", "schema", "routine"]) {
    if (err[key] !== undefined) data[key] = err[key];
  }
  return data;
}

async function query(msg) {
  const target = msg.tx ? transactions.get(msg.tx)?.tx : db;
  if (!target) throw new Error(`transaction ${msg.tx} is not open`);
  const parsers = Object.fromEntries(msg.keepText.map((oid) => [oid, keepText]));
  const { rows, fields, affectedRows } = await target.query(msg.sql, msg.params, { rowMode: msg.rowMode, parsers });
  return { rows, fields, affectedRows };
}

function begin(reply) {
  const id = nextTx++;
  const open = {};
  let opened = false;
  // PGlite holds its connection for the transaction until the callback settles; the callback
  // waits for the main thread's "end". Queries outside it wait meanwhile, as in one process.
  open.settled = db.transaction(
    (tx) =>
      new Promise((resolve, reject) => {
        Object.assign(open, { tx, resolve, reject });
        transactions.set(id, open);
        opened = true;
        reply({ ok: true, result: id });
      }),
  );
  open.settled
    .catch((err) => {
      // A transaction that never opened answers the "begin" itself; one that did, its "end".
      if (!opened) reply({ ok: false, error: errorData(err) });
    })
    .finally(() => transactions.delete(id));
}

const ops = {
  query,
  async end(msg) {
    const open = transactions.get(msg.tx);
    if (!open) throw new Error(`transaction ${msg.tx} is not open`);
    if (msg.commit) open.resolve();
    else open.reject(new Error("rolled back"));
    await open.settled.catch((err) => {
      if (msg.commit) throw err;
    });
    return null;
  },
  async dump() {
    const blob = await db.dumpDataDir("gzip");
    return blob.arrayBuffer();
  },
  async close() {
    await db.close();
    return null;
  },
};

const db = await PGlite.create({
  dataDir: workerData.dataDir,
  loadDataDir: workerData.loadDataDir ? new Blob([workerData.loadDataDir]) : undefined,
});

port.on("message", (msg) => {
  const reply = (answer) => port.postMessage({ id: msg.id, ...answer }, answer.result instanceof ArrayBuffer ? [answer.result] : []);
  if (msg.op === "begin") return begin(reply);
  ops[msg.op](msg).then(
    (result) => reply({ ok: true, result }),
    (err) => reply({ ok: false, error: errorData(err) }),
  );
});
port.postMessage({ ready: true });
