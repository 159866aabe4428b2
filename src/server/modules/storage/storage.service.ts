import { createHash, createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { sql, type Kysely, type Selectable } from "kysely";
import {
  storageBuckets,
  storageDefaultCacheSeconds,
  storageMessages,
  type StorageBucket,
  type StorageList,
  type StorageObject,
} from "../../../shared/storage.js";
import type { Database, StorageObjectTable } from "../../db/schema.js";
import { AppError } from "../../lib/app-error.js";
import type { Logger } from "../../lib/logger.js";
import { BlobStoreError, type BlobStore } from "./blob-store.js";
import { sniffContentType } from "./content-type.js";

type Row = Selectable<StorageObjectTable>;

export interface Storage {
  readonly store: BlobStore;
  upload(owner: string, bucket: StorageBucket, path: string, bytes: Uint8Array, options?: { upsert?: boolean }): Promise<StorageObject>;
  /** The object and its bytes; 404 when the user has nothing at this path. */
  download(owner: string, bucket: StorageBucket, path: string): Promise<{ object: StorageObject; body: ReadableStream<Uint8Array> }>;
  /** The same for a signed link, which names the object by id. */
  downloadSigned(bucket: StorageBucket, path: string, token: string): Promise<{ object: StorageObject; body: ReadableStream<Uint8Array>; expiresAt: number }>;
  sign(owner: string, bucket: StorageBucket, path: string, expiresInSeconds: number): Promise<{ query: string; expiresAt: Date }>;
  list(owner: string, bucket: StorageBucket, query: { prefix?: string; limit: number; offset: number }): Promise<StorageList>;
  move(owner: string, bucket: StorageBucket, from: string, to: string): Promise<StorageObject>;
  copy(owner: string, bucket: StorageBucket, from: string, to: string): Promise<StorageObject>;
  remove(owner: string, bucket: StorageBucket, paths: string[]): Promise<string[]>;
  /** Every file of the user, in every bucket (account deletion). */
  removeAll(owner: string): Promise<number>;
}

const uniqueViolation = "23505";

function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === uniqueViolation;
}

function blobKey(row: { bucket: string; owner_id: string; id: string }): string {
  return `${row.bucket}/${row.owner_id}/${row.id}`;
}

const fullPath = (owner: string, path: string) => `${owner}/${path}`;

function toObject(row: Row): StorageObject {
  return {
    id: row.id,
    bucket: row.bucket as StorageBucket,
    path: row.path.slice(row.owner_id.length + 1),
    size: Number(row.size),
    contentType: row.content_type,
    etag: row.etag,
    cacheControl: row.cache_control,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

function prefixPattern(text: string): string {
  return `${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function storeFailure(error: unknown): never {
  if (error instanceof BlobStoreError) {
    throw new AppError("unavailable", error.reason === "full" ? storageMessages.diskFull : storageMessages.unavailable);
  }
  throw error;
}

export function createStorage({ db, store, secret, logger }: { db: Kysely<Database>; store: BlobStore; secret: string; logger: Logger }): Storage {
  const signature = (bucket: string, id: string, expires: number) =>
    createHmac("sha256", secret).update(`storage\n${bucket}\n${id}\n${expires}`).digest("base64url");

  const find = (owner: string, bucket: StorageBucket, path: string) =>
    db
      .selectFrom("storage_objects")
      .selectAll()
      .where("owner_id", "=", owner)
      .where("bucket", "=", bucket)
      .where("path", "=", fullPath(owner, path))
      .executeTakeFirst();

  const mustFind = async (owner: string, bucket: StorageBucket, path: string) => {
    const row = await find(owner, bucket, path);
    if (!row) throw AppError.notFound(storageMessages.notFound);
    return row;
  };

  const open = async (row: Row) => {
    const body = await store.get(blobKey(row)).catch(storeFailure);
    if (!body) {
      logger.error({ objectId: row.id, bucket: row.bucket }, "a stored object has no bytes");
      throw AppError.notFound(storageMessages.notFound);
    }
    return body;
  };

  /** Bytes that were written but whose row never committed are removed again. */
  const discard = async (key: string) => {
    await store.remove([key]).catch((error: unknown) => logger.warn({ err: error, key }, "could not remove an orphaned file"));
  };

  return {
    store,

    async upload(owner, bucket, path, bytes, options = {}) {
      const rules = storageBuckets[bucket];
      if (bytes.byteLength > rules.maxBytes) throw new AppError("payload_too_large", storageMessages.tooLarge(bucket));
      if (bytes.byteLength === 0) throw AppError.validation([{ path: ["file"], message: storageMessages.emptyFile }]);
      const contentType = sniffContentType(bytes);
      if (!contentType || !(rules.types as readonly string[]).includes(contentType)) {
        throw AppError.validation([{ path: ["file"], message: storageMessages.wrongType(bucket) }], storageMessages.wrongType(bucket));
      }
      if (!options.upsert && (await find(owner, bucket, path))) throw new AppError("conflict", storageMessages.exists);

      const row = {
        id: randomUUID(),
        owner_id: owner,
        bucket,
        path: fullPath(owner, path),
        size: bytes.byteLength,
        content_type: contentType,
        etag: `"${createHash("md5").update(bytes).digest("hex")}"`,
        cache_control: String(storageDefaultCacheSeconds),
      };
      const key = blobKey(row);
      await store.put(key, bytes, { contentType, cacheControl: `private, max-age=${storageDefaultCacheSeconds}` }).catch(storeFailure);

      let replaced: Row | undefined;
      try {
        const inserted = await db.transaction().execute(async (trx) => {
          if (options.upsert) {
            replaced = await trx
              .deleteFrom("storage_objects")
              .where("owner_id", "=", owner)
              .where("bucket", "=", bucket)
              .where("path", "=", row.path)
              .returningAll()
              .executeTakeFirst();
          }
          return trx.insertInto("storage_objects").values(row).returningAll().executeTakeFirstOrThrow();
        });
        if (replaced) await discard(blobKey(replaced));
        return toObject(inserted);
      } catch (error) {
        await discard(key);
        if (isUniqueViolation(error)) throw new AppError("conflict", storageMessages.exists);
        throw error;
      }
    },

    async download(owner, bucket, path) {
      const row = await mustFind(owner, bucket, path);
      return { object: toObject(row), body: await open(row) };
    },

    async downloadSigned(bucket, path, token) {
      const [id, expiresText, given] = token.split(".");
      const expires = Number(expiresText);
      const invalid = () => new AppError("forbidden", storageMessages.invalidLink);
      if (!id || !given || !Number.isSafeInteger(expires) || expires * 1000 < Date.now()) throw invalid();
      const expected = Buffer.from(signature(bucket, id, expires));
      const received = Buffer.from(given);
      if (expected.length !== received.length || !timingSafeEqual(expected, received)) throw invalid();
      const row = await db.selectFrom("storage_objects").selectAll().where("id", "=", id).where("bucket", "=", bucket).executeTakeFirst();
      // The link names the file version it was made for: a moved, replaced or removed file is gone.
      if (!row || row.path !== fullPath(row.owner_id, path)) throw AppError.notFound(storageMessages.notFound);
      return { object: toObject(row), body: await open(row), expiresAt: expires };
    },

    async sign(owner, bucket, path, expiresInSeconds) {
      const row = await mustFind(owner, bucket, path);
      const expires = Math.floor(Date.now() / 1000) + expiresInSeconds;
      return { query: `token=${row.id}.${expires}.${signature(bucket, row.id, expires)}`, expiresAt: new Date(expires * 1000) };
    },

    async list(owner, bucket, { prefix, limit, offset }) {
      const base = db
        .selectFrom("storage_objects")
        .where("owner_id", "=", owner)
        .where("bucket", "=", bucket)
        .where("path", "like", prefixPattern(fullPath(owner, prefix ?? "")));
      const [rows, count] = await Promise.all([
        base
          .selectAll()
          .orderBy(sql`path collate "C"`)
          .limit(limit)
          .offset(offset)
          .execute(),
        base.select((eb) => eb.fn.countAll<string>().as("total")).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toObject), total: Number(count.total), limit, offset };
    },

    async move(owner, bucket, from, to) {
      const current = await mustFind(owner, bucket, from);
      if (from === to) return toObject(current);
      try {
        const row = await db
          .updateTable("storage_objects")
          .set({ path: fullPath(owner, to), updated_at: new Date() })
          .where("owner_id", "=", owner)
          .where("bucket", "=", bucket)
          .where("path", "=", fullPath(owner, from))
          .returningAll()
          .executeTakeFirst();
        if (!row) throw AppError.notFound(storageMessages.notFound);
        return toObject(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError("conflict", storageMessages.exists);
        throw error;
      }
    },

    async copy(owner, bucket, from, to) {
      const source = await mustFind(owner, bucket, from);
      if (await find(owner, bucket, to)) throw new AppError("conflict", storageMessages.exists);
      const row = { ...source, id: randomUUID(), path: fullPath(owner, to), created_at: new Date(), updated_at: new Date() };
      const key = blobKey(row);
      await store.copy(blobKey(source), key).catch(storeFailure);
      try {
        return toObject(await db.insertInto("storage_objects").values(row).returningAll().executeTakeFirstOrThrow());
      } catch (error) {
        await discard(key);
        if (isUniqueViolation(error)) throw new AppError("conflict", storageMessages.exists);
        throw error;
      }
    },

    async remove(owner, bucket, paths) {
      const rows = await db
        .deleteFrom("storage_objects")
        .where("owner_id", "=", owner)
        .where("bucket", "=", bucket)
        .where(
          "path",
          "in",
          paths.map((path) => fullPath(owner, path)),
        )
        .returningAll()
        .execute();
      if (rows.length > 0) await store.remove(rows.map(blobKey)).catch((error: unknown) => logger.warn({ err: error }, "removed rows kept their bytes"));
      return rows.map((row) => toObject(row).path).sort();
    },

    async removeAll(owner) {
      const rows = await db.deleteFrom("storage_objects").where("owner_id", "=", owner).returning(["id", "bucket", "owner_id"]).execute();
      if (rows.length > 0) await store.remove(rows.map(blobKey)).catch(storeFailure);
      return rows.length;
    },
  };
}
