// `npm run bench:study`: the quiz, graded-attempt and study-queue routes alone, on PGlite, with
// the bench's fixtures and load (50 connections), for profiling (`BENCH_PROFILE_DIR` starts the
// server with --cpu-prof there). `npm run bench` measures the same routes among all the others.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { signUpVerified } from "../e2e/support/http.js";
import { freePort } from "../tools/free-port.js";
import { serverScript, startProcess } from "./process.js";
import { seedStudy } from "./study-fixtures.js";

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const port = await freePort();
const profileDir = process.env.BENCH_PROFILE_DIR;
const server = await startProcess(
  serverScript,
  { DATA_DIR: mkdtempSync(path.join(tmpdir(), "cadence-study-")), PORT: String(port) },
  "Cadence is running at",
  profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [],
);
const base = `http://localhost:${port}`;
try {
  const { cookie } = await signUpVerified(base, "study-bench@example.com", "Bench User");
  const { quizId, setId, attemptBody } = await seedStudy(base, cookie);
  const only = process.env.BENCH_ROUTE;
  const routes = [
    { name: "quiz", url: `/api/quizzes/${quizId}` },
    { name: "attempt", url: `/api/quizzes/${quizId}/attempts`, method: "POST" as const, body: attemptBody },
    { name: "study", url: `/api/flashcard-sets/${setId}/study` },
  ].filter((route) => !only || route.name === only);
  if (process.env.BENCH_TRACE) {
    // Each request's start and latency, for a route: are the slow ones together (a stall) or spread (queueing)?
    const route = routes[0]!;
    const trace: [number, number][] = [];
    const began = performance.now();
    const worker = async () => {
      while (performance.now() - began < duration * 1000) {
        const start = performance.now();
        const response = await fetch(`${base}${route.url}`, {
          method: route.method ?? "GET",
          headers: { cookie, origin: base, "content-type": "application/json" },
          body: route.body,
        });
        await response.arrayBuffer();
        trace.push([Math.round(start - began), Math.round(performance.now() - start)]);
      }
    };
    await Promise.all(Array.from({ length: connections }, worker));
    const slow = trace.filter(([, ms]) => ms > 1000);
    console.log(`${trace.length} requests, ${slow.length} over 1 s, started at (ms):`, slow.map(([at, ms]) => `${at}+${ms}`).join(" "));
    const steady = trace
      .filter(([at]) => at > 2000)
      .map(([, ms]) => ms)
      .sort((a, b) => a - b);
    const at = (q: number) => steady[Math.min(steady.length - 1, Math.floor(q * steady.length))];
    console.log(`after the first 2 s: ${steady.length} requests, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${steady.at(-1)} ms`);
  }
  const rows = [];
  for (const route of routes) {
    const headers = { cookie, origin: base, ...(route.body ? { "content-type": "application/json" } : {}) };
    const options = { url: `${base}${route.url}`, connections, headers, method: route.method ?? ("GET" as const), body: route.body };
    await autocannon({ ...options, duration: 3 }); // warm-up, as `npm run bench` does
    await server.eventLoop();
    const result = await autocannon({ ...options, duration });
    const loop = await server.eventLoop();
    rows.push({
      route: route.name,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      loopP99: loop.p99,
      loopMax: loop.max,
      non2xx: result.non2xx,
    });
  }
  console.table(rows);
} finally {
  await (profileDir ? server.stop() : server.kill());
}
