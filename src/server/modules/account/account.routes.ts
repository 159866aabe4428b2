import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Kysely } from "kysely";
import { messages } from "../../../shared/messages.js";
import { accountExportSchema, accountMessages, deleteAccountSchema, importMaxBytes, importResultSchema } from "../../../shared/schemas/account.js";
import type { Auth } from "../../auth/auth.js";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { AppEnv } from "../../lib/hono-env.js";
import { createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/openapi.js";
import type { Storage } from "../storage/storage.service.js";
import { deleteAccount, exportAccount, importAccount } from "./account.service.js";

/** `POST /api/account/import` carries a whole export: it has its own, larger limit. */
export function isImportRequest(method: string, path: string): boolean {
  return method === "POST" && path === "/api/account/import";
}

const exportRoute = createRoute({
  method: "get",
  path: "/account/export",
  tags: ["account"],
  summary: "Everything the user owns as one JSON file: profile, tasks, quizzes with questions and answers, attempts, flashcard sets with cards and reviews",
  responses: { 200: jsonContent(accountExportSchema, "The export (as an attachment)"), ...errorResponses(401) },
});

const importRoute = createRoute({
  method: "post",
  path: "/account/import",
  tags: ["account"],
  summary: "Read an export back into this account, which must be empty (up to 20 MB)",
  request: jsonBody(accountExportSchema),
  responses: { 201: jsonContent(importResultSchema, "What was imported"), ...errorResponses(401, 409, 413, 422) },
});

const deleteRoute = createRoute({
  method: "delete",
  path: "/account",
  tags: ["account"],
  summary: "Delete the account and every row and file it owns; confirm with the e-mail address (and the password, if the account has one)",
  request: jsonBody(deleteAccountSchema),
  responses: { 200: jsonContent(z.object({ message: z.string() }), "Deleted"), ...errorResponses(401, 422) },
});

function importLimit(): MiddlewareHandler<AppEnv> {
  return bodyLimit({
    maxSize: importMaxBytes,
    onError: () => {
      throw new AppError("payload_too_large", messages.payloadTooLarge);
    },
  });
}

export function accountRoutes({ db, auth, storage }: { db: Kysely<Database>; auth: Auth; storage: Storage }) {
  const router = createRouter();
  router.use("/account/import", importLimit());

  return router
    .openapi(exportRoute, async (c) => {
      const data = await exportAccount(db, c.get("user").id);
      c.header("Content-Disposition", `attachment; filename="cadence-export-${data.exportedAt.slice(0, 10)}.json"`);
      return c.json(data, 200);
    })
    .openapi(importRoute, async (c) => c.json(await importAccount(db, c.get("user").id, c.req.valid("json")), 201))
    .openapi(deleteRoute, async (c) => {
      const user = c.get("user");
      await deleteAccount({ db, auth, storage }, user, c.get("session"), c.req.valid("json"));
      c.get("logger").info({ userId: user.id }, "account deleted");
      // The browser forgets the session's cookies (their session no longer exists anyway).
      const names = new Set((c.req.header("cookie") ?? "").split(/;\s*/).map((pair) => pair.split("=")[0]!));
      for (const name of names) {
        if (/^(?:__Secure-)?cadence\./.test(name)) c.header("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`, { append: true });
      }
      return c.json({ message: accountMessages.deleted }, 200);
    });
}
