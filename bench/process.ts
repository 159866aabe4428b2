// Shared by `npm run bench` and `npm run load`: child processes that print when they are ready,
// and fresh PostgreSQL databases.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import pg from "pg";
import { eventLoopLinePrefix, type EventLoopDelay } from "../src/server/lib/event-loop.js";

/** The server `npm start` runs: the bundle `npm run build` makes (scripts/bundle-server.mjs). */
export const serverScript = "dist/node/bundle/index.js";

export const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export async function startProcess(script: string, env: Record<string, string>, readyText: string, nodeFlags: string[] = []) {
  const child = spawn(process.execPath, [...nodeFlags, script], {
    env: { ...process.env, LOG_LEVEL: "warn", CADENCE_REPORT_EVENT_LOOP: "1", ...env },
    stdio: "pipe",
  });
  let output = "";
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(readyText)) {
        clearTimeout(timer);
        resolve(undefined);
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)));
  });
  const end = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      child.removeAllListeners("exit");
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill(signal);
    });
  return {
    /**
     * The server's event-loop delay since the last call (started with CADENCE_REPORT_EVENT_LOOP=1):
     * it prints its figures on SIGUSR2 and starts counting again.
     */
    eventLoop: () =>
      new Promise<EventLoopDelay>((resolve, reject) => {
        let seen = "";
        const timer = setTimeout(() => {
          child.stdout.off("data", onData);
          reject(new Error(`${script} printed no event-loop figures`));
        }, 10_000);
        const onData = (chunk: Buffer) => {
          seen += chunk.toString();
          const line = seen.split("\n").find((candidate) => candidate.startsWith(eventLoopLinePrefix) && seen.includes(`${candidate}\n`));
          if (!line) return;
          clearTimeout(timer);
          child.stdout.off("data", onData);
          resolve(JSON.parse(line.slice(eventLoopLinePrefix.length)) as EventLoopDelay);
        };
        child.stdout.on("data", onData);
        child.kill("SIGUSR2");
      }),
    /** Asks the process to shut down (SIGTERM) and waits for it: a `--cpu-prof` profile is written then. */
    stop: () => end("SIGTERM"),
    /** Kills the process at once (no shutdown), as a crash or `kill -9` would. */
    kill: () => end("SIGKILL"),
    /** Resident memory of the process now (Linux's /proc), in MiB. */
    rssMiB: async () => {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      return Math.round(Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024);
    },
  };
}

export async function freshPostgresDatabase(dbName: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

export async function postgresAnswers() {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** ANALYZE on a PostgreSQL database, as autovacuum does by itself after enough changes. */
export async function analyzePostgres(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("analyze");
  } finally {
    await client.end();
  }
}
