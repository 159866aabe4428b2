import { sql, type Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./client.js";
import { isDatabaseUnavailable } from "./errors.js";
import { PGliteThread } from "./pglite-thread.js";

interface Notes {
  notes: { id: number; text: string };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("PGlite on its own thread", () => {
  let handle: DatabaseHandle;
  let db: Kysely<Notes>;
  beforeAll(async () => {
    handle = await openDatabase({ kind: "pglite" });
    db = handle.db as unknown as Kysely<Notes>;
    await sql`create table notes (id int primary key, text text not null)`.execute(db);
  });
  afterAll(async () => {
    await handle.close();
  });

  it("keeps another connection's write out of a transaction that rolls back: it waits, then lands", async () => {
    await sql`truncate notes`.execute(db);
    let outside: Promise<unknown> | undefined;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto("notes").values({ id: 1, text: "in the transaction" }).execute();
        outside = db.insertInto("notes").values({ id: 2, text: "outside" }).execute();
        await sleep(100);
        expect(await trx.selectFrom("notes").select("id").execute()).toEqual([{ id: 1 }]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await outside;
    expect(await db.selectFrom("notes").select(["id", "text"]).execute()).toEqual([{ id: 2, text: "outside" }]);
  });

  it("loses a write sent under the transaction's own session: the hazard the test above guards against", async () => {
    const thread = await PGliteThread.open(undefined);
    try {
      const session = thread.newSession();
      await thread.query("create table notes (id int)", [], session);
      await thread.query("begin", [], session, { begins: true });
      await thread.query("insert into notes values (1)", [], session);
      await thread.query("insert into notes values (2)", [], session);
      await thread.query("rollback", [], session, { ends: true });
      expect((await thread.query("select id from notes", [], thread.newSession())).rows).toEqual([]);
    } finally {
      await thread.close();
    }
  });

  it("serves other connections after a transaction whose statement failed", async () => {
    await sql`truncate notes`.execute(db);
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto("notes").values({ id: 1, text: "a" }).execute();
        await trx.insertInto("notes").values({ id: 1, text: "again" }).execute();
      }),
    ).rejects.toThrow();
    await db.insertInto("notes").values({ id: 3, text: "after" }).execute();
    expect(await db.selectFrom("notes").select("id").execute()).toEqual([{ id: 3 }]);
  });

  it("keeps the fields of a database error (SQLSTATE, constraint) for the error handler", async () => {
    await sql`truncate notes`.execute(db);
    await db.insertInto("notes").values({ id: 1, text: "a" }).execute();
    const error = await db
      .insertInto("notes")
      .values({ id: 1, text: "b" })
      .execute()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ code: "23505", constraint: "notes_pkey", message: expect.stringContaining("duplicate key") });
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it("answers values as the app expects them: a date as its text, a timestamp as a Date, bytea as bytes, json as objects", async () => {
    const { rows } = await sql<{
      day: unknown;
      at: unknown;
      bytes: unknown;
      doc: unknown;
      count: unknown;
    }>`select date '2026-11-25' as day, timestamptz '2026-11-25 10:00:00+00' as at, '\\x0102'::bytea as bytes, '{"a": [1]}'::jsonb as doc, count(*) as count from notes`.execute(
      db,
    );
    expect(rows[0]!.day).toBe("2026-11-25");
    expect(rows[0]!.at).toEqual(new Date("2026-11-25T10:00:00Z"));
    expect(Array.from(rows[0]!.bytes as Uint8Array)).toEqual([1, 2]);
    expect(rows[0]!.doc).toEqual({ a: [1] });
    expect(Number(rows[0]!.count)).toBe(1);
  });

  it("delivers notifications to listeners until they stop", async () => {
    const heard: string[] = [];
    const stop = await handle.listen("thread_test", { onMessage: (payload) => heard.push(payload) });
    await sql`select pg_notify('thread_test', 'one')`.execute(db);
    await sleep(20);
    await stop();
    await sql`select pg_notify('thread_test', 'two')`.execute(db);
    await sleep(20);
    expect(heard).toEqual(["one"]);
  });

  it("answers many queries from many connections, each with its own rows", async () => {
    const answers = await Promise.all(Array.from({ length: 200 }, (_, index) => sql<{ n: number }>`select ${index}::int as n`.execute(db)));
    expect(answers.map(({ rows }) => rows[0]!.n)).toEqual(Array.from({ length: 200 }, (_, index) => index));
  });
});

describe("statements the PGlite thread prepares", () => {
  let thread: PGliteThread;
  const run = async (text: string, params: unknown[] = []) => (await thread.query(text, params, thread.newSession())).rows;
  const preparedCount = async () => ((await run("select count(*)::int as n from pg_prepared_statements"))[0] as { n: number }).n;
  beforeAll(async () => {
    thread = await PGliteThread.open(undefined);
    await run("create table cards (id int primary key, front text not null)");
    await run("insert into cards values (1, 'one'), (2, 'two'), (3, 'three')");
  });
  afterAll(async () => {
    await thread.close();
  });

  it("prepares a statement run again once, and answers each run with its own parameters", async () => {
    const text = "select front from cards where id = $1";
    const before = await preparedCount();
    for (let round = 0; round < 8; round++) {
      expect(await run(text, [1 + (round % 3)])).toEqual([{ front: ["one", "two", "three"][round % 3] }]);
    }
    expect(await run("select count(*)::int as n from pg_prepared_statements where statement = $1", [text])).toEqual([{ n: 1 }]);
    // The statement above and the count itself, each prepared once.
    expect(await preparedCount()).toBe(before + 2);
  });

  it("drops what it prepared when a table's columns change, so select * sees the new column", async () => {
    const text = "select * from cards where id = $1";
    expect(await run(text, [1])).toEqual([{ id: 1, front: "one" }]);
    await run("alter table cards add column back text not null default 'b'");
    // A kept plan would fail here: "cached plan must not change result type".
    expect(await run(text, [1])).toEqual([{ id: 1, front: "one", back: "b" }]);
  });

  it("keeps at most 400, dropping the least recently run, and still runs every statement", async () => {
    const distinct = (n: number) => `select $1::int + ${n} as n`;
    for (let n = 0; n < 420; n++) expect(await run(distinct(n), [1])).toEqual([{ n: n + 1 }]);
    expect(await preparedCount()).toBeLessThanOrEqual(400);
    expect(await run(distinct(0), [2])).toEqual([{ n: 2 }]);
  });

  it("keeps a statement prepared inside a transaction that rolled back, or failed", async () => {
    const session = thread.newSession();
    const text = "select front from cards where id = $1 and front <> $2";
    await thread.query("begin", [], session, { begins: true });
    expect((await thread.query(text, [1, "x"], session)).rows).toEqual([{ front: "one" }]);
    await thread.query("rollback", [], session, { ends: true });
    expect(await run(text, [2, "x"])).toEqual([{ front: "two" }]);
    await thread.query("begin", [], session, { begins: true });
    await expect(thread.query(text, ["not a number", "x"], session)).rejects.toMatchObject({ code: "22P02" });
    await thread.query("rollback", [], session, { ends: true });
    expect(await run(text, [3, "x"])).toEqual([{ front: "three" }]);
  });

  it("says which statement failed, with its SQLSTATE, and serves the next one", async () => {
    const error = await run("insert into cards (id, front) values ($1, $2)", [1, "again"]).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "23505", query: "insert into cards (id, front) values ($1, $2)" });
    expect(await run("select front from cards where id = $1", [2])).toEqual([{ front: "two" }]);
  });
});

describe("a closed PGlite thread", () => {
  it("answers the query it was running, then fails the next ones with an error the server answers 503 for", async () => {
    const thread = await PGliteThread.open(undefined);
    const running = thread.query("select pg_sleep(0.05), 1 as n", [], thread.newSession());
    await sleep(10);
    await Promise.all([thread.close(), thread.close()]);
    expect((await running).rows).toEqual([{ pg_sleep: "", n: 1 }]);
    const error = await thread.query("select 1", [], thread.newSession()).catch((caught: unknown) => caught);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
