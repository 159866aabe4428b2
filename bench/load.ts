// `npm run load`: many simulated users on loopback doing what people do in Cadence (sign in,
// browse the calendar, create and complete tasks, take a quiz, study cards), on PGlite and (when
// it answers) PostgreSQL. Afterwards every acknowledged write is read back. Exits 1 on any 5xx,
// network error or lost write; latencies are reported, never judged.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../tools/free-port.js";
import { freshPostgresDatabase, postgresAnswers, startProcess } from "./process.js";
import { benchCards, benchQuiz } from "./study-fixtures.js";

const users = Number(process.env.LOAD_USERS ?? 200);
const seconds = Number(process.env.LOAD_SECONDS ?? 60);
const password = "correct horse battery staple 42";
const timeZone = "Australia/Melbourne";

interface Stats {
  latencies: Map<string, number[]>;
  serverErrors: string[];
  networkErrors: number;
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
  attempts: string[];
  reviews: number;
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
    } catch {
      stats.networkErrors++;
      return undefined;
    }
    const list = stats.latencies.get(label) ?? [];
    list.push(performance.now() - started);
    stats.latencies.set(label, list);
    if (response.status >= 500) stats.serverErrors.push(`${label} ${response.status} ${(await response.text()).slice(0, 200)}`);
    return response;
  };
}

async function prepare(base: string, call: ReturnType<typeof client>, index: number): Promise<VirtualUser> {
  const user: VirtualUser = {
    index,
    email: `load-${index}@example.com`,
    address: `10.${Math.floor(index / 250)}.${index % 250}.7`,
    cookie: "",
    quizId: "",
    answers: [],
    setId: "",
    tasks: new Map(),
    attempts: [],
    reviews: 0,
  };
  const signUp = await call(user, "setup: sign up", "/api/auth/sign-up/email", { method: "POST", json: { email: user.email, password, name: `Load User ${index}` } });
  if (signUp?.status !== 200) throw new Error(`sign-up ${index} failed: ${signUp?.status}`);
  let link: string | undefined;
  for (let attempt = 0; attempt < 100 && !link; attempt++) {
    const mails = (await (await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(user.email)}`)).json()) as { text: string }[];
    link = mails[0]?.text.match(/https?:\/\/\S+/)?.[0];
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!link) throw new Error(`no verification mail for ${user.email}`);
  const verified = await fetch(link, { redirect: "manual", headers: { "x-forwarded-for": user.address } });
  if (verified.status !== 302) throw new Error(`verifying ${user.email} answered ${verified.status}`);
  const signIn = await call(user, "setup: sign in", "/api/auth/sign-in/email", { method: "POST", json: { email: user.email, password } });
  if (signIn?.status !== 200) throw new Error(`sign-in ${index} failed: ${signIn?.status}`);
  user.cookie = cookieOf(signIn);
  const quiz = await call(user, "setup: create quiz", "/api/quizzes", { method: "POST", json: { ...benchQuiz(1), title: `Load quiz ${index}` } });
  user.quizId = ((await quiz!.json()) as { id: string }).id;
  const full = (await (await call(user, "setup: fetch quiz", `/api/quizzes/${user.quizId}`))!.json()) as { questions: { id: string; answers: { id: string }[] }[] };
  user.answers = full.questions.map((question, number) => ({ questionId: question.id, selectedAnswerIds: [question.answers[number % 2]!.id] }));
  const set = await call(user, "setup: create set", "/api/flashcard-sets", { method: "POST", json: { title: `Load set ${index}`, cards: benchCards().slice(0, 20) } });
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
      const response = await call(user, "create task", "/api/tasks", { method: "POST", json: { title: `Load task ${user.index}-${step}`, dueAt: new Date(Date.now() + step * 3_600_000).toISOString(), timeZone } });
      if (response?.status === 201) user.tasks.set(((await response.json()) as { id: string }).id, "todo");
    } else if (roll < 65) {
      const open = [...user.tasks].find(([, status]) => status === "todo")?.[0];
      if (!open) continue;
      const response = await call(user, "complete task", `/api/tasks/${open}`, { method: "PATCH", json: { status: "done" } });
      if (response?.ok) user.tasks.set(open, "done");
    } else if (roll < 75) {
      await call(user, "list quizzes", "/api/quizzes");
    } else if (roll < 85) {
      await call(user, "fetch quiz", `/api/quizzes/${user.quizId}`);
      const response = await call(user, "submit attempt", `/api/quizzes/${user.quizId}/attempts`, { method: "POST", json: { responses: user.answers, timeTakenSeconds: 60 } });
      if (response?.status === 201) user.attempts.push(((await response.json()) as { id: string }).id);
    } else {
      const queue = await call(user, "study queue", `/api/flashcard-sets/${user.setId}/study`);
      const cards = queue?.ok ? ((await queue.json()) as { cards: { id: string }[] }).cards : [];
      if (!cards[0]) continue;
      const response = await call(user, "review card", `/api/flashcards/${cards[0].id}/reviews`, { method: "POST", json: { rating: "good" } });
      if (response?.ok) user.reviews++;
    }
  }
}

/** Reads every acknowledged write back; returns what is missing. */
async function verify(call: ReturnType<typeof client>, user: VirtualUser): Promise<string[]> {
  const lost: string[] = [];
  const exported = await call(user, "check: export", "/api/account/export");
  const data = (await exported!.json()) as { tasks: { id: string; status: string }[]; attempts: { id: string }[]; flashcardSets: { cards: { reviews: unknown[] }[] }[] };
  const tasks = new Map(data.tasks.map((task) => [task.id, task.status]));
  for (const [id, status] of user.tasks) if (tasks.get(id) !== status) lost.push(`${user.email}: task ${id} (${status}) is ${tasks.get(id) ?? "missing"}`);
  const attempts = new Set(data.attempts.map((attempt) => attempt.id));
  for (const id of user.attempts) if (!attempts.has(id)) lost.push(`${user.email}: attempt ${id} missing`);
  const reviews = data.flashcardSets.flatMap((set) => set.cards).reduce((sum, card) => sum + card.reviews.length, 0);
  if (reviews !== user.reviews) lost.push(`${user.email}: ${user.reviews} reviews acknowledged, ${reviews} stored`);
  return lost;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10 : 0;
};

async function run(kind: "pglite" | "postgres") {
  const port = await freePort();
  const base = `http://localhost:${port}`;
  // The simulated users are told apart by X-Forwarded-For, as behind a reverse proxy.
  const env: Record<string, string> = { TRUST_PROXY: "true", PORT: String(port), DATA_DIR: mkdtempSync(path.join(tmpdir(), "cadence-load-")), ...(kind === "postgres" ? { DATABASE_URL: await freshPostgresDatabase("cadence_load") } : {}) };
  const server = await startProcess("dist/node/server/index.js", env, "Cadence is running at");
  const stats: Stats = { latencies: new Map(), serverErrors: [], networkErrors: 0 };
  const call = client(base, stats);
  try {
    const prepared: VirtualUser[] = [];
    for (let first = 0; first < users; first += 20) {
      prepared.push(...(await Promise.all(Array.from({ length: Math.min(20, users - first) }, (_, offset) => prepare(base, call, first + offset)))));
    }
    const rssBefore = await server.rssMiB();
    const started = Date.now();
    await Promise.all(prepared.map((user) => act(call, user, started + seconds * 1000)));
    const elapsed = (Date.now() - started) / 1000;
    const rssAfter = await server.rssMiB();
    const lost = (await Promise.all(prepared.map((user) => verify(call, user)))).flat();
    const rows = [...stats.latencies].map(([label, values]) => ({ database: kind, action: label, requests: values.length, "req/s": /^(setup|check):/.test(label) ? "" : Math.round(values.length / elapsed), p50: `${percentile(values, 50)} ms`, p99: `${percentile(values, 99)} ms` }));
    const writes = prepared.reduce((sum, user) => sum + user.tasks.size + user.attempts.length + user.reviews, 0);
    return { kind, rows, lost, writes, serverErrors: stats.serverErrors, networkErrors: stats.networkErrors, rssBefore, rssAfter };
  } finally {
    await server.stop();
  }
}

const kinds: ("pglite" | "postgres")[] = ["pglite"];
if (await postgresAnswers()) kinds.push("postgres");
let failed = false;
for (const kind of kinds) {
  console.log(`\n${kind}: ${users} users for ${seconds} s`);
  const result = await run(kind);
  console.table(result.rows);
  console.log(`acknowledged writes: ${result.writes}, lost: ${result.lost.length}, 5xx: ${result.serverErrors.length}, network errors: ${result.networkErrors}, server RSS ${result.rssBefore} → ${result.rssAfter} MiB`);
  for (const line of [...result.serverErrors.slice(0, 10), ...result.lost.slice(0, 10)]) console.log(`  ${line}`);
  if (result.lost.length || result.serverErrors.length || result.networkErrors) failed = true;
}
process.exit(failed ? 1 : 0);
