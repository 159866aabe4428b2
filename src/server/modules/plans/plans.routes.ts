import { createRoute, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import { quizMessages } from "../../../shared/messages.js";
import {
  blockMoveSchema,
  mistakesToCardsResultSchema,
  mistakesToCardsSchema,
  planInputSchema,
  planListSchema,
  planMessages,
  planSchema,
  planStudyQueueSchema,
  planUpdateSchema,
  studyBlockListSchema,
} from "../../../shared/schemas/plans.js";
import type { Database } from "../../db/schema.js";
import { createRouter, errorResponses, jsonBody, jsonContent, uuidOr404 } from "../../lib/openapi.js";
import { mistakesToCards } from "./mistakes.js";
import * as plans from "./plans.service.js";

const idParams = z.object({ id: z.string() });
const blockParams = z.object({ id: z.string(), date: z.string() });
const planId = (id: string) => uuidOr404(id, planMessages.notFound);

const routes = {
  list: createRoute({
    method: "get",
    path: "/study-plans",
    tags: ["study plans"],
    summary: "The user's study plans, the nearest exam first",
    responses: { 200: jsonContent(planListSchema, "Study plans"), ...errorResponses(401) },
  }),
  blocks: createRoute({
    method: "get",
    path: "/study-plans/blocks",
    tags: ["study plans"],
    summary: "Every active plan's study blocks from today on (for the calendar)",
    responses: { 200: jsonContent(studyBlockListSchema, "Study blocks, the earliest first"), ...errorResponses(401) },
  }),
  create: createRoute({
    method: "post",
    path: "/study-plans",
    tags: ["study plans"],
    summary: "Plan study for an exam (the exam goes on the calendar as a task unless taskId names one)",
    request: jsonBody(planInputSchema),
    responses: { 201: jsonContent(planSchema, "The new plan, computed"), ...errorResponses(400, 401, 404, 415, 422) },
  }),
  get: createRoute({
    method: "get",
    path: "/study-plans/{id}",
    tags: ["study plans"],
    summary: "A plan, computed now from the cards' FSRS state: days, blocks, predicted recall, progress",
    request: { params: idParams },
    responses: { 200: jsonContent(planSchema, "The plan"), ...errorResponses(401, 404) },
  }),
  update: createRoute({
    method: "patch",
    path: "/study-plans/{id}",
    tags: ["study plans"],
    summary: "Change a plan's exam, budget, days off, window or what it covers; it is computed again",
    request: { params: idParams, ...jsonBody(planUpdateSchema) },
    responses: { 200: jsonContent(planSchema, "The plan"), ...errorResponses(400, 401, 404, 415, 422) },
  }),
  remove: createRoute({
    method: "delete",
    path: "/study-plans/{id}",
    tags: ["study plans"],
    summary: "Delete a plan (the cards keep their own schedule; the exam task stays)",
    request: { params: idParams },
    responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404) },
  }),
  study: createRoute({
    method: "get",
    path: "/study-plans/{id}/study",
    tags: ["study plans"],
    summary: "Today's session: the plan's reviews and new cards across its sets, in one queue",
    request: { params: idParams },
    responses: { 200: jsonContent(planStudyQueueSchema, "Today's cards"), ...errorResponses(401, 404) },
  }),
  moveBlock: createRoute({
    method: "put",
    path: "/study-plans/{id}/blocks/{date}",
    tags: ["study plans"],
    summary: "Move the block of a day (YYYY-MM-DD) to start at another time or on another day before the exam; the plan is worked out around it",
    request: { params: blockParams, ...jsonBody(blockMoveSchema) },
    responses: { 200: jsonContent(planSchema, "The plan, adjusted"), ...errorResponses(400, 401, 404, 415, 422) },
  }),
  resetBlock: createRoute({
    method: "delete",
    path: "/study-plans/{id}/blocks/{date}",
    tags: ["study plans"],
    summary: "Put a moved block back: the planner places that day's work again",
    request: { params: blockParams },
    responses: { 200: jsonContent(planSchema, "The plan"), ...errorResponses(401, 404) },
  }),
  mistakes: createRoute({
    method: "post",
    path: "/attempts/{id}/flashcards",
    tags: ["study plans"],
    summary: "Make flashcards from an attempt's mistakes (each question once per set; the set joins the quiz's study plans)",
    request: { params: idParams, ...jsonBody(mistakesToCardsSchema) },
    responses: { 200: jsonContent(mistakesToCardsResultSchema, "The set and how many cards were added"), ...errorResponses(400, 401, 404, 415, 422) },
  }),
};

export function planRoutes(db: Kysely<Database>) {
  return createRouter()
    .openapi(routes.list, async (c) => c.json(await plans.listPlans(db, c.get("user").id), 200))
    .openapi(routes.blocks, async (c) => c.json({ blocks: await plans.studyBlocks(db, c.get("user").id) }, 200))
    .openapi(routes.create, async (c) => c.json(await plans.createPlan(db, c.get("user").id, c.req.valid("json")), 201))
    .openapi(routes.get, async (c) => c.json(await plans.getPlan(db, c.get("user").id, planId(c.req.valid("param").id)), 200))
    .openapi(routes.update, async (c) => c.json(await plans.updatePlan(db, c.get("user").id, planId(c.req.valid("param").id), c.req.valid("json")), 200))
    .openapi(routes.remove, async (c) => {
      await plans.deletePlan(db, c.get("user").id, planId(c.req.valid("param").id));
      return c.body(null, 204);
    })
    .openapi(routes.study, async (c) => c.json(await plans.studyToday(db, c.get("user").id, planId(c.req.valid("param").id)), 200))
    .openapi(routes.moveBlock, async (c) => {
      const { id, date } = c.req.valid("param");
      return c.json(await plans.moveBlock(db, c.get("user").id, planId(id), date, c.req.valid("json")), 200);
    })
    .openapi(routes.resetBlock, async (c) => {
      const { id, date } = c.req.valid("param");
      return c.json(await plans.resetBlock(db, c.get("user").id, planId(id), date), 200);
    })
    .openapi(routes.mistakes, async (c) =>
      c.json(await mistakesToCards(db, c.get("user").id, uuidOr404(c.req.valid("param").id, quizMessages.resultNotFound), c.req.valid("json")), 200),
    );
}
