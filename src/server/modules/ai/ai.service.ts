import { sql, type Kysely } from "kysely";
import { aiLimits, aiMessages, type AiQuota } from "../../../shared/schemas/ai.js";
import { storageMessages } from "../../../shared/storage.js";
import type { Database } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { Storage } from "../storage/storage.service.js";
import { BudgetExceeded, type WorkPool } from "./work/work-pool.js";

/** Quotas count per UTC calendar day. */
function dayStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export async function readQuota(db: Kysely<Database>, userId: string, limit: number): Promise<AiQuota> {
  const start = dayStart();
  const row = await db
    .selectFrom("ai_usage")
    .select((eb) => eb.fn.countAll<string>().as("used"))
    .where("user_id", "=", userId)
    .where("created_at", ">=", start)
    .executeTakeFirstOrThrow();
  const used = Number(row.used);
  return { limit, used, remaining: Math.max(0, limit - used), resetsAt: new Date(start.getTime() + 86_400_000).toISOString() };
}

/**
 * Takes one use of the day's quota, or answers 429. Uses are counted under a per-user lock, so
 * parallel requests cannot both take the last one.
 */
export async function takeQuota(db: Kysely<Database>, userId: string, kind: string, limit: number): Promise<{ id: string; remaining: number }> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtext(${`ai_usage:${userId}`}))`.execute(trx);
    const quota = await readQuota(trx, userId, limit);
    if (quota.remaining <= 0) {
      throw new AppError("rate_limited", aiMessages.quotaReached(limit));
    }
    const row = await trx.insertInto("ai_usage").values({ user_id: userId, kind }).returning("id").executeTakeFirstOrThrow();
    return { id: row.id, remaining: quota.remaining - 1 };
  });
}

/** A generation that failed or was cancelled gives its use back. */
export async function giveBackQuota(db: Kysely<Database>, usageId: string): Promise<void> {
  await db.deleteFrom("ai_usage").where("id", "=", usageId).execute();
}

/** A failure gives its use back, but not a run stopped for spending its budget (it could be sent again and again). */
export const givesUseBack = (error: unknown): boolean => !(error instanceof BudgetExceeded);

/** Runs one counted generation: a failure gives the use back (unless it spent its budget). */
export async function withQuota<T>(db: Kysely<Database>, userId: string, kind: string, limit: number, work: (remaining: number) => Promise<T>): Promise<T> {
  const usage = await takeQuota(db, userId, kind, limit);
  try {
    return await work(usage.remaining);
  } catch (error) {
    if (givesUseBack(error)) await giveBackQuota(db, usage.id);
    throw error;
  }
}

/** A named PDF must be the user's before the stream starts, so a wrong path is a plain 422. */
export async function assertOwnDocument(db: Kysely<Database>, userId: string, documentPath: string | undefined): Promise<void> {
  if (documentPath === undefined) return;
  const found = await db
    .selectFrom("storage_objects")
    .select("id")
    .where("owner_id", "=", userId)
    .where("bucket", "=", "documents")
    .where("path", "=", `${userId}/${documentPath}`)
    .executeTakeFirst();
  if (!found) throw AppError.validation([{ path: ["documentPath"], message: aiMessages.documentNotFound }], aiMessages.documentNotFound);
}

export interface Source {
  pages: string[];
  sourceContent: string;
  pdfUrl: string | null;
}

async function readAll(body: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(body).arrayBuffer());
}

/**
 * The text to work from: pasted, or read page by page from the user's uploaded PDF (in the AI
 * worker thread, under its budgets; `signal` stops it).
 */
export async function loadSource(
  storage: Storage,
  pool: WorkPool,
  userId: string,
  input: { text?: string | undefined; documentPath?: string | undefined },
  onPage?: (page: number, pages: number) => void,
  signal?: AbortSignal,
): Promise<Source> {
  if (input.documentPath === undefined) {
    const text = (input.text ?? "").trim().slice(0, aiLimits.textChars);
    return { pages: [text], sourceContent: text, pdfUrl: null };
  }
  let file;
  try {
    file = await storage.download(userId, "documents", input.documentPath);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      throw AppError.validation([{ path: ["documentPath"], message: aiMessages.documentNotFound }], storageMessages.notFound);
    }
    throw error;
  }
  const pages = await pool.run(
    { kind: "pdf", bytes: await readAll(file.body), maxPages: aiLimits.pdfPages },
    { signal, onProgress: onPage && (({ done, total }) => onPage(done, total)) },
  );
  const sourceContent = pages.join("\n\n").slice(0, aiLimits.textChars);
  if (sourceContent.trim().length < aiLimits.minTextChars) {
    throw AppError.validation([{ path: ["documentPath"], message: aiMessages.noTextInPdf }], aiMessages.noTextInPdf);
  }
  return { pages, sourceContent, pdfUrl: `/api/storage/documents/object/${input.documentPath.split("/").map(encodeURIComponent).join("/")}` };
}
