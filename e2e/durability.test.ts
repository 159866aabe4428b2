import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { signInOverHttp, signUpOverHttp } from "./support/http.js";
import { startServer, tempDataDir } from "./support/server.js";

const postgresUrl = process.env.TEST_DATABASE_URL;
const rounds = 3;

/** A database of its own on the test PostgreSQL, dropped afterwards. */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cadence_durability_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: async () => {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

const targets: ["PGlite" | "PostgreSQL"][] = [["PGlite"], ...(postgresUrl ? [["PostgreSQL"] as ["PostgreSQL"]] : [])];

describe.each(targets)("durability on %s", (kind) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it(`keeps every acknowledged write through ${rounds} kill -9s during bursts of writes, and starts again each time`, async () => {
    const dataDir = tempDataDir();
    let env: Record<string, string> = {};
    if (kind === "PostgreSQL") {
      const database = await freshDatabase();
      cleanups.push(database.drop);
      env = { DATABASE_URL: database.url };
    }
    const acknowledged: string[] = [];
    let counter = 0;
    const restartTimes: number[] = [];

    for (let round = 0; round < rounds; round++) {
      const started = Date.now();
      const server = await startServer({ dataDir, env });
      restartTimes.push(Date.now() - started);
      // Everything acknowledged before the earlier kills is still there.
      const missing: string[] = [];
      for (const email of acknowledged) {
        const signIn = await signInOverHttp(server.url, email);
        // An account that exists with its password answers "not verified yet"; a lost one, 401.
        if (signIn.status !== 403 || signIn.code !== "EMAIL_NOT_VERIFIED") missing.push(email);
      }
      expect(missing, `round ${round}`).toEqual([]);

      let stopped = false;
      const before = acknowledged.length;
      const writer = async () => {
        while (!stopped) {
          const email = `burst-${counter++}@example.com`;
          try {
            const { status } = await signUpOverHttp(server.url, email);
            if (status === 200) acknowledged.push(email);
          } catch {
            // The connection died with the process: this write was never acknowledged.
          }
        }
      };
      const writers = Array.from({ length: 6 }, writer);
      // Kill while writes are in flight, once some are acknowledged (a busy machine is slower).
      for (let waited = 0; acknowledged.length - before < 12 && waited < 60_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
      server.child.kill("SIGKILL");
      stopped = true;
      await Promise.all(writers);
      await server.stop();
      expect(acknowledged.length - before).toBeGreaterThanOrEqual(12);
    }

    const last = await startServer({ dataDir, env });
    try {
      const missing: string[] = [];
      for (const email of acknowledged) {
        const signIn = await signInOverHttp(last.url, email);
        if (signIn.status !== 403 || signIn.code !== "EMAIL_NOT_VERIFIED") missing.push(email);
      }
      expect(missing).toEqual([]);
    } finally {
      await last.stop();
    }
    // Reported, not asserted (tests do not judge wall-clock time): start-up after each kill.
    process.stdout.write(`${kind}: ${acknowledged.length} acknowledged writes kept; start-up times after kill -9: ${restartTimes.slice(1).join(", ")} ms\n`);
  }, 240_000);
});
