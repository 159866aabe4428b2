import { getMigrations } from "better-auth/db/migration";
import { Migrator, NO_MIGRATIONS, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../testing/test-app.js";
import { changingSchemas, testDatabaseKinds } from "../testing/test-database.js";
import { migrateToLatest, migrations } from "./migrate.js";
import type { Database } from "./schema.js";

const userOwnedTables: (keyof Database)[] = [
  "profiles",
  "email_subscribers",
  "flashcard_sets",
  "flashcards",
  "flashcard_reviews",
  "quizzes",
  "questions",
  "answers",
  "quiz_attempts",
  "tasks",
  "support_requests",
  "storage_objects",
  "calendar_feeds",
  "ai_usage",
  "study_plans",
  "session",
  "account",
];

describe.each(testDatabaseKinds())("database schema on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("indexes every foreign key column (its leading column)", async () => {
    const { rows } = await sql<{ table_name: string; column_name: string; indexed: boolean }>`
      select c.conrelid::regclass::text as table_name,
             a.attname as column_name,
             exists (
               select 1 from pg_index i
               where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
             ) as indexed
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.connamespace = current_schema()::regnamespace
    `.execute(t.database.db);
    expect(rows.length).toBeGreaterThan(15);
    expect(rows.filter((row) => !row.indexed)).toEqual([]);
  });

  it("cascades every foreign key on delete", async () => {
    const { rows } = await sql<{ name: string; action: string }>`
      select conname as name, confdeltype as action from pg_constraint
      where contype = 'f' and connamespace = current_schema()::regnamespace
    `.execute(t.database.db);
    // One exception, on purpose: a study plan outlives its exam's task (the plan keeps its own
    // exam time and history), so deleting the task only unlinks it.
    expect(rows.filter((row) => row.action !== "c")).toEqual([{ name: "study_plans_task_id_fkey", action: "n" }]);
  });

  it("has exactly the tables better-auth expects", async () => {
    // better-auth reads the catalog of every schema: no other file may drop one meanwhile.
    const plan = await changingSchemas(lockUrl(t), () => getMigrations(t.auth.options, { throwOnUnsafe: false }));
    expect(plan.toBeCreated.map((table) => table.table)).toEqual([]);
    expect(plan.toBeAdded.map((table) => `${table.table}: ${Object.keys(table.fields).join(", ")}`)).toEqual([]);
  });

  it("creates a profile with the user, and deleting the user leaves no row behind", async () => {
    const user = await t.signUp({ name: "Grace Brewster Hopper" });
    const db = t.database.db;
    const profile = await db.selectFrom("profiles").selectAll().where("id", "=", user.id).executeTakeFirstOrThrow();
    expect([profile.first_name, profile.last_name]).toEqual(["Grace", "Brewster Hopper"]);

    const set = await db.insertInto("flashcard_sets").values({ user_id: user.id, title: "Set" }).returning("id").executeTakeFirstOrThrow();
    const card = await db.insertInto("flashcards").values({ set_id: set.id, front: "f", back: "b" }).returning("id").executeTakeFirstOrThrow();
    await db
      .insertInto("flashcard_reviews")
      .values({ card_id: card.id, user_id: user.id, rating: 3, state: 1, due_at: new Date(), stability: 1, difficulty: 5, elapsed_days: 0, scheduled_days: 1 })
      .execute();
    const quiz = await db.insertInto("quizzes").values({ user_id: user.id, title: "Quiz" }).returning("id").executeTakeFirstOrThrow();
    const question = await db
      .insertInto("questions")
      .values({ quiz_id: quiz.id, question_text: "Q?", question_type: "true_false" })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("answers").values({ question_id: question.id, answer_text: "True", is_correct: true }).execute();
    await db.insertInto("quiz_attempts").values({ user_id: user.id, quiz_id: quiz.id, answers: "[]" }).execute();
    const task = await db.insertInto("tasks").values({ user_id: user.id, title: "Task" }).returning("id").executeTakeFirstOrThrow();
    await db.insertInto("tasks").values({ user_id: user.id, parent_id: task.id, title: "Subtask" }).execute();
    await db.insertInto("email_subscribers").values({ email: user.email, user_id: user.id }).execute();
    await db.insertInto("support_requests").values({ user_id: user.id, kind: "bug", name: "G", email: user.email, subject: "s", description: "d" }).execute();
    await db
      .insertInto("storage_objects")
      .values({ owner_id: user.id, bucket: "avatars", path: `${user.id}/a.png`, size: 1, content_type: "image/png", etag: "e" })
      .execute();
    await db
      .insertInto("calendar_feeds")
      .values({ user_id: user.id, token: `tok-${user.id}` })
      .execute();
    await db.insertInto("ai_usage").values({ user_id: user.id, kind: "quiz" }).execute();

    await db.deleteFrom("user").where("id", "=", user.id).execute();
    for (const table of userOwnedTables) {
      const { count } = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as("count"))
        .executeTakeFirstOrThrow();
      expect({ table, count: Number(count) }).toEqual({ table, count: 0 });
    }
  });

  it("rejects values outside the spec's sets", async () => {
    const user = await t.signUp();
    await expect(
      t.database.db
        .insertInto("tasks")
        .values({ user_id: user.id, title: "x", priority: "urgent" as "high" })
        .execute(),
    ).rejects.toThrow(/check constraint/);
    await expect(t.database.db.insertInto("email_subscribers").values({ email: "Upper@Example.com" }).execute()).rejects.toThrow(/check constraint/);
  });
});

/** The PostgreSQL whose schema changes a test takes turns at (none on PGlite). */
const lockUrl = (t: TestApp) => (t.database.kind === "postgres" ? process.env.TEST_DATABASE_URL : undefined);

describe.each(testDatabaseKinds())("migrations on %s", (kind) => {
  it("run down to nothing and up again", async () => {
    const t = await createTestApp(kind);
    try {
      await changingSchemas(lockUrl(t), async () => {
        const migrator = new Migrator({
          db: t.database.db,
          provider: { getMigrations: async () => migrations },
          ...(t.database.schema ? { migrationTableSchema: t.database.schema } : {}),
        });
        const down = await migrator.migrateTo(NO_MIGRATIONS);
        expect(down.error).toBeUndefined();
        // Other test files' schemas may exist meanwhile on PostgreSQL: only this one counts.
        const tables = await t.database.db.introspection.getTables();
        expect(tables.filter((table) => table.schema === (t.database.schema ?? "public")).map((table) => table.name)).toEqual([]);
        expect(await migrateToLatest(t.database.db, t.database.schema)).toEqual(Object.keys(migrations));
      });
    } finally {
      await t.close();
    }
  });

  it("do nothing on a database that has them all, and still refuse one that ran a migration the code does not know", async () => {
    const t = await createTestApp(kind);
    try {
      expect(await migrateToLatest(t.database.db, t.database.schema)).toEqual([]);
      const table = sql.table(t.database.schema ? `${t.database.schema}.kysely_migration` : "kysely_migration");
      await sql`insert into ${table} (name, timestamp) values ('2099-01-01-9999-from-a-newer-cadence', '2099-01-01T00:00:00.000Z')`.execute(t.database.db);
      await expect(changingSchemas(lockUrl(t), () => migrateToLatest(t.database.db, t.database.schema))).rejects.toThrow(/migration/i);
    } finally {
      await t.close();
    }
  });
});
