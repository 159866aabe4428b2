// `npm run load`: many simulated users on loopback doing what people do in Cadence (sign in,
// browse the calendar, create and complete tasks, take a quiz, study cards), on PGlite and (when
// it answers) PostgreSQL. Afterwards every acknowledged write is read back. Exits 1 on any 5xx,
// network error or lost write; latencies are reported, never judged.
//
// LOAD_FAULTS=1 (`npm run load:faults`) adds faults while the users work: every LOAD_FAULT_EVERY
// seconds (15) the server is killed with SIGKILL and started again on the same data, and on
// PostgreSQL every other fault cuts the database instead (a TCP proxy in front of it drops every
// connection for 5 s, as a PostgreSQL restart does). A refused request (a connection error, or
// 503) is then expected, and a write that got no answer may or may not have happened; any other
// 5xx, or an acknowledged write missing afterwards, still fails the run.
//
// The server's resident memory is sampled every 10 s (not with faults, which restart it): the
// growth from the end of the warm-up (a tenth of the run, at most 60 s) to the end is the soak
// figure (`npm run soak`: 10 minutes).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../tools/free-port.js";
import { startSmtpSink, type SmtpSink } from "../src/server/testing/smtp-sink.js";
import { startTcpProxy } from "../src/server/testing/tcp-proxy.js";
import { adminUrl, freshPostgresDatabase, postgresAnswers, serverScript, startProcess } from "./process.js";
import { benchCards, benchQuiz } from "./study-fixtures.js";

const users = Number(process.env.LOAD_USERS ?? 200);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const faults = process.env.LOAD_FAULTS === "1";
const faultEveryMs = Number(process.env.LOAD_FAULT_EVERY ?? 15) * 1000;
const databaseCutMs = 5000;
const rssEveryMs = 10_000;
const password = "correct horse battery staple 42";
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const timeZone = "Australia/Melbourne";

interface Stats {
  latencies: Map<string, number[]>;
  serverErrors: string[];
  networkErrors: number;
  /** With faults: requests refused while the server or the database was down. */
  refused: number;
}

interface VirtualUser {
  index: number;
  email: string;
  address: string;
  cookie: string;
  quizId: string;
  answers: { questionId: string; selectedAnswerIds: string[] }[];
  setId: string;
  /** Acknowledged writes, to read back. */
  tasks: Map<string, "todo" | "done">;
  /** Tasks whose last change got no answer (a fault): they must exist, in either state. */
  uncertainTasks: Set<string>;
  attempts: string[];
  reviews: number;
  /** Reviews that got no answer: each may or may not be stored. */
  uncertainReviews: number;
}

const cookieOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");

function client(base: string, stats: Stats) {
  return async function call(user: Pick<VirtualUser, "address" | "cookie">, label: string, pathname: string, init: { method?: string; json?: unknown } = {}) {
    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(`${base}${pathname}`, {
        method: init.method ?? "GET",
        redirect: "manual",
        headers: {
          // Each simulated user is a client of its own, as behind a proxy (rate limits are per client).
          "x-forwarded-for": user.address,
          origin: base,
          ...(user.cookie ? { cookie: user.cookie } : {}),
          ...(init.json !== undefined ? { "content-type": "application/json" } : {}),
        },
        ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
      });
      // The body is read here, so that a server killed halfway through it counts as no answer.
      const body = await response.arrayBuffer();
      response = new Response(body.byteLength ? body : null, { status: response.status, headers: response.headers });
    } catch {
      if (!faults) {
        stats.networkErrors++;
        return undefined;
      }
      stats.refused++;
      await sleep(200);
      return undefined;
    }
    if (faults && response.status === 503) {
      stats.refused++;
      await response.body?.cancel();
      await sleep(200);
      return undefined;
    }
    const list = stats.latencies.get(label) ?? [];
    list.push(performance.now() - started);
    stats.latencies.set(label, list);
    if (response.status >= 500) stats.serverErrors.push(`${label} ${response.status} ${(await response.text()).slice(0, 200)}`);
    return response;
  };
}

async function prepare(base: string, call: ReturnType<typeof client>, mail: SmtpSink, index: number): Promise<VirtualUser> {
  const user: VirtualUser = {
    index,
    email: `load-${index}@example.com`,
    address: `10.${Math.floor(index / 250)}.${index % 250}.7`,
    cookie: "",
    quizId: "",
    answers: [],
    setId: "",
    tasks: new Map(),
    uncertainTasks: new Set(),
    attempts: [],
    reviews: 0,
    uncertainReviews: 0,
  };
  const signUp = await call(user, "setup: sign up", "/api/auth/sign-up/email", {
    method: "POST",
    json: { email: user.email, password, name: `Load User ${index}` },
  });
  if (signUp?.status !== 200) throw new Error(`sign-up ${index} failed: ${signUp?.status}`);
  // Behind a proxy (TRUST_PROXY) the dev mailbox is never served: the mail goes to an SMTP sink.
  const verification = await mail.waitFor(user.email, { timeoutMs: 20_000 });
  const link = (verification.text ?? "").match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no verification link for ${user.email}`);
  const verified = await fetch(link, { redirect: "manual", headers: { "x-forwarded-for": user.address } });
  if (verified.status !== 302) throw new Error(`verifying ${user.email} answered ${verified.status}`);
  const signIn = await call(user, "setup: sign in", "/api/auth/sign-in/email", { method: "POST", json: { email: user.email, password } });
  if (signIn?.status !== 200) throw new Error(`sign-in ${index} failed: ${signIn?.status}`);
  user.cookie = cookieOf(signIn);
  const quiz = await call(user, "setup: create quiz", "/api/quizzes", { method: "POST", json: { ...benchQuiz(1), title: `Load quiz ${index}` } });
  user.quizId = ((await quiz!.json()) as { id: string }).id;
  const full = (await (await call(user, "setup: fetch quiz", `/api/quizzes/${user.quizId}`))!.json()) as {
    questions: { id: string; answers: { id: string }[] }[];
  };
  user.answers = full.questions.map((question, number) => ({ questionId: question.id, selectedAnswerIds: [question.answers[number % 2]!.id] }));
  const set = await call(user, "setup: create set", "/api/flashcard-sets", {
    method: "POST",
    json: { title: `Load set ${index}`, cards: benchCards().slice(0, 20) },
  });
  user.setId = ((await set!.json()) as { id: string }).id;
  return user;
}

/** One user's session: a weighted mix until the deadline. */
async function act(call: ReturnType<typeof client>, user: VirtualUser, deadline: number) {
  let step = 0;
  while (Date.now() < deadline) {
    const roll = (user.index * 7 + step++ * 13) % 100;
    if (roll < 3) {
      // Another device signs in: a new session, which this user goes on with.
      const response = await call(user, "sign in", "/api/auth/sign-in/email", { method: "POST", json: { email: user.email, password } });
      if (response?.ok) user.cookie = cookieOf(response);
    } else if (roll < 30) {
      const month = new Date();
      const from = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth(), 1)).toISOString();
      const to = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1)).toISOString();
      await call(user, "browse calendar", `/api/tasks?from=${from}&to=${to}&timeZone=${encodeURIComponent(timeZone)}`);
    } else if (roll < 50) {
      const response = await call(user, "create task", "/api/tasks", {
        method: "POST",
        json: { title: `Load task ${user.index}-${step}`, dueAt: new Date(Date.now() + step * 3_600_000).toISOString(), timeZone },
      });
      if (response?.status === 201) user.tasks.set(((await response.json()) as { id: string }).id, "todo");
    } else if (roll < 65) {
      const open = [...user.tasks].find(([, status]) => status === "todo")?.[0];
      if (!open) continue;
      const response = await call(user, "complete task", `/api/tasks/${open}`, { method: "PATCH", json: { status: "done" } });
      if (response?.ok) user.tasks.set(open, "done");
      else if (!response && faults) {
        user.tasks.delete(open);
        user.uncertainTasks.add(open);
      }
    } else if (roll < 75) {
      await call(user, "list quizzes", "/api/quizzes");
    } else if (roll < 85) {
      await call(user, "fetch quiz", `/api/quizzes/${user.quizId}`);
      const response = await call(user, "submit attempt", `/api/quizzes/${user.quizId}/attempts`, {
        method: "POST",
        json: { responses: user.answers, timeTakenSeconds: 60 },
      });
      if (response?.status === 201) user.attempts.push(((await response.json()) as { id: string }).id);
    } else {
      const queue = await call(user, "study queue", `/api/flashcard-sets/${user.setId}/study`);
      const cards = queue?.ok ? ((await queue.json()) as { cards: { id: string }[] }).cards : [];
      if (!cards[0]) continue;
      const response = await call(user, "review card", `/api/flashcards/${cards[0].id}/reviews`, { method: "POST", json: { rating: "good" } });
      if (response?.ok) user.reviews++;
      else if (!response && faults) user.uncertainReviews++;
    }
  }
}

/** Reads every acknowledged write back; returns what is missing. */
async function verify(call: ReturnType<typeof client>, user: VirtualUser): Promise<string[]> {
  const lost: string[] = [];
  const exported = await call(user, "check: export", "/api/account/export");
  if (!exported?.ok) return [`${user.email}: the export answered ${exported?.status ?? "nothing"}`];
  const data = (await exported!.json()) as {
    tasks: { id: string; status: string }[];
    attempts: { id: string }[];
    flashcardSets: { cards: { reviews: unknown[] }[] }[];
  };
  const tasks = new Map(data.tasks.map((task) => [task.id, task.status]));
  for (const [id, status] of user.tasks) if (tasks.get(id) !== status) lost.push(`${user.email}: task ${id} (${status}) is ${tasks.get(id) ?? "missing"}`);
  const attempts = new Set(data.attempts.map((attempt) => attempt.id));
  for (const id of user.attempts) if (!attempts.has(id)) lost.push(`${user.email}: attempt ${id} missing`);
  for (const id of user.uncertainTasks) if (!tasks.has(id)) lost.push(`${user.email}: task ${id} missing`);
  const reviews = data.flashcardSets.flatMap((set) => set.cards).reduce((sum, card) => sum + card.reviews.length, 0);
  if (reviews < user.reviews || reviews > user.reviews + user.uncertainReviews) {
    lost.push(`${user.email}: ${user.reviews} reviews acknowledged (${user.uncertainReviews} unanswered), ${reviews} stored`);
  }
  return lost;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10 : 0;
};

async function run(kind: "pglite" | "postgres") {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  // With faults, PostgreSQL is reached through a proxy that can be cut.
  const proxy = kind === "postgres" && faults ? await startTcpProxy(new URL(await freshPostgresDatabase("cadence_load"))) : undefined;
  const databaseUrl = kind === "postgres" ? (proxy?.url ?? (await freshPostgresDatabase("cadence_load"))) : undefined;
  // The simulated users are told apart by X-Forwarded-For, as behind a reverse proxy.
  const mail = await startSmtpSink();
  const env: Record<string, string> = {
    TRUST_PROXY: "true",
    SMTP_URL: mail.url,
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), "cadence-load-")),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const start = () => startProcess(serverScript, env, "Cadence is running at");
  let server = await start();
  const stats: Stats = { latencies: new Map(), serverErrors: [], networkErrors: 0, refused: 0 };
  const call = client(base, stats);
  const restartsMs: number[] = [];
  let databaseCuts = 0;
  const rss: { seconds: number; mib: number }[] = [];
  try {
    const prepared: VirtualUser[] = [];
    for (let first = 0; first < users; first += 20) {
      prepared.push(...(await Promise.all(Array.from({ length: Math.min(20, users - first) }, (_, offset) => prepare(base, call, mail, first + offset)))));
    }
    const started = Date.now();
    const deadline = started + seconds * 1000;
    rss.push({ seconds: 0, mib: await server.rssMiB() });
    // The event loop's delay is counted from here (the sign-ups before are not the mix).
    if (!faults) await server.eventLoop();
    const sampler = faults
      ? undefined
      : setInterval(() => void server.rssMiB().then((mib) => rss.push({ seconds: Math.round((Date.now() - started) / 1000), mib })), rssEveryMs);
    const injectFaults = async () => {
      for (let round = 0; Date.now() + faultEveryMs < deadline; round++) {
        await sleep(faultEveryMs);
        if (proxy && round % 2 === 1) {
          proxy.cut();
          await sleep(databaseCutMs);
          proxy.restore();
          databaseCuts++;
        } else {
          const killed = Date.now();
          await server.kill();
          server = await start();
          restartsMs.push(Date.now() - killed);
        }
      }
    };
    await Promise.all([...prepared.map((user) => act(call, user, deadline)), ...(faults ? [injectFaults()] : [])]);
    clearInterval(sampler);
    const elapsed = (Date.now() - started) / 1000;
    if (!faults) rss.push({ seconds: Math.round(elapsed), mib: await server.rssMiB() });
    const eventLoop = faults ? undefined : await server.eventLoop();
    const lost = (await Promise.all(prepared.map((user) => verify(call, user)))).flat();
    const rows = [...stats.latencies].map(([label, values]) => ({
      database: kind,
      action: label,
      requests: values.length,
      "req/s": /^(setup|check):/.test(label) ? "" : Math.round(values.length / elapsed),
      p50: `${percentile(values, 50)} ms`,
      p99: `${percentile(values, 99)} ms`,
    }));
    const writes = prepared.reduce((sum, user) => sum + user.tasks.size + user.attempts.length + user.reviews, 0);
    return { kind, rows, lost, writes, stats, rss, restartsMs, databaseCuts, eventLoop };
  } finally {
    await server.stop();
    await proxy?.close();
    await mail.close();
  }
}

/** Memory after the warm-up (a tenth of the run, at most 60 s) against the end. */
function rssSummary(rss: { seconds: number; mib: number }[]): string {
  if (rss.length < 2) return "";
  const warm = rss.find((sample) => sample.seconds >= Math.min(60, seconds / 10)) ?? rss[0]!;
  const end = rss[rss.length - 1]!;
  const growth = Math.round(((end.mib - warm.mib) / warm.mib) * 1000) / 10;
  return `server RSS ${rss[0]!.mib} MiB at the start, ${warm.mib} MiB after the warm-up (${warm.seconds} s), ${end.mib} MiB at the end (${end.seconds} s), at most ${Math.max(...rss.map((sample) => sample.mib))} MiB: ${growth >= 0 ? "+" : ""}${growth} % since the warm-up`;
}

// LOAD_DATABASES=pglite (or postgres) runs one; by default both, PostgreSQL when it answers.
const wanted = (process.env.LOAD_DATABASES ?? "pglite,postgres").split(",");
const kinds: ("pglite" | "postgres")[] = wanted.includes("pglite") ? ["pglite"] : [];
if (wanted.includes("postgres")) {
  if (await postgresAnswers()) kinds.push("postgres");
  else console.log(`PostgreSQL does not answer at ${adminUrl}: PGlite only.`);
}
let failed = false;
for (const kind of kinds) {
  console.log(`\n${kind}: ${users} users for ${seconds} s${faults ? `, a fault every ${faultEveryMs / 1000} s` : ""}`);
  const { rows, lost, writes, stats, rss, restartsMs, databaseCuts, eventLoop } = await run(kind);
  console.table(rows);
  console.log(`acknowledged writes: ${writes}, lost: ${lost.length}, 5xx: ${stats.serverErrors.length}, network errors: ${stats.networkErrors}`);
  if (faults) {
    console.log(
      `faults: ${restartsMs.length} kill -9s (back in ${restartsMs.join(", ")} ms), ${databaseCuts} database cuts of ${databaseCutMs / 1000} s; ${stats.refused} requests refused meanwhile`,
    );
  } else {
    console.log(rssSummary(rss));
    if (eventLoop)
      console.log(`event-loop delay over the run: p50 ${eventLoop.p50} ms, p99 ${eventLoop.p99} ms, max ${eventLoop.max} ms (goal: p99 at most 50 ms)`);
  }
  for (const line of [...stats.serverErrors.slice(0, 10), ...lost.slice(0, 10)]) console.log(`  ${line}`);
  if (lost.length || stats.serverErrors.length || stats.networkErrors) failed = true;
}
process.exit(failed ? 1 : 0);
