import { sql, type Expression, type ExpressionBuilder, type Insertable, type Selectable, type SqlBool, type Updateable } from "kysely";
import type { TaskPriority, TaskSort, TaskStatus } from "../../../shared/schemas/tasks.js";
import { containsPattern } from "../../lib/sql.js";
import type { Database, TaskTable, Db } from "../../db/schema.js";

export type TaskRow = Selectable<TaskTable> & { subtask_count: number; subtasks_done: number };
export type NewTaskRow = Insertable<TaskTable>;

function withCounts(db: Db) {
  return db
    .selectFrom("tasks as t")
    .selectAll("t")
    .select((eb) => [
      eb
        .selectFrom("tasks as s")
        .select(sql<number>`count(*)::int`.as("n"))
        .whereRef("s.parent_id", "=", "t.id")
        .where("s.deleted_at", "is", null)
        .as("subtask_count"),
      eb
        .selectFrom("tasks as s")
        .select(sql<number>`count(*)::int`.as("n"))
        .whereRef("s.parent_id", "=", "t.id")
        .where("s.deleted_at", "is", null)
        .where("s.status", "=", "done")
        .as("subtasks_done"),
    ])
    .$narrowType<{ subtask_count: number; subtasks_done: number }>();
}

export interface TaskFilters {
  q?: string | undefined;
  tag?: string | undefined;
  priority?: TaskPriority | undefined;
  status?: TaskStatus | undefined;
}

function filtersOf(eb: ExpressionBuilder<Database & { t: TaskTable }, "t">, filters: TaskFilters): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    conditions.push(eb.or([eb("t.title", "ilike", pattern), eb("t.description", "ilike", pattern)]));
  }
  if (filters.tag) conditions.push(sql<SqlBool>`t.tags @> array[${filters.tag.toLowerCase()}]::text[]`);
  if (filters.priority) conditions.push(eb("t.priority", "=", filters.priority));
  if (filters.status) conditions.push(eb("t.status", "=", filters.status));
  return conditions;
}

export interface RangeBounds {
  from: Date;
  to: Date;
  fromDate: string;
  toDate: string;
}

type JsonTaskRow = Omit<TaskRow, "due_at" | "completed_at" | "created_at" | "updated_at" | "deleted_at"> & {
  due_at: string | null;
  completed_at: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
};

const dateOrNull = (value: string | null) => (value === null ? null : new Date(value));

/**
 * The user's tasks due in the range, and every repeating task that starts before its end, in
 * no particular order (the service sorts them with the expanded repeats). A month can hold
 * hundreds of rows: Postgres hands them over as one JSON value, which both drivers decode
 * several times faster than as rows.
 */
/** The version of the user's tasks ("0" before their first task), bumped by triggers on every change. */
export async function taskVersion(db: Db, userId: string): Promise<string> {
  const row = await db.selectFrom("task_versions").select("version").where("user_id", "=", userId).executeTakeFirst();
  return row ? String(row.version) : "0";
}

export async function findInRange(db: Db, userId: string, range: RangeBounds, filters: TaskFilters, cap: number): Promise<TaskRow[]> {
  const rows = withCounts(db)
    .where("t.user_id", "=", userId)
    .where("t.deleted_at", "is", null)
    .where((eb) =>
      eb.and([
        ...filtersOf(eb, filters),
        eb.or([
          eb.and([eb("t.due_at", ">=", range.from), eb("t.due_at", "<", range.to)]),
          eb.and([eb("t.due_date", ">=", range.fromDate), eb("t.due_date", "<=", range.toDate)]),
          eb.and([eb("t.rrule", "is not", null), eb.or([eb("t.due_at", "<", range.to), eb("t.due_date", "<=", range.toDate)])]),
        ]),
      ]),
    )
    .orderBy(sql`coalesce(t.due_at, t.due_date::timestamp at time zone 'UTC')`)
    .limit(cap);
  const result = await sql<{ rows: JsonTaskRow[] }>`select coalesce(json_agg(r), '[]'::json) as rows from (${rows}) as r`.execute(db);
  return (result.rows[0]?.rows ?? []).map((row) => ({
    ...row,
    due_at: dateOrNull(row.due_at),
    completed_at: dateOrNull(row.completed_at),
    created_at: new Date(row.created_at),
    updated_at: new Date(row.updated_at),
    deleted_at: dateOrNull(row.deleted_at),
  }));
}

const priorityRank = sql`case t.priority when 'high' then 0 when 'medium' then 1 when 'low' then 2 else 3 end`;
/** Timed and all-day tasks on one line: an all-day task sorts at the start of its day in the zone. */
const dueKey = (timeZone: string) => sql`coalesce(t.due_at, t.due_date::timestamp at time zone ${timeZone})`;

export async function findPage(
  db: Db,
  userId: string,
  filters: TaskFilters,
  page: { sort: TaskSort; limit: number; offset: number; timeZone: string },
): Promise<TaskRow[]> {
  let query = withCounts(db)
    .where("t.user_id", "=", userId)
    .where("t.deleted_at", "is", null)
    .where("t.parent_id", "is", null)
    .where((eb) => eb.and(filtersOf(eb, filters)));
  if (page.sort === "created") query = query.orderBy("t.created_at", "desc");
  if (page.sort === "priority") query = query.orderBy(priorityRank).orderBy(dueKey(page.timeZone), (o) => o.asc().nullsLast());
  if (page.sort === "due") query = query.orderBy(dueKey(page.timeZone), (o) => o.asc().nullsLast()).orderBy(priorityRank);
  return query.orderBy("t.id").limit(page.limit).offset(page.offset).execute();
}

export async function findById(db: Db, userId: string, id: string): Promise<TaskRow | undefined> {
  return withCounts(db).where("t.id", "=", id).where("t.user_id", "=", userId).where("t.deleted_at", "is", null).executeTakeFirst();
}

export async function findSubtasks(db: Db, userId: string, parentId: string): Promise<TaskRow[]> {
  return withCounts(db)
    .where("t.parent_id", "=", parentId)
    .where("t.user_id", "=", userId)
    .where("t.deleted_at", "is", null)
    .orderBy("t.position")
    .orderBy("t.created_at")
    .execute();
}

export async function insertTask(db: Db, row: NewTaskRow): Promise<string> {
  const inserted = await db.insertInto("tasks").values(row).returning("id").executeTakeFirstOrThrow();
  return inserted.id;
}

/** Subtasks keep the order they were added in; top-level tasks are ordered by date instead. */
export async function nextSubtaskPosition(db: Db, parentId: string): Promise<number> {
  const found = await db
    .selectFrom("tasks")
    .select(sql<number>`coalesce(max(position), -1)::int + 1`.as("next"))
    .where("parent_id", "=", parentId)
    .executeTakeFirstOrThrow();
  return found.next;
}

export async function updateTask(db: Db, userId: string, id: string, changes: Updateable<TaskTable>): Promise<void> {
  await db
    .updateTable("tasks")
    .set({ ...changes, updated_at: new Date() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .execute();
}

/** The tasks among `ids` that the user owns and has not deleted, in one query. */
export async function findOwned(db: Db, userId: string, ids: string[]): Promise<Selectable<TaskTable>[]> {
  if (!ids.length) return [];
  return db.selectFrom("tasks").selectAll().where("user_id", "=", userId).where("id", "in", ids).where("deleted_at", "is", null).execute();
}

/** Marks tasks and their subtasks deleted at one instant, so an undo brings back exactly that set. */
export async function softDelete(db: Db, userId: string, ids: string[], at: Date): Promise<number> {
  if (!ids.length) return 0;
  const deleted = await db
    .updateTable("tasks")
    .set({ deleted_at: at })
    .where("user_id", "=", userId)
    .where("deleted_at", "is", null)
    .where((eb) => eb.or([eb("id", "in", ids), eb("parent_id", "in", ids)]))
    .returning(["id", "parent_id"])
    .execute();
  return deleted.filter((row) => ids.includes(row.id)).length;
}

export async function restore(db: Db, userId: string, ids: string[]): Promise<number> {
  if (!ids.length) return 0;
  const restored = await db
    .updateTable("tasks as t")
    .set({ deleted_at: null })
    .where("t.user_id", "=", userId)
    .where("t.deleted_at", "is not", null)
    .where((eb) =>
      eb.or([
        eb("t.id", "in", ids),
        eb.and([
          eb("t.parent_id", "in", ids),
          eb("t.deleted_at", "=", eb.selectFrom("tasks as p").select("p.deleted_at").whereRef("p.id", "=", "t.parent_id")),
        ]),
      ]),
    )
    .returning("t.id")
    .execute();
  return restored.filter((row) => ids.includes(row.id)).length;
}

/** Deletions older than the undo window are made final. */
export async function purgeDeleted(db: Db, userId: string, before: Date): Promise<void> {
  await db.deleteFrom("tasks").where("user_id", "=", userId).where("deleted_at", "<", before).execute();
}

export async function setSubtaskStatus(db: Db, userId: string, parentId: string, status: TaskStatus): Promise<void> {
  await db
    .updateTable("tasks")
    .set({ status, completed_at: status === "done" ? new Date() : null, updated_at: new Date() })
    .where("user_id", "=", userId)
    .where("parent_id", "=", parentId)
    .where("deleted_at", "is", null)
    .execute();
}

export async function tagCounts(db: Db, userId: string): Promise<{ tag: string; count: number }[]> {
  const rows = await sql<{ tag: string; count: number }>`
    select tag, count(*)::int as count
    from tasks, unnest(tags) as tag
    where user_id = ${userId} and deleted_at is null
    group by tag
    order by count desc, tag
    limit 500`.execute(db);
  return rows.rows;
}

export async function findFeedTasks(db: Db, userId: string, since: Date, sinceDate: string, cap: number): Promise<Selectable<TaskTable>[]> {
  return db
    .selectFrom("tasks as t")
    .selectAll("t")
    .where("t.user_id", "=", userId)
    .where("t.deleted_at", "is", null)
    .where((eb) => eb.or([eb("t.rrule", "is not", null), eb("t.due_at", ">=", since), eb("t.due_date", ">=", sinceDate)]))
    .orderBy(sql`coalesce(t.due_at, t.due_date::timestamp at time zone 'UTC')`)
    .limit(cap)
    .execute();
}
