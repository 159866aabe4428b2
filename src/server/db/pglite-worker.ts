import { parentPort, workerData } from "node:worker_threads";
import { PGlite, parse, protocol, type Results } from "@electric-sql/pglite";
import { serializeError, type FromWorker, type QueryRequest, type ToWorker } from "./pglite-protocol.js";

/**
 * The thread that runs PGlite (`pglite-thread.ts` starts it). PostgreSQL compiled to WebAssembly
 * runs each query synchronously on the thread that calls it, and its protocol parser copies
 * every field out of the WebAssembly memory: here, that work leaves the server's event loop free
 * for requests, and the other core does it.
 *
 * Queries run one at a time, first come first served, except that while a connection has a
 * transaction open only that connection's statements run; the others wait for its commit or
 * rollback (PGlite is one session, so anything run in between would join the transaction).
 */
if (!parentPort) throw new Error("pglite-worker runs as a worker thread");
const port = parentPort;
const { dataDir } = workerData as { dataDir: string | undefined };

const send = (message: FromWorker) => port.postMessage(message);

// A `date` stays its `YYYY-MM-DD` text: a calendar day, not an instant (see client.ts). JSON
// stays text too: the main thread parses it (pglite-thread.ts), since this thread is the busier.
const dateOid = 1082;
const jsonOids = [114, 3802];
const keepText = (value: string) => value;
const parsers = Object.fromEntries([dateOid, ...jsonOids].map((oid) => [oid, keepText]));

interface Job {
  session: number | undefined;
  run(): Promise<void>;
}

const queue: Job[] = [];
/** The connection whose transaction is open, if one is. */
let owner: number | undefined;
let running: Promise<void> | undefined;
let closing = false;
let ready = false;
const listening = new Map<string, () => Promise<void>>();

let client: PGlite;

function takeNext(): Job | undefined {
  const index = owner === undefined ? 0 : queue.findIndex((job) => job.session === owner);
  return index >= 0 && index < queue.length ? queue.splice(index, 1)[0] : undefined;
}

async function drain(): Promise<void> {
  for (let job = takeNext(); job && !closing; job = takeNext()) await job.run();
}

function pump(): void {
  if (running || closing || !ready) return;
  running = drain().finally(() => {
    running = undefined;
  });
}

/**
 * Statements the app runs again and again are prepared once, by name, so PostgreSQL parses
 * them once and, after a few runs, can keep their plan: planning asked the file system for the
 * size of every table and index a query reads (an `fstat` each), the PGlite thread's first cost
 * under load. The least recently run go first past `maxPrepared`; a statement that changes the
 * schema (a migration) drops them all, since a kept plan may then no longer fit.
 */
const maxPrepared = 400;
const prepared = new Map<string, { name: string; types: number[] }>();
let preparedCount = 0;
const dataStatement = /^\s*(select|insert|update|delete|with)\b/i;
/** Statements other than these four kinds that leave every table's columns as they were. */
const keepsColumns = /^\s*(begin|start|commit|rollback|savepoint|release|set|show|listen|unlisten|notify|analyze|vacuum|truncate|lock)\b/i;

const wire = protocol.serialize;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

async function forgetPrepared(): Promise<void> {
  if (prepared.size === 0) return;
  prepared.clear();
  await client.exec("deallocate all");
}

/** Prepares `sql` under a name of its own, or finds it prepared, and returns its parameters' types. */
async function preparedStatement(sql: string): Promise<{ name: string; types: number[] }> {
  const found = prepared.get(sql);
  if (found) {
    // Last in the map is the most recently run.
    prepared.delete(sql);
    prepared.set(sql, found);
    return found;
  }
  const name = `cadence_${++preparedCount}`;
  const described = await client.execProtocol(joined([wire.parse({ name, text: sql }), wire.describe({ type: "S", name }), wire.sync()]), {
    syncToFs: false,
  });
  const statement = { name, types: parse.parseDescribeStatementResults(described.messages) };
  if (prepared.size >= maxPrepared) {
    const [oldest, { name: oldName }] = prepared.entries().next().value!;
    prepared.delete(oldest);
    await client.execProtocol(joined([wire.close({ type: "S", name: oldName }), wire.sync()]), { syncToFs: false });
  }
  prepared.set(sql, statement);
  return statement;
}

async function runStatement(sql: string, params: unknown[]): Promise<Results<unknown>> {
  if (!dataStatement.test(sql)) {
    const result = await client.query(sql, params);
    if (!keepsColumns.test(sql)) await forgetPrepared();
    return result;
  }
  try {
    const statement = await preparedStatement(sql);
    // PGlite's `query` turns parameters into text the same way.
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[statement.types[index]!];
      return serializer ? serializer(value) : String(value);
    });
    // One call for the four messages, where `query` makes one for each: an error is thrown once
    // PostgreSQL has read the sync, so the session is ready for the next statement.
    const { messages } = await client.execProtocol(
      joined([wire.bind({ statement: statement.name, values }), wire.describe({ type: "P" }), wire.execute({}), wire.sync()]),
      { syncToFs: false },
    );
    await client.syncToFs();
    return parse.parseResults(messages, client.parsers)[0]!;
  } catch (error) {
    // As `query` does, so that a logged error still says which statement failed.
    if (error instanceof Error) Object.assign(error, { query: sql });
    throw error;
  }
}

function queryJob(request: QueryRequest): Job {
  return {
    session: request.session,
    run: async () => {
      try {
        const result = await runStatement(request.sql, request.params);
        if (request.begins) owner = request.session;
        const jsonFields = result.fields.filter((field) => jsonOids.includes(field.dataTypeID)).map((field) => field.name);
        send({ type: "result", id: request.id, rows: result.rows, affectedRows: result.affectedRows, jsonFields });
      } catch (error) {
        send({ type: "error", id: request.id, error: serializeError(error) });
      } finally {
        // A failed commit has ended the transaction too.
        if (request.ends && owner === request.session) owner = undefined;
      }
    },
  };
}

/** LISTEN runs between transactions, like any statement of its own. */
function listenJob(channel: string, on: boolean): Job {
  return {
    session: undefined,
    run: async () => {
      try {
        if (on && !listening.has(channel)) {
          listening.set(channel, await client.listen(channel, (payload) => send({ type: "notification", channel, payload })));
        } else if (!on) {
          const stop = listening.get(channel);
          listening.delete(channel);
          await stop?.();
        }
      } catch (error) {
        // Not fatal to the thread: the queries behind it still run. Said on stderr, as an
        // uncaught error would be.
        console.error("LISTEN/UNLISTEN failed on the PGlite thread", error);
      }
    },
  };
}

async function close(): Promise<void> {
  closing = true;
  await running;
  // What is still queued is answered by the main thread, which fails its pending queries on "closed".
  queue.length = 0;
  await client.close();
  send({ type: "closed" });
  port.close();
}

port.on("message", (message: ToWorker) => {
  if (message.type === "close") {
    void close();
    return;
  }
  if (closing) return;
  queue.push(message.type === "query" ? queryJob(message) : listenJob(message.channel, message.type === "listen"));
  pump();
});

try {
  client = dataDir ? new PGlite(dataDir, { parsers }) : new PGlite({ parsers });
  await client.waitReady;
  ready = true;
  send({ type: "ready" });
  pump();
} catch (error) {
  send({ type: "failed", error: serializeError(error) });
  port.close();
}
