// The thread side of server/db/pglite-thread.ts (docs/decisions/010-pglite-thread.md): one PGlite,
// driven by messages. Plain JavaScript so that any Node process can start it as it is (the server
// under tsx, Vitest, the bench), with no TypeScript loader in the thread.
import { parentPort, workerData } from "node:worker_threads";
import { PGlite, parse, protocol } from "@electric-sql/pglite";

const { serialize } = protocol;

const port = parentPort;
if (!port) throw new Error("pglite-worker.mjs runs as a worker thread");

/** Open transactions by id: PGlite's own transaction object, and how to end it. */
const transactions = new Map();
let nextTx = 1;
const keepText = (value) => value;
let installed = "";

/**
 * PGlite merges a query's own parsers into a copy of all of its parsers on every query (a tenth of
 * this thread's time under load). Every query here comes from drizzle with the same ones, so the
 * first query's become the database's own and later queries pass none.
 */
function parsersFor(oids) {
  const key = oids.join(",");
  if (key === installed) return undefined;
  if (installed === "") {
    for (const oid of oids) db.parsers[oid] = keepText;
    installed = key;
    return undefined;
  }
  return Object.fromEntries(oids.map((oid) => [oid, keepText]));
}

/** A PGlite error as plain data: the SQLSTATE and its fields survive the trip (server/db/query.ts reads `code`). */
function errorData(err) {
  if (!(err instanceof Error)) return { message: String(err) };
  const data = { name: err.name, message: err.message };
  for (const key of ["code", "severity", "detail", "hint", "constraint", "table", "column", "schema", "routine"]) {
    if (err[key] !== undefined) data[key] = err[key];
  }
  return data;
}

/**
 * Named prepared statements by SQL text. PGlite's `query` parses and plans every statement anew in
 * six calls into the WASM; a statement prepared once runs in one call, ~4× faster on this
 * project's reads (docs/decisions/010-pglite-thread.md). Bounded: past the limit, texts run unprepared.
 */
const statements = new Map();
const MAX_STATEMENTS = 500;
let nextStatement = 1;
const DML = /^\s*(select|insert|update|delete|with)\b/i;

function concat(...parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function runPrepared(sql, params, options) {
  let statement = statements.get(sql);
  if (!statement) {
    const name = `mq_${nextStatement++}`;
    const described = await db.execProtocol(
      concat(serialize.parse({ name, text: sql, types: [] }), serialize.describe({ type: "S", name }), serialize.sync()),
      { syncToFs: false },
    );
    statement = { name, types: parse.parseDescribeStatementResults(described.messages) };
    statements.set(sql, statement);
  }
  // Parameters are written as PGlite's own `query` writes them, by the types PostgreSQL inferred.
  const values = params.map((value, i) =>
    value === null || value === undefined ? null : (db.serializers[statement.types[i]] ?? String)(value),
  );
  try {
    const result = await db.execProtocol(
      concat(
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: "P" }),
        serialize.execute({}),
        serialize.sync(),
      ),
      { syncToFs: false },
    );
    return parse.parseResults(result.messages, db.parsers, options)[0] ?? { rows: [], fields: [] };
  } catch (err) {
    // Prepared afresh next time: a statement whose plan went stale (a migration changed its table)
    // fails for good otherwise. Most failures are the data's (a duplicate), and cost one Parse.
    statements.delete(sql);
    await db.execProtocol(concat(serialize.close({ type: "S", name: statement.name }), serialize.sync()), {
      syncToFs: false,
      throwOnError: false,
    });
    throw err;
  }
}

async function query(msg) {
  const open = msg.tx ? transactions.get(msg.tx) : undefined;
  if (msg.tx && !open) throw new Error(`transaction ${msg.tx} is not open`);
  const options = { rowMode: msg.rowMode, parsers: parsersFor(msg.keepText) };
  const prepared = DML.test(msg.sql) && (statements.has(msg.sql) || statements.size < MAX_STATEMENTS);
  let result;
  if (!prepared) result = await (open ? open.tx : db).query(msg.sql, msg.params, options);
  else if (open) result = await db._runExclusiveQuery(() => runPrepared(msg.sql, msg.params, options));
  else {
    // Outside a transaction: wait for any open one, as PGlite's own `query` does, and sync as it does.
    result = await db._runExclusiveTransaction(() => db._runExclusiveQuery(() => runPrepared(msg.sql, msg.params, options)));
    await db.syncToFs();
  }
  const { rows, fields, affectedRows } = result;
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
