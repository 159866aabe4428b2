import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RealtimeChange, RealtimeServerMessage } from "../../../shared/realtime.js";
import { realtimeTables } from "../../../shared/realtime.js";
import { createTestApp, readJson, type TestApp, type TestUser } from "../../testing/test-app.js";
import { testDatabaseKinds } from "../../testing/test-database.js";
import { connectSocket, startTestServer, type TestServer, type TestSocket } from "../../testing/test-server.js";
import { realtimeMessages } from "./realtime.routes.js";

const isChange = (message: RealtimeServerMessage): message is RealtimeChange => "table" in message;
const change = (table: string, type?: string, id?: string) => (message: RealtimeServerMessage) =>
  isChange(message) && message.table === table && (type === undefined || message.type === type) && (id === undefined || message.id === id);

describe.each(testDatabaseKinds())("realtime on %s", (kind) => {
  let t: TestApp;
  let server: TestServer;
  let owner: TestUser;
  let stranger: TestUser;

  async function subscribed(user: TestUser, tables: readonly string[] = realtimeTables): Promise<TestSocket> {
    const socket = await connectSocket(server.wsUrl, { cookie: user.cookie });
    socket.send({ type: "subscribe", tables });
    await socket.next((message) => message.type === "subscribed");
    return socket;
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    server = await startTestServer(t);
    owner = await t.signUp();
    stranger = await t.signUp();
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  it("sends every connection of the user each committed change of a task, and nothing to others", async () => {
    const first = await subscribed(owner);
    const second = await subscribed(owner);
    const other = await subscribed(stranger);

    const created = await readJson<{ id: string }>(
      await t.request("/api/tasks", { method: "POST", cookie: owner.cookie, json: { title: "Live", dueAt: "2026-12-01" } }),
    );
    for (const socket of [first, second]) {
      expect(await socket.next(change("tasks"))).toEqual({ table: "tasks", type: "INSERT", id: created.id });
    }
    await t.request(`/api/tasks/${created.id}`, { method: "PATCH", cookie: owner.cookie, json: { title: "Live, renamed" } });
    expect(await first.next(change("tasks"))).toEqual({ table: "tasks", type: "UPDATE", id: created.id });
    // A delete keeps the row for undo, but to a reader it is gone; a restore brings it back.
    await t.request(`/api/tasks/${created.id}`, { method: "DELETE", cookie: owner.cookie });
    expect(await first.next(change("tasks"))).toEqual({ table: "tasks", type: "DELETE", id: created.id });
    await t.request("/api/tasks/restore", { method: "POST", cookie: owner.cookie, json: { ids: [created.id] } });
    expect(await first.next(change("tasks"))).toEqual({ table: "tasks", type: "INSERT", id: created.id });

    // The stranger's own change arrives on the stranger's socket, and was the only thing that did.
    const theirs = await readJson<{ id: string }>(await t.request("/api/tasks", { method: "POST", cookie: stranger.cookie, json: { title: "Theirs" } }));
    expect(await other.next(change("tasks"))).toEqual({ table: "tasks", type: "INSERT", id: theirs.id });
    expect(other.messages.filter(isChange)).toEqual([{ table: "tasks", type: "INSERT", id: theirs.id }]);
    expect(first.messages.filter(isChange).some((message) => message.id === theirs.id)).toBe(false);
    for (const socket of [first, second, other]) socket.close();
  });

  it("announces quizzes, attempts, flashcard sets, card reviews and the profile", async () => {
    const socket = await subscribed(owner);
    const quiz = await readJson<{ id: string }>(
      await t.request("/api/quizzes", {
        method: "POST",
        cookie: owner.cookie,
        json: { title: "Live quiz", questions: [{ questionText: "2 + 2?", questionType: "short_answer", answers: [{ answerText: "4", isCorrect: true }] }] },
      }),
    );
    expect(await socket.next(change("quizzes", "INSERT"))).toEqual({ table: "quizzes", type: "INSERT", id: quiz.id });
    const attempt = await readJson<{ id: string }>(
      await t.request(`/api/quizzes/${quiz.id}/attempts`, { method: "POST", cookie: owner.cookie, json: { responses: [], timeTakenSeconds: 3 } }),
    );
    expect(await socket.next(change("quiz_attempts"))).toEqual({ table: "quiz_attempts", type: "INSERT", id: attempt.id });

    const set = await readJson<{ id: string; cards: { id: string }[] }>(
      await t.request("/api/flashcard-sets", { method: "POST", cookie: owner.cookie, json: { title: "Live set", cards: [{ front: "F", back: "B" }] } }),
    );
    expect(await socket.next(change("flashcard_sets", "INSERT"))).toEqual({ table: "flashcard_sets", type: "INSERT", id: set.id });
    const reviewed = await t.request(`/api/flashcards/${set.cards[0]!.id}/reviews`, { method: "POST", cookie: owner.cookie, json: { rating: "good" } });
    expect(reviewed.status).toBe(201);
    expect(await socket.next(change("flashcard_sets", "UPDATE", set.id))).toEqual({ table: "flashcard_sets", type: "UPDATE", id: set.id });

    await t.request("/api/profile", { method: "PATCH", cookie: owner.cookie, json: { firstName: "Live" } });
    expect(await socket.next(change("profiles"))).toEqual({ table: "profiles", type: "UPDATE", id: owner.id });
    socket.close();
  });

  it("announces nothing for a change that was rolled back", async () => {
    const socket = await subscribed(owner, ["tasks"]);
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await trx.insertInto("tasks").values({ user_id: owner.id, title: "Never committed" }).execute();
        throw new Error("roll back");
      })
      .catch(() => undefined);
    const committed = await readJson<{ id: string }>(await t.request("/api/tasks", { method: "POST", cookie: owner.cookie, json: { title: "Committed" } }));
    expect(await socket.next(change("tasks"))).toEqual({ table: "tasks", type: "INSERT", id: committed.id });
    expect(socket.messages.filter(isChange)).toHaveLength(1);
    socket.close();
  });

  it("sends only the tables a connection subscribed to, and answers heartbeats", async () => {
    const socket = await subscribed(owner, ["quizzes"]);
    await t.request("/api/tasks", { method: "POST", cookie: owner.cookie, json: { title: "Not for this socket" } });
    const quiz = await readJson<{ id: string }>(
      await t.request("/api/quizzes", { method: "POST", cookie: owner.cookie, json: { title: "For it", questions: [] } }),
    );
    expect(await socket.next(isChange)).toEqual({ table: "quizzes", type: "INSERT", id: quiz.id });
    socket.send({ type: "ping" });
    await socket.next((message) => message.type === "pong");
    expect(socket.messages.filter(isChange).every((message) => message.table === "quizzes")).toBe(true);
    socket.send({ type: "ping" });
    expect(await socket.next((message) => message.type === "pong")).toEqual({ type: "pong" });
    // Junk is ignored, not fatal.
    socket.send({ type: "launch" });
    socket.socket.send("not json");
    socket.send({ type: "ping" });
    expect(await socket.next((message) => message.type === "pong")).toEqual({ type: "pong" });
    socket.close();
  });

  it("closes the socket with 4001 at the next heartbeat once the session is signed out", async () => {
    const user = await t.signUp();
    const socket = await subscribed(user);
    const signedOut = await t.request("/api/auth/sign-out", { method: "POST", cookie: user.cookie, json: {} });
    expect(signedOut.status).toBe(200);
    socket.send({ type: "ping" });
    expect(await socket.closed).toEqual({ code: 4001, reason: "session ended" });
  });

  it("refuses anonymous, foreign-origin and plain HTTP requests", async () => {
    await expect(connectSocket(server.wsUrl)).rejects.toThrow("upgrade refused: 401");
    await expect(connectSocket(server.wsUrl, { cookie: owner.cookie, origin: "https://evil.example" })).rejects.toThrow("upgrade refused: 403");
    await expect(connectSocket(`${server.wsUrl.replace("/api/realtime", "/api/elsewhere")}`, { cookie: owner.cookie })).rejects.toThrow("upgrade refused: 404");

    const plain = await t.request("/api/realtime", { cookie: owner.cookie });
    expect(plain.status).toBe(400);
    expect(await readJson(plain)).toEqual({ error: { code: "bad_request", message: realtimeMessages.notWebSocket } });
    const foreign = await t.app.request("http://localhost:3000/api/realtime", { headers: { cookie: owner.cookie, origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    expect(await readJson(foreign)).toEqual({ error: { code: "forbidden", message: realtimeMessages.foreignOrigin } });
  });

  it("closes sockets with 1001 when the server shuts down", async () => {
    const extra = await startTestServer(t);
    const socket = await connectSocket(extra.wsUrl, { cookie: owner.cookie });
    expect(extra.realtime.connectionCount()).toBe(1);
    await extra.close();
    expect((await socket.closed).code).toBe(1001);
  });

  it("keeps one trigger per announced table", async () => {
    const triggers = await sql<{ name: string }>`
      select tgname as name from pg_trigger
      where not tgisinternal and tgname like '%notify%'
        and tgrelid in (select c.oid from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = current_schema())
      order by tgname`.execute(t.database.db);
    expect(triggers.rows.map((row) => row.name)).toEqual([
      "flashcard_sets_notify_change",
      "flashcards_delete_notify",
      "flashcards_insert_notify",
      "flashcards_update_notify",
      "profiles_notify_change",
      "quiz_attempts_notify_change",
      "quizzes_notify_change",
      "study_plans_notify_change",
      "tasks_notify_change",
    ]);
  });
});
