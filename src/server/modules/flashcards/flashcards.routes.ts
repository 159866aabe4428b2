import { createRoute, z } from "@hono/zod-openapi";
import type { Kysely } from "kysely";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { flashcardMessages, messages } from "../../../shared/messages.js";
import {
  cardSchema,
  importInputSchema,
  importResultSchema,
  reviewInputSchema,
  reviewResultSchema,
  setIdsSchema,
  setInputSchema,
  setListSchema,
  setSchema,
  setUpdateSchema,
  studyQueueSchema,
} from "../../../shared/schemas/flashcards.js";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import { downloadName } from "../../lib/download-name.js";
import { createRouter, errorResponses, jsonBody, jsonContent, uuidOr404 } from "../../lib/openapi.js";
import * as flashcards from "./flashcards.service.js";

const idParams = z.object({ id: z.string() });
const count = z.object({ count: z.number() });

const setId = (id: string) => uuidOr404(id, flashcardMessages.notFoundOrDenied);
const cardId = (id: string) => uuidOr404(id, flashcardMessages.cardNotFound);

const listQuery = z.object({
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((value) => value || undefined),
  sort: z.enum(["created", "updated", "title"], "Sort by created, updated or title").optional(),
});

const routes = {
  list: createRoute({
    method: "get",
    path: "/flashcard-sets",
    tags: ["flashcards"],
    summary: "The user's sets, newest first, with card, due and new counts",
    request: { query: listQuery },
    responses: { 200: jsonContent(setListSchema, "Sets"), ...errorResponses(401, 422) },
  }),
  create: createRoute({
    method: "post",
    path: "/flashcard-sets",
    tags: ["flashcards"],
    summary: "Create a set, with cards if given",
    request: jsonBody(setInputSchema),
    responses: { 201: jsonContent(setSchema, "The new set"), ...errorResponses(400, 401, 413, 415, 422) },
  }),
  bulkDelete: createRoute({
    method: "delete",
    path: "/flashcard-sets",
    tags: ["flashcards"],
    summary: "Delete several sets; the count says how many were yours and went",
    request: jsonBody(setIdsSchema),
    responses: { 200: jsonContent(count, "How many were deleted"), ...errorResponses(400, 401, 415, 422) },
  }),
  importSet: createRoute({
    method: "post",
    path: "/flashcard-sets/import",
    tags: ["flashcards"],
    summary: "A new set from CSV or TSV text (Quizlet or Anki export), with per-line errors; a newer Anki export of a deck imported before updates that set",
    request: jsonBody(importInputSchema),
    responses: {
      200: jsonContent(importResultSchema, "The set imported before from these Anki notes, updated, and what was left out"),
      201: jsonContent(importResultSchema, "The new set and what was left out"),
      ...errorResponses(400, 401, 413, 415, 422),
    },
  }),
  get: createRoute({
    method: "get",
    path: "/flashcard-sets/{id}",
    tags: ["flashcards"],
    summary: "A set with its cards",
    request: { params: idParams },
    responses: { 200: jsonContent(setSchema, "The set"), ...errorResponses(401, 404) },
  }),
  update: createRoute({
    method: "patch",
    path: "/flashcard-sets/{id}",
    tags: ["flashcards"],
    summary: "Change a set; `cards` syncs them (insert new, update known, delete missing) in one transaction",
    request: { params: idParams, ...jsonBody(setUpdateSchema) },
    responses: { 200: jsonContent(setSchema, "The set"), ...errorResponses(400, 401, 404, 413, 415, 422) },
  }),
  remove: createRoute({
    method: "delete",
    path: "/flashcard-sets/{id}",
    tags: ["flashcards"],
    summary: "Delete a set and its cards",
    request: { params: idParams },
    responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404) },
  }),
  study: createRoute({
    method: "get",
    path: "/flashcard-sets/{id}/study",
    tags: ["flashcards"],
    summary: "The study queue: due cards, most overdue first, then up to 50 new ones",
    request: { params: idParams },
    responses: { 200: jsonContent(studyQueueSchema, "Cards to study"), ...errorResponses(401, 404) },
  }),
  export: createRoute({
    method: "get",
    path: "/flashcard-sets/{id}/export",
    tags: ["flashcards"],
    summary: "The set's cards as CSV or TSV (front, back)",
    request: { params: idParams, query: z.object({ format: z.enum(["csv", "tsv"], "Format is csv or tsv").optional() }) },
    responses: {
      200: { content: { "text/csv": { schema: z.string() }, "text/tab-separated-values": { schema: z.string() } }, description: "The cards" },
      ...errorResponses(401, 404, 422),
    },
  }),
  review: createRoute({
    method: "post",
    path: "/flashcards/{id}/reviews",
    tags: ["flashcards"],
    summary: "Rate a card: FSRS schedules its next review; the rating is logged",
    request: { params: idParams, ...jsonBody(reviewInputSchema) },
    responses: { 201: jsonContent(reviewResultSchema, "The card as now scheduled"), ...errorResponses(400, 401, 404, 415, 422) },
  }),
  undo: createRoute({
    method: "post",
    path: "/flashcards/{id}/reviews/undo",
    tags: ["flashcards"],
    summary: "Take back the card's last rating",
    request: { params: idParams },
    responses: { 200: jsonContent(cardSchema, "The card as it was before"), ...errorResponses(401, 404, 409) },
  }),
};

/**
 * A set with all its cards: an Anki deck of 10,000 cards is more than the API's 1 MB, so a
 * set's create and save take up to 16 MB (each card's sides are still limited by the schema).
 */
export const setBodyLimitBytes = 16 * 1024 * 1024;

export function isSetWriteRequest(method: string, path: string): boolean {
  return (method === "POST" && path === "/api/flashcard-sets") || (method === "PATCH" && /^\/api\/flashcard-sets\/[^/]+$/.test(path));
}

const setLimit = bodyLimit({
  maxSize: setBodyLimitBytes,
  onError: () => {
    throw new AppError("payload_too_large", messages.payloadTooLarge);
  },
});

const limitSetWrites: MiddlewareHandler = async (c, next) => (isSetWriteRequest(c.req.method, c.req.path) ? setLimit(c, next) : next());

export function flashcardRoutes(db: Kysely<Database>) {
  const router = createRouter();
  router.use("/flashcard-sets", limitSetWrites);
  router.use("/flashcard-sets/*", limitSetWrites);
  return router
    .openapi(routes.list, async (c) => c.json(await flashcards.listSets(db, c.get("user").id, c.req.valid("query")), 200))
    .openapi(routes.create, async (c) => c.json(await flashcards.createSet(db, c.get("user").id, c.req.valid("json")), 201))
    .openapi(routes.bulkDelete, async (c) => c.json({ count: await flashcards.deleteSets(db, c.get("user").id, c.req.valid("json").ids) }, 200))
    .openapi(routes.importSet, async (c) => {
      const result = await flashcards.importSet(db, c.get("user").id, c.req.valid("json"));
      return result.into === "existing" ? c.json(result, 200) : c.json(result, 201);
    })
    .openapi(routes.get, async (c) => c.json(await flashcards.getSet(db, c.get("user").id, setId(c.req.valid("param").id)), 200))
    .openapi(routes.update, async (c) => c.json(await flashcards.updateSet(db, c.get("user").id, setId(c.req.valid("param").id), c.req.valid("json")), 200))
    .openapi(routes.remove, async (c) => {
      await flashcards.deleteSet(db, c.get("user").id, setId(c.req.valid("param").id));
      return c.body(null, 204);
    })
    .openapi(routes.study, async (c) => c.json(await flashcards.studyQueue(db, c.get("user").id, setId(c.req.valid("param").id)), 200))
    .openapi(routes.export, async (c) => {
      const format = c.req.valid("query").format ?? "csv";
      const { title, body } = await flashcards.exportSet(db, c.get("user").id, setId(c.req.valid("param").id), format);
      return c.body(body, 200, {
        "Content-Type": format === "csv" ? "text/csv; charset=utf-8" : "text/tab-separated-values; charset=utf-8",
        "Content-Disposition": `attachment; filename="${downloadName(title, format)}"`,
      });
    })
    .openapi(routes.review, async (c) =>
      c.json(await flashcards.review(db, c.get("user").id, cardId(c.req.valid("param").id), c.req.valid("json").rating), 201),
    )
    .openapi(routes.undo, async (c) => c.json(await flashcards.undoReview(db, c.get("user").id, cardId(c.req.valid("param").id)), 200));
}
