// `npm run bench`: throughput and latency of the real server against a bare Hono baseline,
// on PGlite and (when it answers) PostgreSQL, plus the size of the JavaScript the browser loads.
// Prints one table and writes bench/results.json. Figures only: nothing here passes or fails.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import { signUpVerified } from "../e2e/support/http.js";
import { freePort } from "../tools/free-port.js";
import { lighthouseScores, type LighthouseScores } from "./lighthouse.js";
import { benchMonth, benchTask, benchTaskCount, benchTimeZone } from "./task-fixtures.js";

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

const here = path.dirname(fileURLToPath(import.meta.url));
const bareServerScript = path.join(here, "bare-server.js");

interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface HttpRow {
  database: "pglite" | "postgres";
  route: string;
  real: Measurement;
  bare: Measurement;
  ratio: number;
}


async function startProcess(script: string, env: Record<string, string>, readyText: string) {
  const child = spawn(process.execPath, [script], { env: { ...process.env, LOG_LEVEL: "warn", ...env }, stdio: "pipe" });
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
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        child.removeAllListeners("exit");
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

/** Warms the route up (JIT, caches, PGlite's buffers) untimed, then measures it. */
async function measure(url: string, headers: Record<string, string> = {}): Promise<Measurement> {
  if (warmUpSeconds > 0) await autocannon({ url, connections, duration: warmUpSeconds, headers });
  const result = await autocannon({ url, connections, duration, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

async function freshPostgresDatabase(dbName: string): Promise<string> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  return url.toString();
}

async function postgresAnswers() {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const lighthouse: LighthouseScores[] = [];

async function benchDatabase(kind: "pglite" | "postgres"): Promise<HttpRow[]> {
  const [appPort, barePort] = await Promise.all([freePort(), freePort()]);
  const appEnv: Record<string, string> =
    kind === "pglite"
      ? { DATA_DIR: mkdtempSync(path.join(tmpdir(), "cadence-bench-")) }
      : { DATABASE_URL: await freshPostgresDatabase("cadence_bench"), DATA_DIR: mkdtempSync(path.join(tmpdir(), "cadence-bench-")) };
  const bareEnv: Record<string, string> =
    kind === "pglite"
      ? { DATA_DIR: mkdtempSync(path.join(tmpdir(), "cadence-bench-bare-")) }
      : { DATABASE_URL: await freshPostgresDatabase("cadence_bench_bare") };

  const app = await startProcess("dist/node/server/index.js", { ...appEnv, PORT: String(appPort) }, "Cadence is running at");
  const bare = await startProcess(bareServerScript, { ...bareEnv, PORT: String(barePort) }, "bare server ready");
  try {
    const base = `http://localhost:${appPort}`;
    if (kind === "pglite") lighthouse.push(...(await lighthouseScores(base, ["/", "/documentation"])));
    const { cookie } = await signUpVerified(base, "bench@example.com", "Bench User");
    await seedTasks(base, cookie);

    const rows: HttpRow[] = [];
    const cases: [string, string, string, Record<string, string>][] = [
      ["GET /api/health", "/api/health", "/bare/health", {}],
      ["GET /api/me (session + user + profile)", "/api/me", "/bare/me", { cookie }],
      [
        `GET /api/tasks month range (${benchTaskCount.toLocaleString("en-US")} tasks)`,
        `/api/tasks?from=${benchMonth.from}&to=${benchMonth.to}&timeZone=${encodeURIComponent(benchTimeZone)}`,
        "/bare/tasks",
        { cookie },
      ],
    ];
    for (const [name, route, bareRoute, headers] of cases) {
      const real = await measure(`${base}${route}`, headers);
      const baseline = await measure(`http://localhost:${barePort}${bareRoute}`);
      rows.push({ database: kind, route: name, real, bare: baseline, ratio: Math.round((real.requestsPerSecond / baseline.requestsPerSecond) * 100) / 100 });
    }
    return rows;
  } finally {
    await Promise.all([app.stop(), bare.stop()]);
  }
}

/** Creates the benchmark user's tasks through the real API, twenty requests at a time. */
async function seedTasks(base: string, cookie: string) {
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < benchTaskCount) {
      const index = next++;
      const response = await fetch(`${base}/api/tasks`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json", origin: base },
        body: JSON.stringify(benchTask(index)),
      });
      if (response.status !== 201) throw new Error(`seeding task ${index} failed with ${response.status}: ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 20 }, worker));
  console.log(`Seeded ${benchTaskCount} tasks through POST /api/tasks in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function webSizes() {
  const webRoot = "dist/web";
  const index = readFileSync(path.join(webRoot, "index.html"), "utf8");
  const entry = [...index.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((match) => match[1]!);
  const gz = (file: string) => gzipSync(readFileSync(path.join(webRoot, file))).length;
  const chunks = readdirSync(path.join(webRoot, "assets"))
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ chunk: file, gzipBytes: gz(path.join("assets", file)) }));
  return { entryGzipBytes: entry.reduce((sum, file) => sum + gz(file), 0), chunks };
}

const kinds: ("pglite" | "postgres")[] = ["pglite"];
if (await postgresAnswers()) kinds.push("postgres");
else console.log(`PostgreSQL does not answer at ${adminUrl}: PGlite only.`);

const results = { date: new Date().toISOString(), connections, durationSeconds: duration, http: [] as HttpRow[], web: webSizes(), lighthouse };
for (const kind of kinds) results.http.push(...(await benchDatabase(kind)));

const fmt = (ms: number) => `${ms} ms`;
console.log(`\nHTTP, ${connections} connections, ${duration} s each (real server vs bare Hono route, same SQL, same run)`);
console.table(
  results.http.map((r) => {
    return {
      database: r.database,
      route: r.route,
      "req/s": r.real.requestsPerSecond,
      p50: fmt(r.real.p50),
      p99: fmt(r.real.p99),
      "bare req/s": r.bare.requestsPerSecond,
      "bare p99": fmt(r.bare.p99),
      "ratio to bare": r.ratio,
      non2xx: r.real.non2xx,
    };
  }),
);
console.log("\nLighthouse 12 (Debian chromium, mobile defaults), public pages on PGlite");
console.table(lighthouse);
console.log("\nJavaScript shipped to the browser (gzip)");
console.table([{ chunk: "landing page entry (index.html scripts)", gzipBytes: results.web.entryGzipBytes }, ...results.web.chunks]);
writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
console.log("Written to bench/results.json");
