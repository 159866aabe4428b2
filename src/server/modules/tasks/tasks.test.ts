import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, taskMessages } from "../../../shared/messages.js";
import type { ParsedTask, TaskDetail, TaskList } from "../../../shared/schemas/tasks.js";
import { createTestApp, readJson, type TestApp, type TestUser } from "../../testing/test-app.js";
import { testDatabaseKinds } from "../../testing/test-database.js";
import { rangeCache } from "./tasks.service.js";

describe.each(testDatabaseKinds())("/api/tasks on %s", (kind) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
  });

  const create = async (body: Record<string, unknown>, who: TestUser = user) => {
    const response = await t.request("/api/tasks", { method: "POST", cookie: who.cookie, json: body });
    expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
    return readJson<TaskDetail>(response);
  };
  const patch = (id: string, body: Record<string, unknown>) => t.request(`/api/tasks/${id}`, { method: "PATCH", cookie: user.cookie, json: body });
  const range = async (from: string, to: string, extra = "", who: TestUser = user) => {
    const response = await t.request(`/api/tasks?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${extra}`, { cookie: who.cookie });
    expect(response.status).toBe(200);
    return (await readJson<TaskList>(response)).tasks;
  };

  it("creates a task with every field and reads it back", async () => {
    const created = await create({
      title: "  Essay draft ",
      description: "Chapter 2",
      dueAt: "2026-12-01T17:00:00+01:00",
      durationMinutes: 90,
      startDate: "2026-11-28",
      priority: "high",
      tags: ["#English", "essay", "english"],
      timeZone: "Europe/Paris",
    });
    expect(created).toMatchObject({
      title: "Essay draft",
      description: "Chapter 2",
      dueAt: "2026-12-01T16:00:00.000Z",
      allDay: false,
      durationMinutes: 90,
      startDate: "2026-11-28",
      priority: "high",
      status: "todo",
      completedAt: null,
      tags: ["english", "essay"],
      rrule: null,
      timeZone: "Europe/Paris",
      subtasks: [],
      subtaskCount: 0,
      occurrence: 0,
    });
    const read = await readJson<TaskDetail>(await t.request(`/api/tasks/${created.id}`, { cookie: user.cookie }));
    expect(read).toEqual(created);
  });

  it("refuses bad input with 422 and says which field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ title: "" }, "title"],
      [{ title: "x".repeat(201) }, "title"],
      [{ title: "ok", description: "x".repeat(5001) }, "description"],
      [{ title: "ok", dueAt: "2026-02-30" }, "dueAt"],
      [{ title: "ok", dueAt: "tomorrow" }, "dueAt"],
      [{ title: "ok", priority: "urgent" }, "priority"],
      [{ title: "ok", tags: ["two words"] }, "tags"],
      [{ title: "ok", timeZone: "Mars/Olympus" }, "timeZone"],
      [{ title: "ok", dueAt: "2026-12-01", durationMinutes: 30 }, "durationMinutes"],
      [{ title: "ok", rrule: "FREQ=DAILY" }, "rrule"],
      [{ title: "ok", dueAt: "2026-12-01", rrule: "FREQ=HOURLY" }, "rrule"],
      [{ title: "ok", dueAt: "2026-12-01", rrule: "BANANA" }, "rrule"],
      [{ title: "ok", dueAt: "2026-12-01", rrule: "FREQ=SECONDLY" }, "rrule"],
      [{ title: "ok", dueAt: "2026-12-01", rrule: "FREQ=MINUTELY" }, "rrule"],
      [{ title: "ok", dueAt: "2026-12-01", rrule: "FREQ=DAILY\r\nX-EVIL:1" }, "rrule"],
      // Never matches: every expansion would walk to year 9999.
      [{ title: "ok", dueAt: "2026-01-05", rrule: "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30" }, "rrule"],
      [{ title: "ok", dueAt: "0001-01-01T09:00:00Z" }, "dueAt"],
      [{ title: "ok", dueAt: "2201-01-01" }, "dueAt"],
      [{ title: "ok", dueAt: "2026-12-01", startDate: "1899-12-31" }, "startDate"],
      [{ title: "ok", dueAt: "2026-12-01", startDate: "2026-12-05" }, "startDate"],
      [{ title: "ok", parentId: "00000000-0000-4000-8000-000000000000" }, "parentId"],
      [{ title: "ok", owner: "someone" }, ""],
    ];
    for (const [body, field] of cases) {
      const response = await t.request("/api/tasks", { method: "POST", cookie: user.cookie, json: body });
      expect(response.status, JSON.stringify(body)).toBe(422);
      const error = (await readJson(response)).error;
      expect(error.code).toBe("validation_failed");
      if (field)
        expect(
          error.issues?.map((issue) => issue.path[0]),
          JSON.stringify(body),
        ).toContain(field);
    }
  });

  it("answers 401, and 404 for a task that does not exist or is not a task id", async () => {
    expect((await t.request("/api/tasks")).status).toBe(401);
    const missing = await t.request("/api/tasks/00000000-0000-4000-8000-000000000000", { cookie: user.cookie });
    expect(missing.status).toBe(404);
    expect(await readJson(missing)).toEqual({ error: { code: "not_found", message: taskMessages.notFound } });
    expect((await t.request("/api/tasks/not-a-uuid", { cookie: user.cookie })).status).toBe(404);
    expect((await t.request("/api/tasks", { method: "POST", json: { title: "x" } })).status).toBe(401);
    expect(await readJson(await t.request("/api/tasks/tags"))).toEqual({ error: { code: "unauthenticated", message: messages.unauthenticated } });
  });

  it("keeps an all-day task on its date in every zone", async () => {
    const owner = await t.signUp();
    const task = await create({ title: "Exam", dueAt: "2026-12-10", timeZone: "Pacific/Auckland" }, owner);
    expect(task).toMatchObject({ dueAt: "2026-12-10", allDay: true });
    for (const [zone, offset] of [
      ["Pacific/Kiritimati", "+14:00"],
      ["Pacific/Pago_Pago", "-11:00"],
      ["UTC", "Z"],
    ] as const) {
      const dayStart = `2026-12-10T00:00:00${offset === "Z" ? "Z" : offset}`;
      const dayEnd = `2026-12-11T00:00:00${offset === "Z" ? "Z" : offset}`;
      const onDay = await range(dayStart, dayEnd, `&timeZone=${zone}`, owner);
      expect(
        onDay.map((found) => found.title),
        zone,
      ).toEqual(["Exam"]);
      const before = await range(`2026-12-09T00:00:00${offset === "Z" ? "Z" : offset}`, dayStart, `&timeZone=${zone}`, owner);
      expect(before, zone).toEqual([]);
    }
  });

  it("finds timed tasks by instant in ranges across a DST change", async () => {
    const owner = await t.signUp();
    // Europe/Berlin leaves summer time on 2026-10-25 at 03:00 local (01:00 UTC).
    await create({ title: "Before", dueAt: "2026-10-24T22:30:00Z", timeZone: "Europe/Berlin" }, owner); // 00:30 CEST on the 25th
    await create({ title: "After", dueAt: "2026-10-25T22:30:00Z", timeZone: "Europe/Berlin" }, owner); // 23:30 CET on the 25th
    await create({ title: "Next day", dueAt: "2026-10-25T23:30:00Z", timeZone: "Europe/Berlin" }, owner); // 00:30 CET on the 26th
    // The 25th in Berlin is 25 hours long: from 22:00 UTC on the 24th to 23:00 UTC on the 25th.
    const day = await range("2026-10-24T22:00:00Z", "2026-10-25T23:00:00Z", "&timeZone=Europe/Berlin", owner);
    expect(day.map((task) => task.title)).toEqual(["Before", "After"]);
  });

  it("expands repeating tasks on the wall clock of their zone, across DST", async () => {
    const owner = await t.signUp();
    const weekly = await create(
      { title: "Lecture", dueAt: "2026-03-23T09:00:00+01:00", rrule: "FREQ=WEEKLY;BYDAY=MO", timeZone: "Europe/Berlin", durationMinutes: 90 },
      owner,
    );
    const tasks = await range("2026-03-20T00:00:00Z", "2026-04-10T00:00:00Z", "&timeZone=Europe/Berlin", owner);
    // Summer time starts on 29 March: 09:00 is 08:00 UTC before and 07:00 UTC after.
    expect(tasks.map((task) => [task.dueAt, task.occurrence])).toEqual([
      ["2026-03-23T08:00:00.000Z", 0],
      ["2026-03-30T07:00:00.000Z", 1],
      ["2026-04-06T07:00:00.000Z", 2],
    ]);
    expect(tasks.every((task) => task.id === weekly.id && task.durationMinutes === 90)).toBe(true);

    await create({ title: "Gym", dueAt: "2026-05-04", rrule: "FREQ=DAILY;INTERVAL=2;COUNT=3" }, owner);
    const gym = await range("2026-05-01T00:00:00Z", "2026-05-31T00:00:00Z", "&q=gym", owner);
    expect(gym.map((task) => task.dueAt)).toEqual(["2026-05-04", "2026-05-06", "2026-05-08"]);

    await create({ title: "Rent", dueAt: "2026-01-31", rrule: "FREQ=MONTHLY;BYMONTHDAY=-1" }, owner);
    const rent = await range("2026-01-01T00:00:00Z", "2026-05-01T00:00:00Z", "&q=rent", owner);
    expect(rent.map((task) => task.dueAt)).toEqual(["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30"]);
  });

  it("completing a repeating task keeps a done copy and moves it to the next occurrence", async () => {
    const series = await create({ title: "Flashcards", dueAt: "2026-12-07", rrule: "FREQ=WEEKLY;BYDAY=MO,TH;COUNT=3", startDate: "2026-12-05" });
    const subtask = await create({ title: "Review deck", parentId: series.id });
    const first = await readJson<TaskDetail>(await patch(series.id, { status: "done" }));
    expect(first).toMatchObject({ status: "todo", dueAt: "2026-12-10", rrule: "FREQ=WEEKLY;BYDAY=MO,TH;COUNT=2", startDate: "2026-12-08" });
    expect(first.subtasks.map((task) => [task.id, task.status])).toEqual([[subtask.id, "todo"]]);
    const done = await range("2026-12-07T00:00:00Z", "2026-12-08T00:00:00Z", "&q=Flashcards");
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ status: "done", rrule: null, dueAt: "2026-12-07" });
    expect(done[0]!.id).not.toBe(series.id);

    const second = await readJson<TaskDetail>(await patch(series.id, { status: "done" }));
    expect(second).toMatchObject({ status: "todo", dueAt: "2026-12-14", rrule: "FREQ=WEEKLY;BYDAY=MO,TH;COUNT=1" });
    const last = await readJson<TaskDetail>(await patch(series.id, { status: "done" }));
    expect(last).toMatchObject({ status: "done", dueAt: "2026-12-14" });
    expect(last.completedAt).not.toBeNull();
    // The finished series shows on its last date only, not in later months.
    expect(await range("2027-01-01T00:00:00Z", "2027-02-01T00:00:00Z", "&q=Flashcards")).toEqual([]);
    expect((await range("2026-12-14T00:00:00Z", "2026-12-15T00:00:00Z", "&q=Flashcards")).map((task) => task.id)).toEqual([series.id]);
  });

  it("completes and reopens, edits, makes subtasks one level deep", async () => {
    const parent = await create({ title: "Project" });
    const child = await create({ title: "Part one", parentId: parent.id });
    const childOfChild = await t.request("/api/tasks", { method: "POST", cookie: user.cookie, json: { title: "Too deep", parentId: child.id } });
    expect(childOfChild.status).toBe(422);
    expect((await patch(parent.id, { parentId: parent.id })).status).toBe(422);

    const done = await readJson<TaskDetail>(await patch(child.id, { status: "done" }));
    expect(done.status).toBe("done");
    expect(done.completedAt).not.toBeNull();
    const reopened = await readJson<TaskDetail>(await patch(child.id, { status: "todo", title: "Part 1" }));
    expect(reopened).toMatchObject({ status: "todo", completedAt: null, title: "Part 1" });
    const withChildren = await readJson<TaskDetail>(await t.request(`/api/tasks/${parent.id}`, { cookie: user.cookie }));
    expect(withChildren).toMatchObject({ subtaskCount: 1, subtasksDone: 0 });
    expect(withChildren.subtasks.map((task) => task.title)).toEqual(["Part 1"]);

    // Making a timed task all-day drops its duration.
    const timed = await create({ title: "Call", dueAt: "2026-12-02T10:00:00Z", durationMinutes: 30 });
    const allDay = await readJson<TaskDetail>(await patch(timed.id, { dueAt: "2026-12-03" }));
    expect(allDay).toMatchObject({ dueAt: "2026-12-03", allDay: true, durationMinutes: null });
    expect((await patch(timed.id, { durationMinutes: 30 })).status).toBe(422);
    expect((await patch(timed.id, {})).status).toBe(422);
  });

  it("deletes with undo, in bulk, and never touches another user's tasks", async () => {
    const owner = await t.signUp();
    const other = await t.signUp();
    const mine = await create({ title: "Mine", dueAt: "2026-12-01" }, owner);
    const sub = await create({ title: "Mine too", parentId: mine.id }, owner);
    const theirs = await create({ title: "Theirs", dueAt: "2026-12-01" }, other);

    const removed = await t.request(`/api/tasks/${mine.id}`, { method: "DELETE", cookie: owner.cookie });
    expect(removed.status).toBe(204);
    expect((await t.request(`/api/tasks/${mine.id}`, { cookie: owner.cookie })).status).toBe(404);
    expect((await t.request(`/api/tasks/${sub.id}`, { cookie: owner.cookie })).status).toBe(404);
    expect((await t.request(`/api/tasks/${mine.id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(404);

    const restore = await t.request("/api/tasks/restore", { method: "POST", cookie: owner.cookie, json: { ids: [mine.id] } });
    expect(await readJson(restore)).toEqual({ count: 1 });
    const back = await readJson<TaskDetail>(await t.request(`/api/tasks/${mine.id}`, { cookie: owner.cookie }));
    expect(back.subtasks.map((task) => task.id)).toEqual([sub.id]);

    const bulk = await t.request("/api/tasks", { method: "DELETE", cookie: owner.cookie, json: { ids: [mine.id, theirs.id] } });
    expect(await readJson(bulk)).toEqual({ count: 1 });
    expect((await t.request(`/api/tasks/${theirs.id}`, { cookie: other.cookie })).status).toBe(200);
    const stolen = await t.request("/api/tasks/restore", { method: "POST", cookie: other.cookie, json: { ids: [mine.id] } });
    expect(await readJson(stolen)).toEqual({ count: 0 });
    expect((await t.request("/api/tasks", { method: "DELETE", cookie: owner.cookie, json: { ids: [] } })).status).toBe(422);
  });

  it("changes many tasks at once: status, priority, tags", async () => {
    const owner = await t.signUp();
    const a = await create({ title: "A", tags: ["x"] }, owner);
    const b = await create({ title: "B", tags: ["y"] }, owner);
    const response = await t.request("/api/tasks", {
      method: "PATCH",
      cookie: owner.cookie,
      json: { ids: [a.id, b.id], changes: { status: "done", priority: "low", addTags: ["Exam"], removeTags: ["x"] } },
    });
    expect(await readJson(response)).toEqual({ count: 2 });
    const list = await readJson<TaskList>(await t.request("/api/tasks?sort=created", { cookie: owner.cookie }));
    expect(list.tasks.map((task) => [task.title, task.status, task.priority, task.tags])).toEqual([
      ["B", "done", "low", ["y", "exam"]],
      ["A", "done", "low", ["exam"]],
    ]);
    const tags = await readJson<{ tags: { tag: string; count: number }[] }>(await t.request("/api/tasks/tags", { cookie: owner.cookie }));
    expect(tags.tags).toEqual([
      { tag: "exam", count: 2 },
      { tag: "y", count: 1 },
    ]);
  });

  it("lists top-level tasks sorted and filtered, page by page", async () => {
    const owner = await t.signUp();
    await create({ title: "Low later", priority: "low", dueAt: "2026-12-20" }, owner);
    await create({ title: "High soon", priority: "high", dueAt: "2026-12-02T09:00:00Z", tags: ["math"] }, owner);
    const medium = await create({ title: "Medium, no date", description: "read 50% of it", priority: "medium" }, owner);
    await create({ title: "Hidden subtask", parentId: medium.id }, owner);
    const list = async (query: string) =>
      (await readJson<TaskList>(await t.request(`/api/tasks?${query}`, { cookie: owner.cookie }))).tasks.map((task) => task.title);
    expect(await list("sort=due")).toEqual(["High soon", "Low later", "Medium, no date"]);
    expect(await list("sort=priority")).toEqual(["High soon", "Medium, no date", "Low later"]);
    expect(await list("sort=created")).toEqual(["Medium, no date", "High soon", "Low later"]);
    expect(await list("tag=%23Math")).toEqual(["High soon"]);
    expect(await list("priority=low")).toEqual(["Low later"]);
    expect(await list("q=50%25")).toEqual(["Medium, no date"]);
    expect(await list("q=LATER")).toEqual(["Low later"]);
    const page = await readJson<TaskList>(await t.request("/api/tasks?sort=due&limit=2", { cookie: owner.cookie }));
    expect(page.nextOffset).toBe(2);
    const rest = await readJson<TaskList>(await t.request("/api/tasks?sort=due&limit=2&offset=2", { cookie: owner.cookie }));
    expect(rest).toMatchObject({ nextOffset: null, tasks: [{ title: "Medium, no date" }] });
    for (const bad of ["from=2026-12-01T00:00:00Z", "from=2026-12-02T00:00:00Z&to=2026-12-01T00:00:00Z", "sort=size", "limit=0", "status=maybe"]) {
      expect((await t.request(`/api/tasks?${bad}`, { cookie: owner.cookie })).status, bad).toBe(422);
    }
  });

  it("answers a range again from its cache only while nothing about the user's tasks has changed, whoever changed it", async () => {
    const owner = await t.signUp();
    const window = ["2027-03-01T00:00:00Z", "2027-04-01T00:00:00Z"] as const;
    const first = await create({ title: "Cached lab report", dueAt: "2027-03-10T09:00:00Z" }, owner);
    expect((await range(...window, "", owner)).map((task) => task.title)).toEqual(["Cached lab report"]);
    const cachedBefore = rangeCache.size.entries;
    expect((await range(...window, "", owner)).map((task) => task.title)).toEqual(["Cached lab report"]);
    expect(rangeCache.size.entries).toBe(cachedBefore);

    // A write through SQL, as another instance (or an import, or a plan) would make it.
    await t.database.db.updateTable("tasks").set({ title: "Renamed elsewhere" }).where("id", "=", first.id).execute();
    expect((await range(...window, "", owner)).map((task) => task.title)).toEqual(["Renamed elsewhere"]);
    // A subtask changes its parent's counts.
    await create({ title: "Step", parentId: first.id }, owner);
    expect((await range(...window, "", owner)).find((task) => task.id === first.id)).toMatchObject({ subtaskCount: 1 });
    await t.database.db.deleteFrom("tasks").where("parent_id", "=", first.id).execute();
    expect((await range(...window, "", owner)).find((task) => task.id === first.id)).toMatchObject({ subtaskCount: 0 });
    // A rolled-back write changes nothing, so the cached answer stands.
    await t.database.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable("tasks").set({ title: "Never saved" }).where("id", "=", first.id).execute();
        throw new Error("roll back");
      })
      .catch(() => undefined);
    expect((await range(...window, "", owner)).map((task) => task.title)).toEqual(["Renamed elsewhere"]);
    // Another user's writes are theirs: this user's answer is unchanged.
    await create({ title: "Someone else's", dueAt: "2027-03-11T09:00:00Z" });
    expect((await range(...window, "", owner)).map((task) => task.title)).toEqual(["Renamed elsewhere"]);
    // Deleting the account leaves no version behind.
    await t.database.db.deleteFrom("user").where("id", "=", owner.id).execute();
    expect(await t.database.db.selectFrom("task_versions").select("user_id").where("user_id", "=", owner.id).execute()).toEqual([]);
  });

  it("reads durations and relative dates in quick add, leaving none of them in the title", async () => {
    // Monday 23 November 2026, 12:15 in New York.
    const parse = async (text: string) =>
      readJson<ParsedTask>(
        await t.request("/api/tasks/parse", { method: "POST", cookie: user.cookie, json: { text, timeZone: "America/New_York", now: "2026-11-23T17:15:00Z" } }),
      );
    expect(await parse("Flashcards 20 min every day 8pm #revision !low")).toMatchObject({
      title: "Flashcards",
      durationMinutes: 20,
      rrule: "FREQ=DAILY",
      dueAt: "2026-11-24T01:00:00.000Z",
      tags: ["revision"],
      priority: "low",
    });
    expect(await parse("Review notes for 30 minutes at 7pm")).toMatchObject({ title: "Review notes", durationMinutes: 30, dueAt: "2026-11-24T00:00:00.000Z" });
    expect(await parse("Essay 2h tomorrow 9am")).toMatchObject({ title: "Essay", durationMinutes: 120, dueAt: "2026-11-24T14:00:00.000Z" });
    expect(await parse("Lab report for 2 hours friday 10am")).toMatchObject({ title: "Lab report", durationMinutes: 120 });
    expect(await parse("Revise chapter 4 1h30 tonight 8pm")).toMatchObject({ title: "Revise chapter 4", durationMinutes: 90 });
    expect(await parse("Vocab 45m tomorrow 6pm")).toMatchObject({ title: "Vocab", durationMinutes: 45 });
    expect((await parse("Vocab 45m tomorrow 6pm")).parts.map((part) => part.kind)).toEqual(["duration", "date"]);
    expect(await parse("Submit essay end of week")).toMatchObject({ title: "Submit essay", dueAt: "2026-11-27" });
    expect(await parse("Clean room this weekend")).toMatchObject({ title: "Clean room", dueAt: "2026-11-28" });
    expect(await parse("Call home in 3 days")).toMatchObject({ title: "Call home", dueAt: "2026-11-26" });
    expect(await parse("Library next Monday morning")).toMatchObject({ title: "Library", dueAt: "2026-11-30" });
    // A repeat starts on its first day on the rule: typed on Monday after 7am, that is Thursday.
    expect(await parse("Gym every monday and thursday 7am")).toMatchObject({
      title: "Gym",
      rrule: "FREQ=WEEKLY;BYDAY=MO,TH",
      dueAt: "2026-11-26T12:00:00.000Z",
    });
    // No priority typed, none given.
    expect((await parse("Buy milk tomorrow")).priority).toBeNull();
  });

  it("gives a task no priority unless one is chosen, and keeps a repeat on its rule", async () => {
    const plain = await create({ title: "No priority" });
    expect(plain.priority).toBeNull();
    const cleared = await patch(plain.id, { priority: "high" });
    expect((await readJson<TaskDetail>(cleared)).priority).toBe("high");
    expect((await readJson<TaskDetail>(await patch(plain.id, { priority: null }))).priority).toBeNull();
    // Saved on a Tuesday for "Monday and Thursday": stored on the Thursday.
    const gym = await create({ title: "Gym", dueAt: "2026-11-24T12:00:00Z", rrule: "FREQ=WEEKLY;BYDAY=MO,TH", timeZone: "America/New_York" });
    expect(gym.dueAt).toBe("2026-11-26T12:00:00.000Z");
    // UNTIL takes the start's type: a date on a timed task becomes the end of that day in its zone.
    const lecture = await create({ title: "Lecture", dueAt: "2026-11-24T14:00:00Z", rrule: "FREQ=DAILY;UNTIL=20261130", timeZone: "America/New_York" });
    expect(lecture.rrule).toBe("FREQ=DAILY;UNTIL=20261201T045959Z");
    const refused = await t.request("/api/tasks", {
      method: "POST",
      cookie: user.cookie,
      json: { title: "Over", dueAt: "2026-11-24", rrule: "FREQ=DAILY;UNTIL=20261101" },
    });
    expect(refused.status).toBe(422);
  });

  it("parses quick add in the user's zone, leaving quoted text alone", async () => {
    const parse = async (text: string, timeZone = "America/New_York") => {
      const response = await t.request("/api/tasks/parse", {
        method: "POST",
        cookie: user.cookie,
        json: { text, timeZone, now: "2026-11-22T23:30:00Z" }, // 18:30 on Sunday 22 November in New York
      });
      expect(response.status).toBe(200);
      return readJson<ParsedTask>(response);
    };
    const essay = await parse("Essay draft tomorrow 5pm #english !high");
    expect(essay).toMatchObject({ title: "Essay draft", dueAt: "2026-11-23T22:00:00.000Z", tags: ["english"], priority: "high", rrule: null });
    expect(essay.parts.map((part) => [part.kind, part.text])).toEqual([
      ["date", "tomorrow 5pm"],
      ["tag", "#english"],
      ["priority", "!high"],
    ]);
    // In Tokyo it is already Monday morning, so "tomorrow" is Tuesday.
    expect((await parse("Call mum tomorrow", "Asia/Tokyo")).dueAt).toBe("2026-11-24");

    const quoted = await parse('Read "The 5th Wave" by friday');
    expect(quoted).toMatchObject({ title: "Read The 5th Wave", dueAt: "2026-11-27" });
    expect(quoted.parts.map((part) => part.kind)).toEqual(["date"]);
    expect((await parse('"#not-a-tag" and "!high" stay')).parts).toEqual([]);

    const repeating = await parse("Standup every weekday at 9am !low");
    expect(repeating).toMatchObject({ title: "Standup", rrule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", priority: "low", dueAt: "2026-11-23T14:00:00.000Z" });
    const days = await parse("Gym every monday and thursday");
    expect(days).toMatchObject({ title: "Gym", rrule: "FREQ=WEEKLY;BYDAY=MO,TH", dueAt: "2026-11-23" });
    const block = await parse("Study session Dec 3 2pm-4:30pm");
    expect(block).toMatchObject({ title: "Study session", dueAt: "2026-12-03T19:00:00.000Z", durationMinutes: 150 });
    expect(await parse("Just a title")).toMatchObject({ title: "Just a title", dueAt: null, parts: [] });
    expect((await t.request("/api/tasks/parse", { method: "POST", cookie: user.cookie, json: { text: "x", timeZone: "Nowhere" } })).status).toBe(422);
  });
});
