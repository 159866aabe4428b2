import { createRoute, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import { quizMessages } from "../../../shared/messages.js";
import {
  attemptInputSchema,
  attemptListSchema,
  attemptQuerySchema,
  attemptRegradeSchema,
  attemptSchema,
  quizIdsSchema,
  quizInputSchema,
  quizListSchema,
  quizQuerySchema,
  quizSchema,
  quizUpdateSchema,
} from "../../../shared/schemas/quizzes.js";
import type { Database } from "../../db/schema.js";
import { createRouter, errorResponses, jsonBody, jsonContent, uuidOr404 } from "../../lib/openapi.js";
import { mistakesAfterAttempt } from "../plans/mistakes.js";
import * as quizzes from "./quizzes.service.js";

const idParams = z.object({ id: z.string() });

const quizId = (id: string) => uuidOr404(id, quizMessages.notFound);
const attemptId = (id: string) => uuidOr404(id, quizMessages.resultNotFound);
const count = z.object({ count: z.number() });

const routes = {
  list: createRoute({
    method: "get",
    path: "/quizzes",
    tags: ["quizzes"],
    summary: "The user's quizzes, last updated first, with attempt counts (q searches title and description)",
    request: { query: quizQuerySchema },
    responses: { 200: jsonContent(quizListSchema, "Quizzes"), ...errorResponses(401, 422) },
  }),
  create: createRoute({
    method: "post",
    path: "/quizzes",
    tags: ["quizzes"],
    summary: "Create a quiz with its questions and answers",
    request: jsonBody(quizInputSchema),
    responses: { 201: jsonContent(quizSchema, "The new quiz"), ...errorResponses(400, 401, 413, 415, 422) },
  }),
  bulkDelete: createRoute({
    method: "delete",
    path: "/quizzes",
    tags: ["quizzes"],
    summary: "Delete several quizzes (with their attempts)",
    request: jsonBody(quizIdsSchema),
    responses: { 200: jsonContent(count, "How many of them were yours and were deleted"), ...errorResponses(400, 401, 415, 422) },
  }),
  get: createRoute({
    method: "get",
    path: "/quizzes/{id}",
    tags: ["quizzes"],
    summary: "A quiz with its questions and answers, in order",
    request: { params: idParams },
    responses: { 200: jsonContent(quizSchema, "The quiz"), ...errorResponses(401, 404) },
  }),
  update: createRoute({
    method: "patch",
    path: "/quizzes/{id}",
    tags: ["quizzes"],
    summary: "Change a quiz; `questions`, when given, replaces all questions and answers in one transaction",
    request: { params: idParams, ...jsonBody(quizUpdateSchema) },
    responses: { 200: jsonContent(quizSchema, "The quiz"), ...errorResponses(400, 401, 404, 413, 415, 422) },
  }),
  remove: createRoute({
    method: "delete",
    path: "/quizzes/{id}",
    tags: ["quizzes"],
    summary: "Delete a quiz and its attempts",
    request: { params: idParams },
    responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404) },
  }),
  submit: createRoute({
    method: "post",
    path: "/quizzes/{id}/attempts",
    tags: ["attempts"],
    summary: "Submit answers: the server grades them and saves the attempt",
    request: { params: idParams, ...jsonBody(attemptInputSchema) },
    responses: { 201: jsonContent(attemptSchema, "The graded attempt"), ...errorResponses(400, 401, 404, 415, 422) },
  }),
  attempts: createRoute({
    method: "get",
    path: "/attempts",
    tags: ["attempts"],
    summary: "The user's attempts with their quiz titles, newest first",
    request: { query: attemptQuerySchema },
    responses: { 200: jsonContent(attemptListSchema, "Attempts"), ...errorResponses(401, 422) },
  }),
  attempt: createRoute({
    method: "get",
    path: "/attempts/{id}",
    tags: ["attempts"],
    summary: "One attempt with every graded answer",
    request: { params: idParams },
    responses: { 200: jsonContent(attemptSchema, "The attempt"), ...errorResponses(401, 404) },
  }),
  regrade: createRoute({
    method: "patch",
    path: "/attempts/{id}",
    tags: ["attempts"],
    summary: "Grade answers by hand (long answers), recomputing the score",
    request: { params: idParams, ...jsonBody(attemptRegradeSchema) },
    responses: { 200: jsonContent(attemptSchema, "The attempt"), ...errorResponses(400, 401, 404, 415, 422) },
  }),
};

export function quizRoutes(db: Kysely<Database>) {
  const router = createRouter();
  return router
    .openapi(routes.list, async (c) => c.json(await quizzes.listQuizzes(db, c.get("user").id, c.req.valid("query")), 200))
    .openapi(routes.create, async (c) => c.json(await quizzes.createQuiz(db, c.get("user").id, c.req.valid("json")), 201))
    .openapi(routes.bulkDelete, async (c) => c.json({ count: await quizzes.deleteQuizzes(db, c.get("user").id, c.req.valid("json").ids) }, 200))
    .openapi(routes.get, async (c) => c.json(await quizzes.getQuiz(db, c.get("user").id, quizId(c.req.valid("param").id)), 200))
    .openapi(routes.update, async (c) => c.json(await quizzes.updateQuiz(db, c.get("user").id, quizId(c.req.valid("param").id), c.req.valid("json")), 200))
    .openapi(routes.remove, async (c) => {
      await quizzes.deleteQuiz(db, c.get("user").id, quizId(c.req.valid("param").id));
      return c.body(null, 204);
    })
    .openapi(routes.submit, async (c) => {
      const userId = c.get("user").id;
      const attempt = await quizzes.submitAttempt(db, userId, quizId(c.req.valid("param").id), c.req.valid("json"));
      // With the preference on, the mistakes become flashcards now (Settings → Preferences).
      await mistakesAfterAttempt(db, userId, attempt, (message, error) => c.get("logger").warn({ err: error }, message));
      return c.json(attempt, 201);
    })
    .openapi(routes.attempts, async (c) => {
      const query = c.req.valid("query");
      if (query.quizId && !z.uuid().safeParse(query.quizId).success) return c.json({ attempts: [] }, 200);
      return c.json(await quizzes.listAttempts(db, c.get("user").id, query), 200);
    })
    .openapi(routes.attempt, async (c) => c.json(await quizzes.getAttempt(db, c.get("user").id, attemptId(c.req.valid("param").id)), 200))
    .openapi(routes.regrade, async (c) =>
      c.json(await quizzes.regradeAttempt(db, c.get("user").id, attemptId(c.req.valid("param").id), c.req.valid("json")), 200),
    );
}
