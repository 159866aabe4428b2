import { readdirSync } from "node:fs";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountMessages, type AccountExport, type ImportResult } from "../../../shared/schemas/account.js";
import { multipart, pngBytes } from "../../testing/files.js";
import { createTestApp, readJson, type TestApp, type TestUser } from "../../testing/test-app.js";
import { testDatabaseKinds } from "../../testing/test-database.js";

const password = "a long enough password";

/** Fills an account with one of everything: subtask, quiz, attempt, set, reviewed card, avatar. */
async function fill(t: TestApp, user: TestUser) {
  const post = (path: string, json: unknown) =>
    t.request(path, { method: "POST", cookie: user.cookie, json }).then((response) => readJson<{ id: string; cards?: { id: string }[] }>(response));
  await t.request("/api/profile", {
    method: "PATCH",
    cookie: user.cookie,
    json: { firstName: "Marie", lastName: "Curie", theme: "dark", timeZone: "Europe/Paris", weekStart: "sunday", quizColor: "#8B5CF6" },
  });
  const parent = await post("/api/tasks", { title: "Thesis", dueAt: "2026-12-20", tags: ["research"], priority: "high" });
  await post("/api/tasks", { title: "Chapter 1", parentId: parent.id });
  await post("/api/tasks", { title: "Gym", dueAt: "2026-12-01T07:30:00.000Z", durationMinutes: 45, rrule: "FREQ=WEEKLY;BYDAY=MO", timeZone: "Europe/Paris" });
  const quiz = await post("/api/quizzes", {
    title: "Radioactivity",
    description: "Chapter 2",
    colorTheme: "#10B981",
    sourceContent: "Polonium and radium were discovered in 1898.",
    questions: [
      {
        questionText: "Which element was named after Poland?",
        questionType: "multiple_choice",
        answers: [
          { answerText: "Polonium", isCorrect: true },
          { answerText: "Radium", isCorrect: false },
        ],
      },
      {
        questionText: "Radium glows.",
        questionType: "true_false",
        answers: [
          { answerText: "True", isCorrect: true },
          { answerText: "False", isCorrect: false },
        ],
      },
    ],
  });
  const detail = await t
    .request(`/api/quizzes/${quiz.id}`, { cookie: user.cookie })
    .then((response) => readJson<{ questions: { id: string; answers: { id: string; isCorrect: boolean }[] }[] }>(response));
  await post(`/api/quizzes/${quiz.id}/attempts`, {
    responses: [{ questionId: detail.questions[0]!.id, selectedAnswerIds: [detail.questions[0]!.answers.find((answer) => answer.isCorrect)!.id] }],
    timeTakenSeconds: 42,
  });
  const set = await post("/api/flashcard-sets", {
    title: "Elements",
    cards: [
      { front: "Po", back: "Polonium" },
      { front: "Ra", back: "Radium" },
    ],
  });
  await post(`/api/flashcards/${set.cards![0]!.id}/reviews`, { rating: "good" });
  // A suspended card stays suspended through the round trip.
  const [po, ra] = set.cards!;
  await t.request(`/api/flashcard-sets/${set.id}`, {
    method: "PATCH",
    cookie: user.cookie,
    json: {
      cards: [
        { id: po!.id, front: "Po", back: "Polonium" },
        { id: ra!.id, front: "Ra", back: "Radium", suspended: true },
      ],
    },
  });
  // Set after the attempt, so its mistake makes no set of its own here.
  await t.request("/api/profile", { method: "PATCH", cookie: user.cookie, json: { mistakeCards: true } });
  const form = await multipart({ file: { bytes: pngBytes(), name: "me.png" } });
  await t.request("/api/storage/avatars", { method: "POST", cookie: user.cookie, ...form });
}

/** An export with its ids and timestamps of export replaced by positions, to compare two of them. */
function normalised(data: AccountExport) {
  const ids = new Map<string, string>();
  const name = (id: string) => {
    if (!ids.has(id)) ids.set(id, `#${ids.size}`);
    return ids.get(id)!;
  };
  const walk = (value: unknown): unknown => {
    if (typeof value === "string" && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(value)) return name(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, walk(inner)]));
    return value;
  };
  return walk({ ...data, exportedAt: "" });
}

describe.each(testDatabaseKinds())("account data on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("exports everything, deletes the account, and imports it back into an empty one as the same data", async () => {
    const original = await t.signUp({ password });
    await fill(t, original);
    const exported = await t.request("/api/account/export", { cookie: original.cookie });
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toMatch(/^attachment; filename="cadence-export-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = await readJson<AccountExport>(exported);
    expect(data.profile).toEqual({
      firstName: "Marie",
      lastName: "Curie",
      theme: "dark",
      timeZone: "Europe/Paris",
      weekStart: "sunday",
      quizColor: "#8B5CF6",
      mistakeCards: true,
    });
    expect(data.tasks).toHaveLength(3);
    expect(data.tasks.find((task) => task.title === "Chapter 1")!.parentId).toBe(data.tasks.find((task) => task.title === "Thesis")!.id);
    expect(data.quizzes[0]!.questions.map((question) => question.answers.length)).toEqual([2, 2]);
    expect(data.attempts[0]).toMatchObject({ score: 1, maxScore: 2, timeTaken: 42 });
    expect(data.flashcardSets[0]!.cards[0]!.reviews).toHaveLength(1);
    expect(data.flashcardSets[0]!.cards.map((card) => card.suspended)).toEqual([false, true]);

    const deleted = await t.request("/api/account", { method: "DELETE", cookie: original.cookie, json: { confirm: original.email.toUpperCase(), password } });
    expect(deleted.status).toBe(200);
    expect(await readJson(deleted)).toEqual({ message: accountMessages.deleted });
    const signIn = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email: original.email, password } });
    expect(signIn.status).toBe(401);

    const fresh = await t.signUp({ password });
    const imported = await t.request("/api/account/import", { method: "POST", cookie: fresh.cookie, json: data });
    expect(imported.status).toBe(201);
    expect(await readJson<ImportResult>(imported)).toEqual({ tasks: 3, quizzes: 1, attempts: 1, flashcardSets: 1, cards: 2 });
    const again = await readJson<AccountExport>(await t.request("/api/account/export", { cookie: fresh.cookie }));
    expect(normalised(again)).toEqual(normalised(data));
    expect(again.tasks.map((task) => task.id)).not.toContain(data.tasks[0]!.id);

    // The imported attempt still works: its review names the imported questions.
    const attempt = await t.request(
      `/api/attempts/${(await readJson<{ attempts: { id: string }[] }>(await t.request("/api/attempts", { cookie: fresh.cookie }))).attempts[0]!.id}`,
      { cookie: fresh.cookie },
    );
    expect(attempt.status).toBe(200);
    const questionIds = new Set(again.quizzes[0]!.questions.map((question) => question.id));
    expect(
      JSON.stringify(await attempt.json())
        .match(/[0-9a-f-]{36}/g)!
        .some((id) => questionIds.has(id)),
    ).toBe(true);
  });

  it("imports only into an empty account, and only a real export", async () => {
    const user = await t.signUp({ password });
    await t.request("/api/tasks", { method: "POST", cookie: user.cookie, json: { title: "Already here" } });
    const data = await readJson<AccountExport>(await t.request("/api/account/export", { cookie: user.cookie }));
    const busy = await t.request("/api/account/import", { method: "POST", cookie: user.cookie, json: data });
    expect(busy.status).toBe(409);
    expect(await readJson(busy)).toEqual({ error: { code: "conflict", message: accountMessages.notEmpty } });
    const empty = await t.signUp();
    const wrong = await t.request("/api/account/import", { method: "POST", cookie: empty.cookie, json: { format: "something-else", tasks: "no" } });
    expect(wrong.status).toBe(422);
    expect((await readJson(wrong)).error.issues?.map((issue) => issue.path[0])).toEqual(expect.arrayContaining(["format", "tasks"]));
    const dangling = await t.request("/api/account/import", {
      method: "POST",
      cookie: empty.cookie,
      json: { ...data, tasks: [{ ...data.tasks[0]!, parentId: "00000000-0000-4000-8000-000000000000" }] },
    });
    expect(dangling.status).toBe(422);
    expect((await readJson(dangling)).error.message).toBe(accountMessages.invalidFile);
    expect(await t.database.db.selectFrom("tasks").select("id").where("user_id", "=", empty.id).execute()).toEqual([]);
    // An export from before preferences existed: the preferences stay as they are.
    const older = await t.request("/api/account/import", {
      method: "POST",
      cookie: empty.cookie,
      json: { ...data, profile: { firstName: "Old", lastName: null } },
    });
    expect(older.status).toBe(201);
    expect((await readJson<AccountExport>(await t.request("/api/account/export", { cookie: empty.cookie }))).profile).toEqual({
      firstName: "Old",
      lastName: null,
      theme: "system",
      timeZone: null,
      weekStart: "monday",
      quizColor: null,
      mistakeCards: false,
    });
  });

  it("validates imported tasks as the task API does, and refuses deep nesting with 422", async () => {
    const owner = await t.signUp({ password });
    await t.request("/api/tasks", { method: "POST", cookie: owner.cookie, json: { title: "Gym", dueAt: "2026-12-07", rrule: "FREQ=WEEKLY;BYDAY=MO" } });
    const data = await readJson<AccountExport>(await t.request("/api/account/export", { cookie: owner.cookie }));
    const task = data.tasks[0]!;
    const empty = await t.signUp();
    const refused = async (body: string, field: string) => {
      const response = await t.request("/api/account/import", { method: "POST", cookie: empty.cookie, headers: { "content-type": "application/json" }, body });
      expect(response.status, body.slice(0, 200)).toBe(422);
      expect(JSON.stringify((await readJson(response)).error.issues), body.slice(0, 200)).toContain(field);
    };
    // A CR/LF inside a rule once reached the calendar feed as a property of its own.
    await refused(JSON.stringify({ ...data, tasks: [{ ...task, rrule: "FREQ=DAILY\r\nX-INJECTED:1" }] }), "rrule");
    await refused(JSON.stringify({ ...data, tasks: [{ ...task, rrule: "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30" }] }), "rrule");
    await refused(JSON.stringify({ ...data, tasks: [{ ...task, timeZone: "Mars/Olympus" }] }), "timeZone");
    await refused(JSON.stringify({ ...data, tasks: [{ ...task, dueDate: "0001-01-01" }] }), "dueDate");
    await refused(JSON.stringify({ ...data, tasks: [{ ...task, title: "x".repeat(201) }] }), "title");
    // 200,000 nested arrays once gave a 500 (a recursive walk ran out of stack).
    const deep = `${"[".repeat(200_000)}${"]".repeat(200_000)}`;
    const attempt = {
      id: task.id,
      quizId: task.id,
      score: 1,
      maxScore: 1,
      completedAt: task.createdAt,
      timeTaken: 1,
      answers: "DEEP",
      createdAt: task.createdAt,
    };
    await refused(JSON.stringify({ ...data, attempts: [attempt] }).replace('"DEEP"', deep), "answers");
    expect(await t.database.db.selectFrom("tasks").select("id").where("user_id", "=", empty.id).execute()).toEqual([]);
  });

  it("refuses to delete without the right e-mail address and password", async () => {
    const user = await t.signUp({ password });
    const mismatch = await t.request("/api/account", { method: "DELETE", cookie: user.cookie, json: { confirm: "someone@else.com", password } });
    expect(mismatch.status).toBe(422);
    expect((await readJson(mismatch)).error.issues).toEqual([{ path: ["confirm"], message: accountMessages.confirmMismatch }]);
    const wrongPassword = await t.request("/api/account", { method: "DELETE", cookie: user.cookie, json: { confirm: user.email, password: "not it at all" } });
    expect((await readJson(wrongPassword)).error.issues).toEqual([{ path: ["password"], message: accountMessages.wrongPassword }]);
    const noPassword = await t.request("/api/account", { method: "DELETE", cookie: user.cookie, json: { confirm: user.email } });
    expect(noPassword.status).toBe(422);
    expect((await t.request("/api/me", { cookie: user.cookie })).status).toBe(200);
  });

  it("asks an account without a password for a recent sign-in instead", async () => {
    const user = await t.signUp();
    await t.database.db.deleteFrom("account").where("userId", "=", user.id).where("providerId", "=", "credential").execute();
    await t.database.db
      .updateTable("session")
      .set({ createdAt: new Date(Date.now() - 20 * 60 * 1000) })
      .where("userId", "=", user.id)
      .execute();
    const stale = await t.request("/api/account", { method: "DELETE", cookie: user.cookie, json: { confirm: user.email } });
    expect((await readJson(stale)).error.message).toBe(accountMessages.recentSignInNeeded);
    await t.database.db.updateTable("session").set({ createdAt: new Date() }).where("userId", "=", user.id).execute();
    expect((await t.request("/api/account", { method: "DELETE", cookie: user.cookie, json: { confirm: user.email } })).status).toBe(200);
  });

  it("leaves no row with the user's id in any table, and none of the user's files", async () => {
    const user = await t.signUp({ password });
    await fill(t, user);
    // A pending password reset keeps the user id as its value.
    await t.request("/api/auth/request-password-reset", { method: "POST", json: { email: user.email, redirectTo: "/auth/reset-password" } });
    await t.request("/api/newsletter/subscribe", { method: "POST", json: { email: user.email } });
    const filesBefore = readdirSync(t.storageDir, { recursive: true }).filter((entry) => String(entry).includes(user.id));
    expect(filesBefore.length).toBeGreaterThan(0);

    const columns = await sql<{ table_name: string; column_name: string }>`
      select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'uuid', 'jsonb', 'json', 'ARRAY')`.execute(t.database.db);
    const holding = async () => {
      const found: string[] = [];
      for (const { table_name, column_name } of columns.rows) {
        const result = await sql<{
          n: string;
        }>`select count(*) as n from ${sql.table(table_name)} where ${sql.ref(column_name)}::text like ${`%${user.id}%`}`.execute(t.database.db);
        if (Number(result.rows[0]!.n) > 0) found.push(`${table_name}.${column_name}`);
      }
      return found;
    };
    expect((await holding()).length).toBeGreaterThan(5);

    const deleted = await t.request("/api/account", { method: "DELETE", cookie: user.cookie, json: { confirm: user.email, password } });
    expect(deleted.status).toBe(200);
    expect(deleted.headers.getSetCookie().some((cookie) => /^cadence\.session_token=;.*Max-Age=0/.test(cookie))).toBe(true);
    expect(await holding()).toEqual([]);
    expect(await t.database.db.selectFrom("email_subscribers").select("id").where("email", "=", user.email.toLowerCase()).execute()).toEqual([]);
    expect(readdirSync(t.storageDir, { recursive: true }).filter((entry) => String(entry).includes(user.id))).toEqual([]);
    expect((await t.request("/api/me", { cookie: user.cookie })).status).toBe(401);
  });
});
