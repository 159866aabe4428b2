import { createRoute, z } from "@hono/zod-openapi";
import { streamSSE } from "hono/streaming";
import { flashcardMessages, messages } from "../../../shared/messages.js";
import {
  ankiImportRequestSchema,
  ankiImportResultSchema,
  ankiPreviewRequestSchema,
  ankiPreviewSchema,
  type AnkiProgress,
} from "../../../shared/schemas/anki.js";
import { AppError } from "../../lib/app-error.js";
import { downloadName } from "../../lib/download-name.js";
import { createRouter, errorResponses, jsonBody, jsonContent, uuidOr404 } from "../../lib/openapi.js";
import { exportPackage, importPackage, packageBytes, previewPackage, type AnkiDependencies } from "./anki.service.js";

const previewRoute = createRoute({
  method: "post",
  path: "/flashcards/anki/preview",
  tags: ["flashcards"],
  summary: "What an uploaded Anki package (.apkg or .colpkg, in the imports bucket) holds: its decks with counts, its note types and how each comes over",
  request: jsonBody(ankiPreviewRequestSchema),
  responses: { 200: jsonContent(ankiPreviewSchema, "The package's decks"), ...errorResponses(400, 401, 404, 415, 422) },
});

const importRoute = createRoute({
  method: "post",
  path: "/flashcards/anki/imports",
  tags: ["flashcards"],
  summary: "Import the chosen decks of an uploaded Anki package, with review history and images; progress as server-sent events",
  description:
    "Events: `progress` {stage: reading|saving|done, done?, total?}, then `result` (the sets made or updated, reviews and images brought over, " +
    "sounds left out) or `error` {error: {code, message}}. All in one transaction: a failed import changes nothing. The package file is deleted once imported.",
  request: jsonBody(ankiImportRequestSchema),
  responses: {
    200: {
      content: { "text/event-stream": { schema: z.string() } },
      description: "The event stream; its result event holds " + Object.keys(ankiImportResultSchema.shape).join(", "),
    },
    ...errorResponses(400, 401, 404, 415, 422),
  },
});

const exportRoute = createRoute({
  method: "get",
  path: "/flashcards/anki/export",
  tags: ["flashcards"],
  summary: "One set (setId) or all sets as an Anki package (.apkg) with review history and images",
  request: { query: z.object({ setId: z.string().optional() }) },
  responses: {
    200: { content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } }, description: "The .apkg file" },
    ...errorResponses(401, 404, 422),
  },
});

export function ankiRoutes(dependencies: AnkiDependencies) {
  const router = createRouter();
  return router
    .openapi(previewRoute, async (c) => c.json(await previewPackage(dependencies, c.get("user").id, c.req.valid("json").path, c.req.raw.signal), 200))
    .openapi(importRoute, async (c) => {
      const user = c.get("user");
      const body = c.req.valid("json");
      // Read before the stream starts, so a missing file is a plain 404 (and is read once).
      const bytes = await packageBytes(dependencies.storage, user.id, body.path);
      const requestLogger = c.get("logger");
      return streamSSE(c, async (stream) => {
        const controller = new AbortController();
        stream.onAbort(() => controller.abort(new DOMException("The client went away", "AbortError")));
        const send = (event: string, data: unknown) => stream.writeSSE({ event, data: JSON.stringify(data) });
        const progress = (update: AnkiProgress) => void send("progress", update).catch(() => undefined);
        try {
          const result = await importPackage(dependencies, user.id, body, { signal: controller.signal, onProgress: progress, bytes });
          await send("result", result);
        } catch (error) {
          if (controller.signal.aborted) requestLogger.info("Anki import cancelled by the client");
          else if (error instanceof AppError) await send("error", { error: { code: error.code, message: error.message } }).catch(() => undefined);
          else {
            requestLogger.error({ err: error }, "Anki import failed");
            await send("error", { error: { code: "internal", message: messages.internal } }).catch(() => undefined);
          }
        }
      });
    })
    .openapi(exportRoute, async (c) => {
      const { setId } = c.req.valid("query");
      const id = setId === undefined ? undefined : uuidOr404(setId, flashcardMessages.notFoundOrDenied);
      const { title, bytes } = await exportPackage(dependencies, c.get("user").id, id);
      return c.body(bytes.slice().buffer, 200, {
        "Content-Type": "application/octet-stream",
        "Content-Disposition": `attachment; filename="${downloadName(title, "apkg")}"`,
      });
    });
}
