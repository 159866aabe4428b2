import { createRoute, z } from "@hono/zod-openapi";
import type { TypedResponse } from "hono";
import type { Kysely } from "kysely";
import { taskMessages } from "../../../shared/messages.js";
import {
  parsedTaskSchema,
  tagCountsSchema,
  taskBulkUpdateSchema,
  taskCountSchema,
  taskCreateSchema,
  taskDetailSchema,
  taskIdsSchema,
  taskListSchema,
  taskParseRequestSchema,
  taskQuerySchema,
  taskUpdateSchema,
  type TaskList,
} from "../../../shared/schemas/tasks.js";
import type { Database } from "../../db/schema.js";
import { createRouter, errorResponses, jsonBody, jsonContent, uuidOr404 } from "../../lib/openapi.js";
import * as tasks from "./tasks.service.js";

const idParams = z.object({ id: z.string() });
const taskId = (id: string) => uuidOr404(id, taskMessages.notFound);

const listRoute = createRoute({
  method: "get",
  path: "/tasks",
  tags: ["tasks"],
  summary: "The user's tasks: in a range (from, to; repeats expanded) or a sorted, filtered page",
  request: { query: taskQuerySchema },
  responses: { 200: jsonContent(taskListSchema, "Tasks"), ...errorResponses(401, 422) },
});

const createTaskRoute = createRoute({
  method: "post",
  path: "/tasks",
  tags: ["tasks"],
  summary: "Create a task",
  request: jsonBody(taskCreateSchema),
  responses: { 201: jsonContent(taskDetailSchema, "The new task"), ...errorResponses(400, 401, 415, 422) },
});

const bulkUpdateRoute = createRoute({
  method: "patch",
  path: "/tasks",
  tags: ["tasks"],
  summary: "Change several tasks at once (status, priority, tags)",
  request: jsonBody(taskBulkUpdateSchema),
  responses: { 200: jsonContent(taskCountSchema, "How many of the tasks were yours and changed"), ...errorResponses(400, 401, 415, 422) },
});

const bulkDeleteRoute = createRoute({
  method: "delete",
  path: "/tasks",
  tags: ["tasks"],
  summary: "Delete several tasks (and their subtasks); undo with /tasks/restore for a day",
  request: jsonBody(taskIdsSchema),
  responses: { 200: jsonContent(taskCountSchema, "How many were deleted"), ...errorResponses(400, 401, 415, 422) },
});

const restoreRoute = createRoute({
  method: "post",
  path: "/tasks/restore",
  tags: ["tasks"],
  summary: "Undo a deletion",
  request: jsonBody(taskIdsSchema),
  responses: { 200: jsonContent(taskCountSchema, "How many were restored"), ...errorResponses(400, 401, 415, 422) },
});

const parseRoute = createRoute({
  method: "post",
  path: "/tasks/parse",
  tags: ["tasks"],
  summary: "Quick add preview: read a title, due date, tags, priority and repeat out of a line of text",
  request: jsonBody(taskParseRequestSchema),
  responses: { 200: jsonContent(parsedTaskSchema, "What the text says"), ...errorResponses(400, 401, 415, 422) },
});

const tagsRoute = createRoute({
  method: "get",
  path: "/tasks/tags",
  tags: ["tasks"],
  summary: "The user's tags with how many tasks carry each",
  responses: { 200: jsonContent(tagCountsSchema, "Tags"), ...errorResponses(401) },
});

const getRoute = createRoute({
  method: "get",
  path: "/tasks/{id}",
  tags: ["tasks"],
  summary: "A task with its subtasks",
  request: { params: idParams },
  responses: { 200: jsonContent(taskDetailSchema, "The task"), ...errorResponses(401, 404) },
});

const updateRoute = createRoute({
  method: "patch",
  path: "/tasks/{id}",
  tags: ["tasks"],
  summary: "Change a task; status done on a repeating task moves it to its next occurrence",
  request: { params: idParams, ...jsonBody(taskUpdateSchema) },
  responses: { 200: jsonContent(taskDetailSchema, "The task"), ...errorResponses(400, 401, 404, 415, 422) },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/tasks/{id}",
  tags: ["tasks"],
  summary: "Delete a task and its subtasks; undo with /tasks/restore for a day",
  request: { params: idParams },
  responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404) },
});

export function taskRoutes(db: Kysely<Database>) {
  const router = createRouter();
  return (
    router
      // The same JSON c.json would write, but a cached range answer's bytes are made once: the
      // typed response says what it holds.
      .openapi(
        listRoute,
        async (c) =>
          c.body(tasks.jsonOf(await tasks.listTasks(db, c.get("user").id, c.req.valid("query"))), 200, {
            "Content-Type": "application/json",
          }) as unknown as TypedResponse<TaskList, 200, "json">,
      )
      .openapi(createTaskRoute, async (c) => c.json(await tasks.createTask(db, c.get("user").id, c.req.valid("json")), 201))
      .openapi(bulkUpdateRoute, async (c) => c.json({ count: await tasks.bulkUpdate(db, c.get("user").id, c.req.valid("json")) }, 200))
      .openapi(bulkDeleteRoute, async (c) => c.json({ count: await tasks.deleteTasks(db, c.get("user").id, c.req.valid("json").ids) }, 200))
      .openapi(restoreRoute, async (c) => c.json({ count: await tasks.restoreTasks(db, c.get("user").id, c.req.valid("json").ids) }, 200))
      .openapi(parseRoute, async (c) => {
        const { text, timeZone, now } = c.req.valid("json");
        // chrono-node takes a fifth of a second to load: fetched with the first quick-add, not at start-up.
        const { parseQuickAdd } = await import("./quick-add.js");
        return c.json(parseQuickAdd(text, { timeZone: timeZone ?? "UTC", now: now ? new Date(now) : new Date() }), 200);
      })
      .openapi(tagsRoute, async (c) => c.json(await tasks.listTags(db, c.get("user").id), 200))
      .openapi(getRoute, async (c) => c.json(await tasks.getTask(db, c.get("user").id, taskId(c.req.valid("param").id)), 200))
      .openapi(updateRoute, async (c) => c.json(await tasks.updateTask(db, c.get("user").id, taskId(c.req.valid("param").id), c.req.valid("json")), 200))
      .openapi(deleteRoute, async (c) => {
        await tasks.deleteTask(db, c.get("user").id, taskId(c.req.valid("param").id));
        return c.body(null, 204);
      })
  );
}
