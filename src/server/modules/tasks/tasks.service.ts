import type { Kysely, Selectable, Updateable } from "kysely";
import { taskMessages } from "../../../shared/messages.js";
import {
  isCalendarDate,
  scheduleIssues,
  taskLimits,
  type Task,
  type TaskBulkUpdate,
  type TaskCreate,
  type TaskDetail,
  type TaskList,
  type TaskQuery,
  type TaskStatus,
  type TaskUpdate,
} from "../../../shared/schemas/tasks.js";
import { addDays, daysBetween, localDate, startOfDay } from "../../../shared/time.js";
import type { Database, TaskTable, Db } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { advance, dueFromText, dueText, isInWindow, normalizeRule, occurrencesIn, RuleError, scheduleRule, type Due } from "./recurrence.js";
import * as repository from "./tasks.repository.js";
import type { TaskFilters, TaskRow } from "./tasks.repository.js";
import { RangeCache } from "./range-cache.js";

/** How long a deleted task can be brought back before it is gone for good. */
export const undoWindowMs = 24 * 60 * 60 * 1000;
const rangeCap = 5000;

export function toTask(row: TaskRow, occurrence?: { due: Due; index: number }): Task {
  const due = occurrence?.due;
  return {
    id: row.id,
    parentId: row.parent_id,
    title: row.title,
    description: row.description ?? "",
    dueAt: due ? (due.kind === "date" ? due.date : due.at.toISOString()) : (row.due_date ?? row.due_at?.toISOString() ?? null),
    allDay: row.due_date !== null,
    durationMinutes: row.duration_minutes,
    startDate: row.start_date,
    priority: row.priority,
    status: row.status,
    completedAt: row.completed_at?.toISOString() ?? null,
    tags: row.tags,
    rrule: row.rrule,
    timeZone: row.time_zone,
    position: row.position,
    subtaskCount: row.subtask_count,
    subtasksDone: row.subtasks_done,
    occurrence: occurrence?.index ?? 0,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function dueOf(row: Pick<Selectable<TaskTable>, "due_at" | "due_date">): Due | null {
  if (row.due_date !== null) return { kind: "date", date: row.due_date };
  if (row.due_at !== null) return { kind: "instant", at: row.due_at };
  return null;
}

/** `dueAt` as the API takes it, into the two columns. */
function dueColumns(dueAt: string | null): { due_at: Date | null; due_date: string | null } {
  if (dueAt === null) return { due_at: null, due_date: null };
  return isCalendarDate(dueAt) ? { due_at: null, due_date: dueAt } : { due_at: new Date(dueAt), due_date: null };
}

function ruleIssue<T>(check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (error instanceof RuleError) throw AppError.validation([{ path: ["rrule"], message: error.message }]);
    throw error;
  }
}

function ruleOrError(rule: string | null | undefined): string | null {
  return rule ? ruleIssue(() => normalizeRule(rule)) : null;
}

type ScheduleInput = { dueAt: string | null; durationMinutes: number | null; startDate: string | null; rrule: string | null; timeZone: string };

/**
 * Checks a task's schedule and returns its due date and rule as stored. A repeating task's
 * rule gets UNTIL in the start's value type, and its due date moves to the rule's first date
 * at or after the one chosen ("every Monday and Thursday" chosen on a Tuesday starts on the
 * Thursday), so the stored series is the one every calendar reads.
 */
function scheduled(task: ScheduleInput): { dueAt: string | null; rrule: string | null } {
  const issues = scheduleIssues(task);
  if (task.startDate && task.dueAt && !isCalendarDate(task.dueAt) && task.startDate > localDate(task.dueAt, task.timeZone)) {
    issues.push({ path: ["startDate"], message: "The start date must be on or before the due date" });
  }
  if (issues.length) throw AppError.validation(issues);
  if (!task.rrule || task.dueAt === null) return { dueAt: task.dueAt, rrule: task.rrule };
  const due = dueFromText(task.dueAt);
  const rule = task.rrule;
  const stored = ruleIssue(() => scheduleRule(rule, due, task.timeZone));
  return { dueAt: dueText(stored.due), rrule: stored.rule };
}

async function checkParent(db: Db, userId: string, parentId: string, childId?: string): Promise<void> {
  const parent = await repository.findById(db, userId, parentId);
  const issue = (message: string) => AppError.validation([{ path: ["parentId"], message }]);
  if (!parent) throw issue("That parent task does not exist");
  if (parent.id === childId) throw issue("A task cannot be its own subtask");
  if (parent.parent_id !== null) throw issue("Subtasks cannot have subtasks of their own");
  if (childId) {
    const child = await repository.findById(db, userId, childId);
    if (child && child.subtask_count > 0) throw issue("A task with subtasks cannot become a subtask");
  }
}

export async function listTasks(db: Kysely<Database>, userId: string, query: TaskQuery): Promise<TaskList> {
  const timeZone = query.timeZone ?? "UTC";
  const filters = { q: query.q, tag: query.tag, priority: query.priority, status: query.status };
  if (query.from && query.to) {
    // The version first: a write that lands while the range is read is caught on the next request.
    const key = JSON.stringify([userId, query.from, query.to, timeZone, filters]);
    const version = await repository.taskVersion(db, userId);
    const cached = rangeCache.get(key, version);
    if (cached) return cached;
    const list = await listRange(db, userId, query.from, query.to, timeZone, filters);
    rangeCache.set(key, version, list);
    return list;
  }
  const limit = query.limit ?? taskLimits.listDefault;
  const offset = query.offset ?? 0;
  const rows = await repository.findPage(db, userId, filters, { sort: query.sort ?? "due", limit: limit + 1, offset, timeZone });
  return { tasks: rows.slice(0, limit).map((row) => toTask(row)), nextOffset: rows.length > limit ? offset + limit : null };
}

/** This instance's range answers, checked against the user's task version on every request. */
export const rangeCache = new RangeCache();

const serialized = new WeakMap<TaskList, Uint8Array<ArrayBuffer>>();
const utf8 = new TextEncoder();

/**
 * A list as the response's JSON, in UTF-8: a cached range answer is serialized and encoded once,
 * not on every request (as a string, each answer was measured for its length and encoded again
 * when written: two passes over about 200 KB for a month of 10,000 tasks).
 */
export function jsonOf(list: TaskList): Uint8Array<ArrayBuffer> {
  let json = serialized.get(list);
  if (json === undefined) {
    json = utf8.encode(JSON.stringify(list));
    serialized.set(list, json);
  }
  return json;
}

/** The tasks due in [from, to), repeats expanded, in due order. */
async function listRange(db: Db, userId: string, fromText: string, toText: string, timeZone: string, filters: TaskFilters): Promise<TaskList> {
  const from = new Date(fromText);
  const to = new Date(toText);
  const window = { from, to, fromDate: localDate(from, timeZone), toDate: localDate(to.getTime() - 1, timeZone) };
  const rows = await repository.findInRange(db, userId, window, filters, rangeCap);
  const tasks: Task[] = [];
  for (const row of rows) {
    const due = dueOf(row);
    if (!row.rrule || !due) {
      tasks.push(toTask(row));
      continue;
    }
    // A finished series is one task on its last date, not a repeat that still runs.
    if (row.status === "done") {
      if (isInWindow(due, window)) tasks.push(toTask(row));
      continue;
    }
    for (const occurrence of occurrencesIn(row.rrule, due, row.time_zone, window, taskLimits.occurrencesPerTask)) {
      tasks.push(toTask(row, occurrence));
    }
  }
  // Each key once per task, not once per comparison (an all-day key is a zone calculation).
  const keys = new Map(tasks.map((task) => [task, dueSortKey(task, timeZone)]));
  tasks.sort((a, b) => keys.get(a)! - keys.get(b)! || a.id.localeCompare(b.id));
  return { tasks, nextOffset: null };
}

function dueSortKey(task: Task, timeZone: string): number {
  if (!task.dueAt) return Number.MAX_SAFE_INTEGER;
  // An all-day task sorts just before the timed ones of its day.
  return task.allDay ? startOfDay(task.dueAt, timeZone).getTime() - 1 : Date.parse(task.dueAt);
}

export async function getTask(db: Kysely<Database>, userId: string, id: string): Promise<TaskDetail> {
  const row = await repository.findById(db, userId, id);
  if (!row) throw AppError.notFound(taskMessages.notFound);
  const subtasks = await repository.findSubtasks(db, userId, id);
  return { ...toTask(row), subtasks: subtasks.map((subtask) => toTask(subtask)) };
}

export async function createTask(db: Kysely<Database>, userId: string, input: TaskCreate): Promise<TaskDetail> {
  const task = {
    dueAt: input.dueAt ?? null,
    durationMinutes: input.durationMinutes ?? null,
    startDate: input.startDate ?? null,
    rrule: ruleOrError(input.rrule),
    timeZone: input.timeZone ?? "UTC",
  };
  Object.assign(task, scheduled(task));
  if (input.parentId) await checkParent(db, userId, input.parentId);
  const status = input.status ?? "todo";
  const id = await db.transaction().execute(async (trx) => {
    const position = input.parentId ? await repository.nextSubtaskPosition(trx, input.parentId) : 0;
    return repository.insertTask(trx, {
      user_id: userId,
      parent_id: input.parentId ?? null,
      title: input.title,
      description: input.description ?? "",
      ...dueColumns(task.dueAt),
      duration_minutes: task.durationMinutes,
      start_date: task.startDate,
      time_zone: task.timeZone,
      priority: input.priority ?? null,
      status,
      completed_at: status === "done" ? new Date() : null,
      tags: input.tags ?? [],
      rrule: task.rrule,
      position,
    });
  });
  return getTask(db, userId, id);
}

export async function updateTask(db: Kysely<Database>, userId: string, id: string, input: TaskUpdate): Promise<TaskDetail> {
  await db.transaction().execute(async (trx) => {
    const row = await repository.findById(trx, userId, id);
    if (!row) throw AppError.notFound(taskMessages.notFound);
    const current = toTask(row);
    const merged = {
      dueAt: input.dueAt !== undefined ? input.dueAt : current.dueAt,
      durationMinutes: input.durationMinutes !== undefined ? input.durationMinutes : current.durationMinutes,
      startDate: input.startDate !== undefined ? input.startDate : current.startDate,
      rrule: input.rrule !== undefined ? ruleOrError(input.rrule) : current.rrule,
      timeZone: input.timeZone ?? current.timeZone,
    };
    // A task that becomes all-day, or loses its date, has no duration left to keep.
    if (input.dueAt !== undefined && (merged.dueAt === null || isCalendarDate(merged.dueAt)) && input.durationMinutes === undefined) {
      merged.durationMinutes = null;
    }
    Object.assign(merged, scheduled(merged));
    if (input.parentId) await checkParent(trx, userId, input.parentId, id);

    const changes: Updateable<TaskTable> = {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.description !== undefined && { description: input.description }),
      ...(input.priority !== undefined && { priority: input.priority }),
      ...(input.tags !== undefined && { tags: input.tags }),
      ...(input.parentId !== undefined && { parent_id: input.parentId }),
      ...dueColumns(merged.dueAt),
      duration_minutes: merged.durationMinutes,
      start_date: merged.startDate,
      rrule: merged.rrule,
      time_zone: merged.timeZone,
    };
    await repository.updateTask(trx, userId, id, changes);
    if (input.status !== undefined && input.status !== row.status) {
      // The status change works from the task as just updated (a new due date or rule).
      const [updated] = await repository.findOwned(trx, userId, [id]);
      if (updated) await changeStatus(trx, userId, updated, input.status);
    }
  });
  return getTask(db, userId, id);
}

/**
 * Done and not done. Completing a repeating task keeps a done copy of this occurrence (the
 * history) and moves the task to its next occurrence, subtasks unticked; when the rule has no
 * next occurrence the task itself is done.
 */
async function changeStatus(db: Db, userId: string, row: Selectable<TaskTable>, status: TaskStatus): Promise<void> {
  const id = row.id;
  const due = dueOf(row);
  if (status === "done" && row.rrule && due) {
    const next = advance(row.rrule, due, row.time_zone);
    if (next) {
      await repository.insertTask(db, {
        user_id: userId,
        parent_id: row.parent_id,
        title: row.title,
        description: row.description,
        due_at: row.due_at,
        due_date: row.due_date,
        duration_minutes: row.duration_minutes,
        start_date: row.start_date,
        time_zone: row.time_zone,
        priority: row.priority,
        status: "done",
        completed_at: new Date(),
        tags: row.tags,
        position: row.position,
      });
      await repository.updateTask(db, userId, id, {
        ...(next.due.kind === "date" ? { due_date: next.due.date, due_at: null } : { due_at: next.due.at, due_date: null }),
        rrule: next.rule,
        start_date: movedStartDate(row, due, next.due),
        status: "todo",
        completed_at: null,
      });
      await repository.setSubtaskStatus(db, userId, id, "todo");
      return;
    }
  }
  await repository.updateTask(db, userId, id, { status, completed_at: status === "done" ? new Date() : null });
}

/** The start date keeps its distance from the due date when a repeat moves on. */
function movedStartDate(row: Pick<TaskRow, "start_date" | "time_zone">, from: Due, to: Due): string | null {
  if (!row.start_date) return null;
  const day = (due: Due) => (due.kind === "date" ? due.date : localDate(due.at, row.time_zone));
  return addDays(row.start_date, daysBetween(day(from), day(to)));
}

export async function deleteTasks(db: Kysely<Database>, userId: string, ids: string[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await repository.purgeDeleted(trx, userId, new Date(Date.now() - undoWindowMs));
    return repository.softDelete(trx, userId, ids, new Date());
  });
}

export async function deleteTask(db: Kysely<Database>, userId: string, id: string): Promise<void> {
  const count = await deleteTasks(db, userId, [id]);
  if (count === 0) throw AppError.notFound(taskMessages.notFound);
}

export async function restoreTasks(db: Kysely<Database>, userId: string, ids: string[]): Promise<number> {
  return repository.restore(db, userId, ids);
}

export async function bulkUpdate(db: Kysely<Database>, userId: string, { ids, changes }: TaskBulkUpdate): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const rows = await repository.findOwned(trx, userId, ids);
    for (const row of rows) {
      let tags = row.tags;
      if (changes.addTags) tags = [...new Set([...tags, ...changes.addTags])].slice(0, taskLimits.tags);
      if (changes.removeTags) tags = tags.filter((tag) => !changes.removeTags?.includes(tag));
      const priority = changes.priority !== undefined ? changes.priority : row.priority;
      await repository.updateTask(trx, userId, row.id, { tags, priority });
      if (changes.status && changes.status !== row.status) await changeStatus(trx, userId, { ...row, tags, priority }, changes.status);
    }
    return rows.length;
  });
}

export async function listTags(db: Kysely<Database>, userId: string) {
  return { tags: await repository.tagCounts(db, userId) };
}
