import { z } from "zod";
import { isValidTimeZone } from "../time.js";

export const taskLimits = {
  title: 200,
  description: 5000,
  tags: 20,
  tagLength: 40,
  rrule: 500,
  bulkIds: 500,
  listDefault: 50,
  listMax: 200,
  rangeDays: 400,
  parseText: 500,
  /** Occurrences of one repeating task returned for one range. */
  occurrencesPerTask: 500,
} as const;

export const taskPriorities = ["high", "medium", "low"] as const;
export type TaskPriority = (typeof taskPriorities)[number];
export const priorityLabels: Record<TaskPriority, string> = { high: "High", medium: "Medium", low: "Low" };
/** A task's priority in words: "High priority", or "No priority" when none was given. */
export const priorityName = (priority: TaskPriority | null) => (priority ? `${priorityLabels[priority]} priority` : "No priority");

export const taskStatuses = ["todo", "done"] as const;
export type TaskStatus = (typeof taskStatuses)[number];

export const taskSorts = ["due", "priority", "created"] as const;
export type TaskSort = (typeof taskSorts)[number];

const calendarDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `YYYY-MM-DD` naming a day that exists (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  const match = calendarDatePattern.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const instantSchema = z.iso.datetime({ offset: true, message: "Use a date and time with its offset, like 2026-11-23T17:00:00Z" });

export function isInstant(value: string): boolean {
  return instantSchema.safeParse(value).success;
}

/** Dates a task may carry: years 1900 to 2200 (a year-1 date made every calendar feed slow). */
export const taskYears = { min: 1900, max: 2200 } as const;
const yearsMessage = `Use a date between ${taskYears.min} and ${taskYears.max}`;

export function inTaskYears(value: string): boolean {
  const year = isCalendarDate(value) ? Number(value.slice(0, 4)) : new Date(value).getUTCFullYear();
  // A value that is no date at all gets the format's message alone.
  return Number.isNaN(year) || (year >= taskYears.min && year <= taskYears.max);
}

export const calendarDateSchema = z.string().refine(isCalendarDate, "Use a date like 2026-11-23").refine(inTaskYears, yearsMessage);

/** A due value: a date for an all-day task, or an instant with its offset for a timed one. */
export const dueSchema = z
  .string()
  .refine((value) => isCalendarDate(value) || isInstant(value), "Use a date (2026-11-23) or a date and time (2026-11-23T17:00:00Z)")
  .refine(inTaskYears, yearsMessage);

export const timeZoneSchema = z.string().max(64).refine(isValidTimeZone, "Unknown time zone");

/** A tag as typed ("#English ") is stored as "english", so filters and the index ignore case. */
export const tagSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/^#+/, "").trim().toLowerCase())
  .pipe(
    z
      .string()
      .min(1, "A tag cannot be empty")
      .max(taskLimits.tagLength, `A tag must be ${taskLimits.tagLength} characters or fewer`)
      .regex(/^[^\s,#]+$/u, "A tag is one word: no spaces, commas or #"),
  );

export const tagsSchema = z.array(tagSchema).max(taskLimits.tags, `A task can have at most ${taskLimits.tags} tags`).transform(uniqueTags);

export function uniqueTags(tags: string[]): string[] {
  const seen = new Set<string>();
  return tags.filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const titleSchema = z.string().trim().min(1, "Title is required").max(taskLimits.title, `Title must be ${taskLimits.title} characters or fewer`);
const descriptionSchema = z.string().max(taskLimits.description, `Description must be ${taskLimits.description.toLocaleString("en-US")} characters or fewer`);
const durationSchema = z.number().int("Duration is whole minutes").min(5, "Duration must be at least 5 minutes").max(1440, "Duration must be at most 24 hours");
const rruleSchema = z.string().trim().min(1, "Enter a repeat rule").max(taskLimits.rrule, "This repeat rule is too long");

export const taskFields = {
  title: titleSchema,
  description: descriptionSchema,
  dueAt: dueSchema.nullable(),
  durationMinutes: durationSchema.nullable(),
  startDate: calendarDateSchema.nullable(),
  /** Null: none given (shown neutral); a new task has none unless one is chosen. */
  priority: z.enum(taskPriorities, "Priority is high, medium or low").nullable(),
  status: z.enum(taskStatuses, "Status is todo or done"),
  tags: tagsSchema,
  parentId: z.uuid("Not a task id").nullable(),
  rrule: rruleSchema.nullable(),
  timeZone: timeZoneSchema,
};

interface ScheduleFields {
  dueAt?: string | null;
  durationMinutes?: number | null;
  startDate?: string | null;
  rrule?: string | null;
}

/** Rules between fields that each alone are fine; the service checks them again on the merged task. */
export function scheduleIssues(task: ScheduleFields): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  const due = task.dueAt ?? null;
  if (task.durationMinutes !== undefined && task.durationMinutes !== null && (due === null || isCalendarDate(due))) {
    issues.push({ path: ["durationMinutes"], message: "Only a task with a due time has a duration" });
  }
  if (task.rrule && due === null) issues.push({ path: ["rrule"], message: "A repeating task needs a due date" });
  if (task.startDate && due !== null && isCalendarDate(due) && task.startDate > due) {
    issues.push({ path: ["startDate"], message: "The start date must be on or before the due date" });
  }
  return issues;
}

function refineSchedule(task: ScheduleFields, context: z.RefinementCtx) {
  for (const issue of scheduleIssues(task)) context.addIssue({ code: "custom", ...issue });
}

/** Every field but the title may be left out, on create (defaults apply) and on update. */
const optionalTaskFields = {
  description: taskFields.description.optional(),
  dueAt: taskFields.dueAt.optional(),
  durationMinutes: taskFields.durationMinutes.optional(),
  startDate: taskFields.startDate.optional(),
  priority: taskFields.priority.optional(),
  status: taskFields.status.optional(),
  tags: taskFields.tags.optional(),
  parentId: taskFields.parentId.optional(),
  rrule: taskFields.rrule.optional(),
  timeZone: taskFields.timeZone.optional(),
};

export const taskCreateSchema = z
  .object({ title: taskFields.title, ...optionalTaskFields })
  .strict()
  .superRefine(refineSchedule);
export type TaskCreateInput = z.input<typeof taskCreateSchema>;
export type TaskCreate = z.output<typeof taskCreateSchema>;

export const taskUpdateSchema = z
  .object({ title: taskFields.title.optional(), ...optionalTaskFields })
  .strict()
  .refine((value) => Object.keys(value).length > 0, { message: "Nothing to update" });
export type TaskUpdateInput = z.input<typeof taskUpdateSchema>;
export type TaskUpdate = z.output<typeof taskUpdateSchema>;

export const taskSchema = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  /** A date (`YYYY-MM-DD`) when `allDay`, else an ISO instant in UTC; null when not scheduled. */
  dueAt: z.string().nullable(),
  allDay: z.boolean(),
  durationMinutes: z.number().nullable(),
  startDate: z.string().nullable(),
  priority: z.enum(taskPriorities).nullable(),
  status: z.enum(taskStatuses),
  completedAt: z.string().nullable(),
  tags: z.array(z.string()),
  rrule: z.string().nullable(),
  timeZone: z.string(),
  position: z.number(),
  subtaskCount: z.number(),
  subtasksDone: z.number(),
  /** 0 for the task as stored; 1, 2, … for later occurrences of a repeating task in a range. */
  occurrence: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Task = z.infer<typeof taskSchema>;

export const taskDetailSchema = taskSchema.extend({ subtasks: z.array(taskSchema) });
export type TaskDetail = z.infer<typeof taskDetailSchema>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((value) => value || undefined);

export const taskQuerySchema = z
  .object({
    from: instantSchema.optional(),
    to: instantSchema.optional(),
    timeZone: timeZoneSchema.optional(),
    q: optionalText(200),
    tag: optionalText(taskLimits.tagLength + 1).transform((value) => value?.replace(/^#+/, "")),
    priority: z.enum(taskPriorities, "Priority is high, medium or low").optional(),
    status: z.enum(taskStatuses, "Status is todo or done").optional(),
    sort: z.enum(taskSorts, "Sort by due, priority or created").optional(),
    limit: z.coerce.number().int().min(1).max(taskLimits.listMax).optional(),
    offset: z.coerce.number().int().min(0).optional(),
  })
  .superRefine((query, context) => {
    if ((query.from === undefined) !== (query.to === undefined)) {
      context.addIssue({ code: "custom", path: [query.from ? "to" : "from"], message: "Give both from and to, or neither" });
    }
    if (query.from && query.to) {
      const span = Date.parse(query.to) - Date.parse(query.from);
      if (span <= 0) context.addIssue({ code: "custom", path: ["to"], message: "to must be after from" });
      if (span > taskLimits.rangeDays * 86_400_000) {
        context.addIssue({ code: "custom", path: ["to"], message: `A range can span at most ${taskLimits.rangeDays} days` });
      }
    }
  });
export type TaskQuery = z.output<typeof taskQuerySchema>;

export const taskListSchema = z.object({ tasks: z.array(taskSchema), nextOffset: z.number().nullable() });
export type TaskList = z.infer<typeof taskListSchema>;

export const taskIdsSchema = z
  .object({
    ids: z.array(z.uuid("Not a task id")).min(1, "Choose at least one task").max(taskLimits.bulkIds, `At most ${taskLimits.bulkIds} tasks at once`),
  })
  .strict();

export const taskBulkUpdateSchema = z
  .object({
    ids: taskIdsSchema.shape.ids,
    changes: z
      .object({
        status: taskFields.status.optional(),
        priority: taskFields.priority.optional(),
        addTags: tagsSchema.optional(),
        removeTags: tagsSchema.optional(),
      })
      .strict()
      .refine((value) => Object.keys(value).length > 0, { message: "Nothing to update" }),
  })
  .strict();
export type TaskBulkUpdate = z.output<typeof taskBulkUpdateSchema>;

export const taskCountSchema = z.object({ count: z.number() });

export const tagCountsSchema = z.object({ tags: z.array(z.object({ tag: z.string(), count: z.number() })) });

export const parsePartKinds = ["date", "duration", "tag", "priority", "repeat"] as const;

export const taskParseRequestSchema = z
  .object({
    text: z.string().max(taskLimits.parseText, `Keep it under ${taskLimits.parseText} characters`),
    timeZone: timeZoneSchema.optional(),
    /** The moment "tomorrow" is counted from; now when omitted. */
    now: instantSchema.optional(),
  })
  .strict();

export const parsedTaskSchema = z.object({
  title: z.string(),
  dueAt: z.string().nullable(),
  durationMinutes: z.number().nullable(),
  tags: z.array(z.string()),
  priority: z.enum(taskPriorities).nullable(),
  rrule: z.string().nullable(),
  /** What was read out of the text, in order, with where it was: the chips of the preview. */
  parts: z.array(
    z.object({
      kind: z.enum(parsePartKinds),
      text: z.string(),
      start: z.number(),
      end: z.number(),
      label: z.string(),
    }),
  ),
});
export type ParsedTask = z.infer<typeof parsedTaskSchema>;
export type ParsedPart = ParsedTask["parts"][number];

export const calendarFeedSchema = z.object({
  url: z.string(),
  createdAt: z.string(),
  rotatedAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
