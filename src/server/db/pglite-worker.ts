import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
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

function queryJob(request: QueryRequest): Job {
  return {
    session: request.session,
    run: async () => {
      try {
        const result = await client.query(request.sql, request.params);
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
