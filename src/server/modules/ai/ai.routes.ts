import { createRoute, z } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import type { Kysely } from "kysely";
import { messages } from "../../../shared/messages.js";
import {
  aiBreakdownRequestSchema,
  aiBreakdownResultSchema,
  aiFlashcardRequestSchema,
  aiFlashcardResultSchema,
  aiMessages,
  aiQuizRequestSchema,
  aiQuotaSchema,
  aiTagRequestSchema,
  aiTagResultSchema,
  type AiProgress,
  type AiQuizResult,
} from "../../../shared/schemas/ai.js";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { Logger } from "../../lib/logger.js";
import { createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/openapi.js";
import type { Storage } from "../storage/storage.service.js";
import { listTags } from "../tasks/tasks.service.js";
import { assertOwnDocument, giveBackQuota, givesUseBack, loadSource, readQuota, takeQuota, withQuota } from "./ai.service.js";
import type { AiEngine } from "./engine.js";
import type { WorkPool } from "./work/work-pool.js";
import { suggestTags } from "./offline/task-helpers.js";

export interface AiDependencies {
  db: Kysely<Database>;
  storage: Storage;
  engine: AiEngine;
  /** The AI worker threads that read PDFs (and run the offline engine). */
  pool: WorkPool;
  dailyQuota: number;
  logger: Logger;
}

const quotaRoute = createRoute({
  method: "get",
  path: "/ai/quota",
  tags: ["ai"],
  summary: "Today's AI generations: limit, used, remaining, and when the count resets (UTC midnight)",
  responses: { 200: jsonContent(aiQuotaSchema, "The quota"), ...errorResponses(401) },
});

const quizRoute = createRoute({
  method: "post",
  path: "/ai/quizzes",
  tags: ["ai"],
  summary: "Generate a quiz draft from pasted text or an uploaded PDF; progress as server-sent events",
  description:
    "Events: `progress` {stage: reading|analysing|writing|done, page?, pages?, question?, questions?}, then `result` {draft, shortfall, provider, remaining} " +
    "or `error` {error: {code, message}}. Closing the connection cancels; a failed or cancelled generation does not count against the quota, " +
    "but one stopped for exceeding its time or memory budget does. A PDF may have at most 300 pages.",
  request: jsonBody(aiQuizRequestSchema),
  responses: {
    200: { content: { "text/event-stream": { schema: z.string() } }, description: "The event stream" },
    ...errorResponses(401, 422, 429),
  },
});

const flashcardRoute = createRoute({
  method: "post",
  path: "/ai/flashcards",
  tags: ["ai"],
  summary: "Term and definition pairs from pasted text or an uploaded PDF, to review before saving as a set",
  request: jsonBody(aiFlashcardRequestSchema),
  responses: { 200: jsonContent(aiFlashcardResultSchema, "The proposed cards"), ...errorResponses(401, 422, 429, 503) },
});

const breakdownRoute = createRoute({
  method: "post",
  path: "/ai/task-breakdown",
  tags: ["ai"],
  summary: "Proposed subtasks for a task, in order, with due dates spread before its own",
  request: jsonBody(aiBreakdownRequestSchema),
  responses: { 200: jsonContent(aiBreakdownResultSchema, "The proposed subtasks"), ...errorResponses(401, 422, 429, 503) },
});

const tagRoute = createRoute({
  method: "post",
  path: "/ai/tag-suggestions",
  tags: ["ai"],
  summary: "Tags for a task from its title and description, the user's own tags first (free: not counted)",
  request: jsonBody(aiTagRequestSchema),
  responses: { 200: jsonContent(aiTagResultSchema, "Suggested tags"), ...errorResponses(401, 422) },
});

/** A title for a draft: the one given, the PDF's file name, or the text's first words. */
function draftTitle(given: string | undefined, documentPath: string | undefined, text: string): string {
  if (given) return given;
  if (documentPath)
    return (
      documentPath
        .slice(documentPath.lastIndexOf("/") + 1)
        .replace(/\.pdf$/i, "")
        .replace(/[-_]+/g, " ")
        .trim() || "Generated quiz"
    );
  const words = text
    .trim()
    .split(/\s+/)
    .slice(0, 6)
    .join(" ")
    .replace(/[.,;:!?]+$/, "");
  return words ? `Quiz: ${words}` : "Generated quiz";
}

export function aiRoutes({ db, storage, engine, pool, dailyQuota, logger }: AiDependencies) {
  const router = createRouter();

  const checkDocument = (userId: string, documentPath: string | undefined) => assertOwnDocument(db, userId, documentPath);
  const counted = <T>(userId: string, kind: string, work: (remaining: number) => Promise<T>) => withQuota(db, userId, kind, dailyQuota, work);

  return router
    .openapi(quotaRoute, async (c) => c.json(await readQuota(db, c.get("user").id, dailyQuota), 200))
    .openapi(quizRoute, async (c) => {
      const user = c.get("user");
      const body = c.req.valid("json");
      await checkDocument(user.id, body.documentPath);
      const usage = await takeQuota(db, user.id, "quiz", dailyQuota);
      const requestLogger = c.get("logger");
      return streamSSE(c, async (stream) => {
        const controller = new AbortController();
        stream.onAbort(() => controller.abort(new DOMException("The client went away", "AbortError")));
        const send = (event: string, data: unknown) => stream.writeSSE({ event, data: JSON.stringify(data) });
        const progress = (update: AiProgress) => void send("progress", update).catch(() => undefined);
        let keepUse = false;
        try {
          progress({ stage: "reading" });
          const source = await loadSource(storage, pool, user.id, body, (page, pages) => progress({ stage: "reading", page, pages }), controller.signal);
          progress({ stage: "analysing" });
          const outcome = await engine.writeQuiz(
            { pages: source.pages, types: body.questionTypes, count: body.count, difficulty: body.difficulty },
            { signal: controller.signal, onQuestion: (question, questions) => progress({ stage: "writing", question, questions }) },
          );
          controller.signal.throwIfAborted();
          if (outcome.questions.length === 0) throw new AppError("validation_failed", aiMessages.nothingGenerated);
          progress({ stage: "done" });
          const result: AiQuizResult = {
            draft: {
              title: draftTitle(body.title, body.documentPath, source.sourceContent),
              description: body.description ?? "",
              ...(body.colorTheme ? { colorTheme: body.colorTheme } : {}),
              sourceContent: source.sourceContent,
              pdfUrl: source.pdfUrl,
              questions: outcome.questions,
            },
            shortfall: outcome.shortfall,
            provider: engine.name,
            remaining: usage.remaining,
          };
          await send("result", result);
          keepUse = true;
        } catch (error) {
          keepUse = !givesUseBack(error);
          if (controller.signal.aborted) {
            requestLogger.info("quiz generation cancelled by the client");
          } else if (error instanceof AppError) {
            await send("error", { error: { code: error.code, message: error.message } }).catch(() => undefined);
          } else {
            requestLogger.error({ err: error }, "quiz generation failed");
            await send("error", { error: { code: "internal", message: messages.internal } }).catch(() => undefined);
          }
        } finally {
          if (!keepUse) await giveBackQuota(db, usage.id).catch((error: unknown) => logger.error({ err: error }, "could not give back an AI use"));
        }
      });
    })
    .openapi(flashcardRoute, async (c) => {
      const user = c.get("user");
      const body = c.req.valid("json");
      await checkDocument(user.id, body.documentPath);
      const result = await counted(user.id, "flashcards", async (remaining) => {
        const source = await loadSource(storage, pool, user.id, body, undefined, c.req.raw.signal);
        const { cards, shortfall } = await engine.writeFlashcards({ pages: source.pages, count: body.count }, c.req.raw.signal);
        if (cards.length === 0) throw AppError.validation([{ path: ["text"], message: aiMessages.noCards }], aiMessages.noCards);
        const title = body.title || draftTitle(undefined, body.documentPath, source.sourceContent).replace(/^Quiz: /, "");
        return { title, cards, shortfall, provider: engine.name, remaining };
      });
      return c.json(result, 200);
    })
    .openapi(breakdownRoute, async (c) => {
      const user = c.get("user");
      const body = c.req.valid("json");
      const result = await counted(user.id, "task-breakdown", async (remaining) => {
        const subtasks = await engine.breakDownTask(body, c.req.raw.signal);
        return { subtasks, provider: engine.name, remaining };
      });
      return c.json(result, 200);
    })
    .openapi(tagRoute, async (c) => {
      const user = c.get("user");
      const body = c.req.valid("json");
      const { tags } = await listTags(db, user.id);
      return c.json(
        {
          tags: suggestTags(
            body,
            tags.map((entry) => entry.tag),
          ),
        },
        200,
      );
    });
}
