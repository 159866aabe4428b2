import { createRoute, z } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Kysely } from "kysely";
import { messages } from "../../../shared/messages.js";
import { isPlaceholderEmail } from "../../../shared/schemas/auth.js";
import { accountExportSchema, accountMessages, deleteAccountSchema, importMaxBytes, importResultSchema } from "../../../shared/schemas/account.js";
import type { Auth } from "../../auth/auth.js";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { AppEnv } from "../../lib/hono-env.js";
import { createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/openapi.js";
import { requireUser } from "../../middleware/require-user.js";
import type { Storage } from "../storage/storage.service.js";
import { exportAccount, importAccount } from "./account.service.js";

/** A sign-in this recent counts as re-authentication for accounts without a password. */
const recentSignInMs = 10 * 60 * 1000;

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
  router.use("/account", requireUser(auth));
  router.use("/account/*", requireUser(auth));
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
      const session = c.get("session");
      const { confirm, password } = c.req.valid("json");
      // A phone-only account has a made-up address: its phone number confirms instead.
      const expected = (isPlaceholderEmail(user.email) ? (user as { phoneNumber?: string | null }).phoneNumber : user.email) ?? "";
      if (confirm.toLowerCase() !== expected.toLowerCase()) {
        throw AppError.validation([{ path: ["confirm"], message: accountMessages.confirmMismatch }], accountMessages.confirmMismatch);
      }
      const credential = await db
        .selectFrom("account")
        .select("password")
        .where("userId", "=", user.id)
        .where("providerId", "=", "credential")
        .executeTakeFirst();
      if (credential?.password) {
        const context = await auth.$context;
        const valid = password !== undefined && (await context.password.verify({ password, hash: credential.password }));
        if (!valid) throw AppError.validation([{ path: ["password"], message: accountMessages.wrongPassword }], accountMessages.wrongPassword);
      } else if (Date.now() - new Date(session.createdAt).getTime() > recentSignInMs) {
        throw AppError.validation([{ path: ["confirm"], message: accountMessages.recentSignInNeeded }], accountMessages.recentSignInNeeded);
      }

      // Files first (they live outside the database), then the user row: every table cascades
      // from it. Tokens better-auth keeps by value (password reset, e-mail change) go too.
      await storage.removeAll(user.id);
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom("verification").where("value", "like", `%${user.id}%`).execute();
        // The newsletter row of the account's address (subscribed from the settings or the footer).
        if (!isPlaceholderEmail(user.email)) await trx.deleteFrom("email_subscribers").where("email", "=", user.email.toLowerCase()).execute();
        await trx.deleteFrom("user").where("id", "=", user.id).execute();
      });
      c.get("logger").info({ userId: user.id }, "account deleted");
      // The browser forgets the session's cookies (their session no longer exists anyway).
      const names = new Set((c.req.header("cookie") ?? "").split(/;\s*/).map((pair) => pair.split("=")[0]!));
      for (const name of names) {
        if (/^(?:__Secure-)?cadence\./.test(name)) c.header("Set-Cookie", `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`, { append: true });
      }
      return c.json({ message: accountMessages.deleted }, 200);
    });
}
