// `npm run bench`: throughput and latency of the real server against a bare Hono baseline,
// on PGlite and (when it answers) PostgreSQL, plus the size of the JavaScript the browser loads.
// Prints one table and writes bench/results.json. Figures only: nothing here passes or fails.
import { mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { signUpVerified } from "../e2e/support/http.js";
import { freePort } from "../tools/free-port.js";
import { measureOfflineGeneration, questionQuality } from "./ai.js";
import { adminUrl, analyzePostgres, freshPostgresDatabase, postgresAnswers, serverScript, startProcess } from "./process.js";
import { measureFanout, type FanoutResult } from "./fanout.js";
import { lighthouseScores, publicPages, type LighthouseScores } from "./lighthouse.js";
import { benchCardCount, benchQuestionCount, benchQuizCount, seedStudy } from "./study-fixtures.js";
import { benchMonth, benchTask, benchTaskCount, benchTimeZone } from "./task-fixtures.js";
import { aiLimits } from "../src/shared/schemas/ai.js";
import type { EventLoopDelay } from "../src/server/lib/event-loop.js";
import { studyCorpus } from "../src/server/testing/study-corpus.js";

const studyText = (index: number) => studyCorpus[index % studyCorpus.length]!.text;

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const here = path.dirname(fileURLToPath(import.meta.url));
const bareServerScript = path.join(here, "bare-server.js");

interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** The server's event-loop delay while measured, ms (real server only). */
  eventLoopP99?: number;
  eventLoopMax?: number;
}

interface HttpRow {
  database: "pglite" | "postgres";
  route: string;
  real: Measurement;
  bare: Measurement;
  ratio: number;
}

const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

/**
 * Warms the route up (JIT, caches, PGlite's buffers) untimed, then measures it; with `eventLoop`
 * (the server's own figures, see bench/process.ts), also its event loop's delay while timed.
 */
async function measure(
  url: string,
  headers: Record<string, string> = {},
  request: { method?: "GET" | "POST"; body?: string } = {},
  eventLoop?: () => Promise<EventLoopDelay>,
): Promise<Measurement> {
  const options = { url, connections, headers: request.body ? { ...headers, "content-type": "application/json" } : headers, ...request };
  if (warmUpSeconds > 0) await autocannon({ ...options, duration: warmUpSeconds });
  await eventLoop?.();
  const result = await autocannon({ ...options, duration });
  const loop = await eventLoop?.();
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    ...(loop ? { eventLoopP99: loop.p99, eventLoopMax: loop.max } : {}),
  };
}

/**
 * Quiz generations from a long text, two at a time, until `stop` is called: the load the issue
 * asks the event loop to bear ("including while AI generations run").
 */
function generateInBackground(base: string, cookie: string): { stop: () => Promise<number> } {
  let running = true;
  let done = 0;
  const text = Array.from({ length: 40 }, (_, index) => studyText(index))
    .join("\n\n")
    .slice(0, aiLimits.textChars);
  const body = JSON.stringify({ text, questionTypes: ["multiple_choice", "short_answer", "true_false"], count: 30, difficulty: "hard" });
  const loop = async () => {
    while (running) {
      const response = await fetch(`${base}/api/ai/quizzes`, { method: "POST", headers: { cookie, origin: base, "content-type": "application/json" }, body });
      await response.text();
      if (response.ok) done++;
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
  };
  const loops = [loop(), loop()];
  return {
    stop: async () => {
      running = false;
      await Promise.all(loops);
      return done;
    },
  };
}

const lighthouse: LighthouseScores[] = [];
const fanout: (FanoutResult & { database: string })[] = [];
const fanoutClients = Number(process.env.BENCH_WS_CLIENTS ?? 500);
const memory: { database: string; rssMiB: number }[] = [];

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

  // Enough AI generations for the background load (the default quota is the Free plan's 5 a day).
  const app = await startProcess(serverScript, { ...appEnv, PORT: String(appPort), AI_DAILY_QUOTA: "100000" }, "Cadence is running at");
  const bare = await startProcess(bareServerScript, { ...bareEnv, PORT: String(barePort) }, "bare server ready");
  try {
    const base = `http://localhost:${appPort}`;
    if (kind === "pglite") lighthouse.push(...(await lighthouseScores(base, publicPages)));
    const { cookie } = await signUpVerified(base, "bench@example.com", "Bench User");
    await seedTasks(base, cookie);
    const study = await seedStudy(base, cookie);
    // Measured as in steady state, with planner statistics: on PGlite the server analyses changed
    // tables every 30 s (it has no autovacuum); on PostgreSQL autovacuum would within a minute or
    // so, and the bench does not wait for it.
    if (kind === "pglite") await new Promise((resolve) => setTimeout(resolve, 35_000));
    else await analyzePostgres(appEnv.DATABASE_URL!);
    // Writes send the app's Origin, as a browser does (the API refuses other sites' writes).
    const writeHeaders = { cookie, origin: base };

    const rows: HttpRow[] = [];
    const cases: [string, string, string, Record<string, string>, { method?: "GET" | "POST"; body?: string }?][] = [
      ["GET /api/health", "/api/health", "/bare/health", {}],
      ["GET /api/me (session + user + profile)", "/api/me", "/bare/me", { cookie }],
      [
        `GET /api/tasks month range (${benchTaskCount.toLocaleString("en-US")} tasks)`,
        `/api/tasks?from=${benchMonth.from}&to=${benchMonth.to}&timeZone=${encodeURIComponent(benchTimeZone)}`,
        "/bare/tasks",
        { cookie },
      ],
      [`GET /api/quizzes (list of ${benchQuizCount})`, "/api/quizzes", "/bare/quizzes", { cookie }],
      [`GET /api/quizzes/:id (${benchQuestionCount} questions)`, `/api/quizzes/${study.quizId}`, "/bare/quiz", { cookie }],
      [
        `POST /api/quizzes/:id/attempts (${benchQuestionCount} answers, graded)`,
        `/api/quizzes/${study.quizId}/attempts`,
        "/bare/attempts",
        writeHeaders,
        { method: "POST", body: study.attemptBody },
      ],
      [`GET /api/flashcard-sets/:id/study (${benchCardCount} cards)`, `/api/flashcard-sets/${study.setId}/study`, "/bare/study", { cookie }],
    ];
    for (const [name, route, bareRoute, headers, request] of cases) {
      const real = await measure(`${base}${route}`, headers, request, app.eventLoop);
      const baseline = await measure(`http://localhost:${barePort}${bareRoute}`, {}, request);
      rows.push({ database: kind, route: name, real, bare: baseline, ratio: Math.round((real.requestsPerSecond / baseline.requestsPerSecond) * 100) / 100 });
    }
    // The month range again, while quiz generations run on the same server.
    const generations = generateInBackground(base, cookie);
    const [, monthRoute, monthBare, monthHeaders] = cases[2]!;
    const busy = await measure(`${base}${monthRoute}`, monthHeaders, {}, app.eventLoop);
    const generated = await generations.stop();
    const busyBaseline = await measure(`http://localhost:${barePort}${monthBare}`);
    rows.push({
      database: kind,
      route: `${cases[2]![0]}, while AI generations run (${generated} done)`,
      real: busy,
      bare: busyBaseline,
      ratio: Math.round((busy.requestsPerSecond / busyBaseline.requestsPerSecond) * 100) / 100,
    });
    fanout.push({ database: kind, ...(await measureFanout(base, cookie, fanoutClients)) });
    memory.push({ database: kind, rssMiB: await app.rssMiB() });
    return rows;
  } finally {
    await Promise.all([app.stop(), bare.stop()]);
  }
}

/** The quizzes and the flashcard set, through the real API; the big quiz's answers for the attempt route. */
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

const results = {
  date: new Date().toISOString(),
  connections,
  durationSeconds: duration,
  http: [] as HttpRow[],
  fanout,
  ai: await measureOfflineGeneration(),
  web: webSizes(),
  lighthouse,
  memory,
};
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
      "loop p99": r.real.eventLoopP99 === undefined ? "" : fmt(r.real.eventLoopP99),
      "loop max": r.real.eventLoopMax === undefined ? "" : fmt(r.real.eventLoopMax),
      non2xx: r.real.non2xx,
    };
  }),
);
// The goals as ratios within this run: the month range against /api/health on each database.
for (const database of kinds) {
  const rows = results.http.filter((row) => row.database === database);
  const health = rows.find((row) => row.route === "GET /api/health");
  const month = rows.find((row) => row.route.startsWith("GET /api/tasks month range") && !row.route.includes("while"));
  if (health && month)
    console.log(
      `${database}: month range at ${(month.real.requestsPerSecond / health.real.requestsPerSecond).toFixed(3)} of /api/health's throughput (goal: at least 0.2)`,
    );
}
console.log(`\nWebSocket fan-out: one user's ${fanoutClients} open sockets, time from POST /api/tasks to each socket's event`);
console.table(
  fanout.map((f) => ({
    database: f.database,
    sockets: f.clients,
    writes: f.events,
    delivered: f.delivered,
    p50: fmt(f.p50),
    p99: fmt(f.p99),
    max: fmt(f.max),
  })),
);
console.log("\nOffline AI: 10 questions (all four types) from a 50-page PDF, in process");
console.table([results.ai]);
console.log("\nOffline question writer on the evaluation corpus's parts not tuned on (a mixed quiz of 12 per passage)");
console.log(questionQuality());
console.log("\nLighthouse 12 (Debian chromium, mobile defaults), public pages on PGlite");
console.table(lighthouse);
console.log("\nServer resident memory after the HTTP and WebSocket load");
console.table(memory);
console.log("\nJavaScript shipped to the browser (gzip)");
console.table([{ chunk: "landing page entry (index.html scripts)", gzipBytes: results.web.entryGzipBytes }, ...results.web.chunks]);
writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
console.log("Written to bench/results.json");
