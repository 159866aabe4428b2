import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../shared/messages.js";
import { buildPackage, samplePackage } from "./testing/anki-packages.js";
import { multipart, pdfBytes } from "./testing/files.js";
import { createTestApp, readJson, type TestApp, type TestUser } from "./testing/test-app.js";
import { testDatabaseKinds } from "./testing/test-database.js";

/**
 * Every data route, with how to make an object it addresses (DESIGN.md §6). Anonymous callers
 * get 401; for routes with an object, another signed-in user gets 404, as if it did not exist.
 * Each new resource adds its rows here.
 */
interface MatrixRow {
  route: string;
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE";
  /** The path; `id` is the object made by `create` for the owner. */
  path: (id: string) => string;
  /** A body that is valid for the owner, so a failure can only come from authorization. */
  body?: (id: string) => unknown;
  /** A multipart body instead of JSON (uploads). */
  form?: () => Promise<{ body: Uint8Array; headers: Record<string, string> }>;
  /** Makes an object owned by `owner` and returns its id; omitted for routes about oneself. */
  create?: (t: TestApp, owner: TestUser) => Promise<string>;
}

const uuidPlaceholder = "00000000-0000-4000-8000-000000000000";

async function createTask(t: TestApp, owner: TestUser): Promise<string> {
  const response = await t.request("/api/tasks", { method: "POST", cookie: owner.cookie, json: { title: "Owned", dueAt: "2026-12-01" } });
  return (await readJson<{ id: string }>(response)).id;
}

async function createQuiz(t: TestApp, owner: TestUser): Promise<string> {
  const response = await t.request("/api/quizzes", {
    method: "POST",
    cookie: owner.cookie,
    json: { title: "Owned", questions: [{ questionText: "2 + 2?", questionType: "short_answer", answers: [{ answerText: "4", isCorrect: true }] }] },
  });
  return (await readJson<{ id: string }>(response)).id;
}

async function createAttempt(t: TestApp, owner: TestUser): Promise<string> {
  const quizId = await createQuiz(t, owner);
  const response = await t.request(`/api/quizzes/${quizId}/attempts`, { method: "POST", cookie: owner.cookie, json: { responses: [], timeTakenSeconds: 1 } });
  return (await readJson<{ id: string }>(response)).id;
}

async function createSet(t: TestApp, owner: TestUser): Promise<string> {
  const response = await t.request("/api/flashcard-sets", {
    method: "POST",
    cookie: owner.cookie,
    json: { title: "Owned", cards: [{ front: "F", back: "B" }] },
  });
  return (await readJson<{ id: string }>(response)).id;
}

async function createPlan(t: TestApp, owner: TestUser): Promise<string> {
  const setId = await createSet(t, owner);
  const examAt = new Date(Date.now() + 10 * 86_400_000).toISOString();
  const response = await t.request("/api/study-plans", { method: "POST", cookie: owner.cookie, json: { title: "Exam", examAt, setIds: [setId] } });
  return (await readJson<{ id: string }>(response)).id;
}

async function createCard(t: TestApp, owner: TestUser): Promise<string> {
  const response = await t.request("/api/flashcard-sets", {
    method: "POST",
    cookie: owner.cookie,
    json: { title: "Owned", cards: [{ front: "F", back: "B" }] },
  });
  return (await readJson<{ cards: { id: string }[] }>(response)).cards[0]!.id;
}

/** A file in the owner's documents; its "id" is its path. */
async function createFile(t: TestApp, owner: TestUser): Promise<string> {
  const path = `owned-${crypto.randomUUID()}.pdf`;
  const form = await multipart({ file: { bytes: pdfBytes(), name: path } });
  const response = await t.request("/api/storage/documents", { method: "POST", cookie: owner.cookie, ...form });
  return (await readJson<{ path: string }>(response)).path;
}

/** An Anki package in the owner's imports; its "id" is its path. */
async function createPackage(t: TestApp, owner: TestUser): Promise<string> {
  const path = `anki/owned-${crypto.randomUUID()}.apkg`;
  const form = await multipart({ file: { bytes: await buildPackage(samplePackage(), "collection.anki21b"), name: "deck.apkg" }, path });
  const response = await t.request("/api/storage/imports", { method: "POST", cookie: owner.cookie, ...form });
  return (await readJson<{ path: string }>(response)).path;
}

const matrix: MatrixRow[] = [
  { route: "GET /api/me", method: "GET", path: () => "/api/me" },
  { route: "PATCH /api/profile", method: "PATCH", path: () => "/api/profile", body: () => ({ firstName: "Intruder" }) },
  { route: "GET /api/profile/newsletter", method: "GET", path: () => "/api/profile/newsletter" },
  { route: "GET /api/tasks", method: "GET", path: () => "/api/tasks" },
  { route: "POST /api/tasks", method: "POST", path: () => "/api/tasks", body: () => ({ title: "Intruder" }) },
  { route: "POST /api/tasks/parse", method: "POST", path: () => "/api/tasks/parse", body: () => ({ text: "Essay tomorrow" }) },
  { route: "GET /api/tasks/tags", method: "GET", path: () => "/api/tasks/tags" },
  { route: "PATCH /api/tasks", method: "PATCH", path: () => "/api/tasks", body: (id) => ({ ids: [id || uuidPlaceholder], changes: { status: "done" } }) },
  { route: "DELETE /api/tasks", method: "DELETE", path: () => "/api/tasks", body: (id) => ({ ids: [id || uuidPlaceholder] }) },
  { route: "POST /api/tasks/restore", method: "POST", path: () => "/api/tasks/restore", body: (id) => ({ ids: [id || uuidPlaceholder] }) },
  { route: "GET /api/tasks/{id}", method: "GET", path: (id) => `/api/tasks/${id}`, create: createTask },
  { route: "PATCH /api/tasks/{id}", method: "PATCH", path: (id) => `/api/tasks/${id}`, body: () => ({ title: "Mine now" }), create: createTask },
  { route: "DELETE /api/tasks/{id}", method: "DELETE", path: (id) => `/api/tasks/${id}`, create: createTask },
  { route: "GET /api/calendar-feed", method: "GET", path: () => "/api/calendar-feed" },
  { route: "GET /api/quizzes", method: "GET", path: () => "/api/quizzes" },
  { route: "POST /api/quizzes", method: "POST", path: () => "/api/quizzes", body: () => ({ title: "Intruder", questions: [] }) },
  { route: "DELETE /api/quizzes", method: "DELETE", path: () => "/api/quizzes", body: (id) => ({ ids: [id || uuidPlaceholder] }) },
  { route: "GET /api/quizzes/{id}", method: "GET", path: (id) => `/api/quizzes/${id}`, create: createQuiz },
  { route: "PATCH /api/quizzes/{id}", method: "PATCH", path: (id) => `/api/quizzes/${id}`, body: () => ({ title: "Mine now" }), create: createQuiz },
  { route: "DELETE /api/quizzes/{id}", method: "DELETE", path: (id) => `/api/quizzes/${id}`, create: createQuiz },
  {
    route: "POST /api/quizzes/{id}/attempts",
    method: "POST",
    path: (id) => `/api/quizzes/${id}/attempts`,
    body: () => ({ responses: [], timeTakenSeconds: 1 }),
    create: createQuiz,
  },
  { route: "GET /api/attempts", method: "GET", path: () => "/api/attempts" },
  { route: "GET /api/flashcard-sets", method: "GET", path: () => "/api/flashcard-sets" },
  { route: "POST /api/flashcard-sets", method: "POST", path: () => "/api/flashcard-sets", body: () => ({ title: "Intruder" }) },
  { route: "DELETE /api/flashcard-sets", method: "DELETE", path: () => "/api/flashcard-sets", body: (id) => ({ ids: [id || uuidPlaceholder] }) },
  { route: "POST /api/flashcard-sets/import", method: "POST", path: () => "/api/flashcard-sets/import", body: () => ({ title: "In", text: "a,b" }) },
  { route: "GET /api/flashcard-sets/{id}", method: "GET", path: (id) => `/api/flashcard-sets/${id}`, create: createSet },
  {
    route: "PATCH /api/flashcard-sets/{id}",
    method: "PATCH",
    path: (id) => `/api/flashcard-sets/${id}`,
    body: () => ({ title: "Mine now" }),
    create: createSet,
  },
  { route: "DELETE /api/flashcard-sets/{id}", method: "DELETE", path: (id) => `/api/flashcard-sets/${id}`, create: createSet },
  { route: "GET /api/flashcard-sets/{id}/study", method: "GET", path: (id) => `/api/flashcard-sets/${id}/study`, create: createSet },
  { route: "GET /api/flashcard-sets/{id}/export", method: "GET", path: (id) => `/api/flashcard-sets/${id}/export?format=csv`, create: createSet },
  {
    route: "POST /api/flashcards/{id}/reviews",
    method: "POST",
    path: (id) => `/api/flashcards/${id}/reviews`,
    body: () => ({ rating: "good" }),
    create: createCard,
  },
  { route: "POST /api/flashcards/{id}/reviews/undo", method: "POST", path: (id) => `/api/flashcards/${id}/reviews/undo`, create: createCard },
  {
    route: "POST /api/flashcards/anki/preview",
    method: "POST",
    path: () => "/api/flashcards/anki/preview",
    body: (id) => ({ path: id || "none.apkg" }),
    create: createPackage,
  },
  {
    route: "POST /api/flashcards/anki/imports",
    method: "POST",
    path: () => "/api/flashcards/anki/imports",
    body: (id) => ({ path: id || "none.apkg", deckIds: ["1700000000102"] }),
    create: createPackage,
  },
  { route: "GET /api/flashcards/anki/export", method: "GET", path: (id) => `/api/flashcards/anki/export?setId=${id}`, create: createSet },
  { route: "GET /api/study-plans", method: "GET", path: () => "/api/study-plans" },
  { route: "GET /api/study-plans/blocks", method: "GET", path: () => "/api/study-plans/blocks" },
  {
    route: "POST /api/study-plans",
    method: "POST",
    path: () => "/api/study-plans",
    body: () => ({ title: "Intruder", examAt: new Date(Date.now() + 86_400_000).toISOString(), quizIds: [uuidPlaceholder] }),
  },
  { route: "GET /api/study-plans/{id}", method: "GET", path: (id) => `/api/study-plans/${id}`, create: createPlan },
  { route: "PATCH /api/study-plans/{id}", method: "PATCH", path: (id) => `/api/study-plans/${id}`, body: () => ({ dailyMinutes: 60 }), create: createPlan },
  { route: "DELETE /api/study-plans/{id}", method: "DELETE", path: (id) => `/api/study-plans/${id}`, create: createPlan },
  { route: "GET /api/study-plans/{id}/study", method: "GET", path: (id) => `/api/study-plans/${id}/study`, create: createPlan },
  {
    route: "PUT /api/study-plans/{id}/blocks/{date}",
    method: "PUT",
    path: (id) => `/api/study-plans/${id}/blocks/${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}`,
    body: () => ({ start: new Date(Date.now() + 2 * 86_400_000).toISOString() }),
    create: createPlan,
  },
  {
    route: "DELETE /api/study-plans/{id}/blocks/{date}",
    method: "DELETE",
    path: (id) => `/api/study-plans/${id}/blocks/${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}`,
    create: createPlan,
  },
  { route: "GET /api/attempts/{id}", method: "GET", path: (id) => `/api/attempts/${id}`, create: createAttempt },
  { route: "POST /api/attempts/{id}/flashcards", method: "POST", path: (id) => `/api/attempts/${id}/flashcards`, body: () => ({}), create: createAttempt },
  {
    route: "PATCH /api/attempts/{id}",
    method: "PATCH",
    path: (id) => `/api/attempts/${id}`,
    body: () => ({ answers: [{ questionId: "q", isCorrect: true }] }),
    create: createAttempt,
  },
  { route: "POST /api/calendar-feed/rotate", method: "POST", path: () => "/api/calendar-feed/rotate" },
  {
    route: "POST /api/storage/{bucket}",
    method: "POST",
    path: () => "/api/storage/documents",
    form: () => multipart({ file: { bytes: pdfBytes(), name: "intruder.pdf" } }),
  },
  { route: "GET /api/realtime", method: "GET", path: () => "/api/realtime" },
  { route: "GET /api/ai/quota", method: "GET", path: () => "/api/ai/quota" },
  { route: "GET /api/account/export", method: "GET", path: () => "/api/account/export" },
  {
    route: "POST /api/account/import",
    method: "POST",
    path: () => "/api/account/import",
    body: () => ({
      format: "cadence-export",
      version: 1,
      exportedAt: new Date().toISOString(),
      profile: { firstName: null, lastName: null },
      tasks: [],
      quizzes: [],
      attempts: [],
      flashcardSets: [],
    }),
  },
  { route: "DELETE /api/account", method: "DELETE", path: () => "/api/account", body: () => ({ confirm: "someone@example.com" }) },
  {
    route: "POST /api/ai/quizzes",
    method: "POST",
    path: () => "/api/ai/quizzes",
    body: () => ({ text: "The cell is the basic unit of life. Every cell is surrounded by a plasma membrane.", questionTypes: ["short_answer"], count: 1 }),
  },
  {
    route: "POST /api/ai/flashcards",
    method: "POST",
    path: () => "/api/ai/flashcards",
    body: () => ({ text: "Cell: the basic unit of life, surrounded by a plasma membrane that controls what enters." }),
  },
  { route: "POST /api/ai/task-breakdown", method: "POST", path: () => "/api/ai/task-breakdown", body: () => ({ title: "Essay", today: "2026-11-22" }) },
  { route: "POST /api/ai/tag-suggestions", method: "POST", path: () => "/api/ai/tag-suggestions", body: () => ({ title: "Biology exam" }) },
  { route: "GET /api/storage/{bucket}/list", method: "GET", path: () => "/api/storage/documents/list" },
  // Removing another user's path removes nothing (`removed: []`), tested with the storage routes.
  { route: "DELETE /api/storage/{bucket}", method: "DELETE", path: () => "/api/storage/documents", body: () => ({ paths: ["a.pdf"] }) },
  { route: "GET /api/storage/{bucket}/object/{path}", method: "GET", path: (id) => `/api/storage/documents/object/${id}`, create: createFile },
  { route: "POST /api/storage/{bucket}/sign", method: "POST", path: () => "/api/storage/documents/sign", body: (id) => ({ path: id }), create: createFile },
  {
    route: "POST /api/storage/{bucket}/move",
    method: "POST",
    path: () => "/api/storage/documents/move",
    body: (id) => ({ from: id, to: "taken.pdf" }),
    create: createFile,
  },
  {
    route: "POST /api/storage/{bucket}/copy",
    method: "POST",
    path: () => "/api/storage/documents/copy",
    body: (id) => ({ from: id, to: "copied.pdf" }),
    create: createFile,
  },
];

describe.each(testDatabaseKinds())("authorization matrix on %s", (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await t.signUp();
    stranger = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("lists every API route in the OpenAPI document", async () => {
    const document = await readJson<{ paths: Record<string, Record<string, unknown>> }>(await t.request("/api/openapi.json"));
    const publicRoutes = new Set([
      "GET /api/health",
      "GET /api/config",
      "GET /api/session",
      "GET /api/calendar/{file}",
      "POST /api/newsletter/subscribe",
      "POST /api/newsletter/unsubscribe",
      "POST /api/support/bug-reports",
      "POST /api/support/feature-requests",
      "POST /api/support/messages",
    ]);
    const documented = Object.entries(document.paths).flatMap(([route, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${route}`));
    const covered = new Set(matrix.map((row) => row.route));
    expect(documented.filter((route) => !publicRoutes.has(route) && !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !documented.includes(route))).toEqual([]);
  });

  it.each(matrix)("$route answers 401 to an anonymous caller", async (row) => {
    const id = row.create ? await row.create(t, owner) : "";
    const form = row.form ? await row.form() : {};
    const response = await t.request(row.path(id), { method: row.method, json: row.body?.(id), ...form });
    expect(response.status).toBe(401);
    expect(await readJson(response)).toEqual({ error: { code: "unauthenticated", message: messages.unauthenticated } });
  });

  it.each(matrix.filter((row) => row.create))("$route answers 404 to another user", async (row) => {
    const id = await row.create!(t, owner);
    const response = await t.request(row.path(id), { method: row.method, cookie: stranger.cookie, json: row.body?.(id) });
    expect(response.status).toBe(404);
    expect((await readJson(response)).error.code).toBe("not_found");
  });
});
