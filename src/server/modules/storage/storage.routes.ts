import { createRoute, z } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  isStorageBucket,
  isValidObjectPath,
  safeFileName,
  storageBuckets,
  storageListQuerySchema,
  storageListSchema,
  storageMessages,
  storageObjectSchema,
  storageRemovedSchema,
  storageRemoveInputSchema,
  storageSignedUrlSchema,
  storageSignInputSchema,
  storageTransferInputSchema,
  type StorageBucket,
  type StorageObject,
} from "../../../shared/storage.js";
import type { Auth } from "../../auth/auth.js";
import { AppError } from "../../lib/app-error.js";
import type { AppEnv } from "../../lib/hono-env.js";
import { etagMatches } from "../../lib/etag.js";
import { createRouter, errorResponses, jsonBody, jsonContent } from "../../lib/openapi.js";
import { requireUser } from "../../middleware/require-user.js";
import type { Storage } from "./storage.service.js";

/** Room for the multipart envelope around the largest file a bucket takes. */
const multipartOverheadBytes = 64 * 1024;

const bucketParams = z.object({ bucket: z.string().openapi({ example: "documents", description: "avatars or documents" }) });

function bucketOr404(name: string): StorageBucket {
  if (!isStorageBucket(name)) throw AppError.notFound(storageMessages.bucketNotFound);
  return name;
}

const objectResponse = (description: string) => jsonContent(storageObjectSchema, description);

const uploadRoute = createRoute({
  method: "post",
  path: "/storage/{bucket}",
  tags: ["storage"],
  summary: "Upload a file (multipart/form-data: file, path?, upsert?) into the user's folder of a bucket",
  description:
    "avatars: PNG, JPEG, WebP or GIF up to 2 MB; documents: PDF up to 20 MB. The type is read from the file's content. " +
    "`path` is relative to the user's own folder and defaults to the file's name; an existing path answers 409 unless upsert=true.",
  request: {
    params: bucketParams,
    body: {
      content: {
        "multipart/form-data": {
          schema: z.object({ file: z.string().openapi({ format: "binary" }), path: z.string().optional(), upsert: z.enum(["true", "false"]).optional() }),
        },
      },
      required: true,
    },
  },
  responses: { 201: objectResponse("The stored object"), ...errorResponses(401, 404, 409, 413, 415, 422) },
});

const downloadRoute = createRoute({
  method: "get",
  path: "/storage/{bucket}/object/{path}",
  tags: ["storage"],
  summary: "Download a file: with the session cookie, or with the token of a signed link",
  request: {
    params: bucketParams.extend({ path: z.string().openapi({ description: "the object's path; may contain '/'" }) }),
    query: z.object({ token: z.string().optional(), download: z.enum(["1"]).optional() }),
  },
  responses: {
    200: { content: { "application/octet-stream": { schema: z.string().openapi({ format: "binary" }) } }, description: "The file" },
    304: { description: "Not modified (If-None-Match)" },
    ...errorResponses(401, 403, 404),
  },
});

const signRoute = createRoute({
  method: "post",
  path: "/storage/{bucket}/sign",
  tags: ["storage"],
  summary: "A link that downloads one file without a cookie until it expires (default 3600 s, at most 7 days)",
  request: { params: bucketParams, ...jsonBody(storageSignInputSchema) },
  responses: { 200: jsonContent(storageSignedUrlSchema, "The signed link"), ...errorResponses(401, 404, 422) },
});

const listRoute = createRoute({
  method: "get",
  path: "/storage/{bucket}/list",
  tags: ["storage"],
  summary: "The user's files in a bucket, by path ascending (limit 100 by default)",
  request: { params: bucketParams, query: storageListQuerySchema },
  responses: { 200: jsonContent(storageListSchema, "A page of files"), ...errorResponses(401, 404, 422) },
});

const moveRoute = createRoute({
  method: "post",
  path: "/storage/{bucket}/move",
  tags: ["storage"],
  summary: "Rename or move a file within the user's folder",
  request: { params: bucketParams, ...jsonBody(storageTransferInputSchema) },
  responses: { 200: objectResponse("The moved object"), ...errorResponses(401, 404, 409, 422) },
});

const copyRoute = createRoute({
  method: "post",
  path: "/storage/{bucket}/copy",
  tags: ["storage"],
  summary: "Copy a file within the user's folder",
  request: { params: bucketParams, ...jsonBody(storageTransferInputSchema) },
  responses: { 201: objectResponse("The copy"), ...errorResponses(401, 404, 409, 422) },
});

const removeRoute = createRoute({
  method: "delete",
  path: "/storage/{bucket}",
  tags: ["storage"],
  summary: "Remove files; answers with the paths that existed and are now gone",
  request: { params: bucketParams, ...jsonBody(storageRemoveInputSchema) },
  responses: { 200: jsonContent(storageRemovedSchema, "The removed paths"), ...errorResponses(401, 404, 422) },
});

/** `POST /api/storage/:bucket`: a multipart upload, exempt from the JSON-only rules. */
export function isUploadRequest(method: string, path: string): boolean {
  return method === "POST" && /^\/api\/storage\/[^/]+\/?$/.test(path);
}

/** An upload's own size limit, by bucket, in place of the 1 MB JSON limit. */
function uploadLimit(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const bucket = c.req.param("bucket");
    if (!bucket || !isStorageBucket(bucket)) return next();
    return bodyLimit({
      maxSize: storageBuckets[bucket].maxBytes + multipartOverheadBytes,
      onError: () => {
        throw new AppError("payload_too_large", storageMessages.tooLarge(bucket));
      },
    })(c, next);
  };
}

/** The object path after `/object/`, decoded; undefined when it is not a valid path. */
function objectPathOf(c: Context): string | undefined {
  const match = /\/storage\/[^/]+\/object\/(.+)$/.exec(c.req.path);
  if (!match) return undefined;
  try {
    const path = match[1]!.split("/").map(decodeURIComponent).join("/");
    return isValidObjectPath(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function fileNameOf(path: string): string {
  return path.slice(path.lastIndexOf("/") + 1);
}

function contentDisposition(path: string, attachment: boolean): string {
  const name = fileNameOf(path);
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${attachment ? "attachment" : "inline"}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

function fileResponse(c: Context, object: StorageObject, body: ReadableStream<Uint8Array>, maxAge: number): Response {
  const headers = {
    "Content-Type": object.contentType,
    "Content-Length": String(object.size),
    ETag: object.etag,
    "Last-Modified": new Date(object.updatedAt).toUTCString(),
    "Cache-Control": `private, max-age=${Math.max(0, maxAge)}`,
    "Content-Disposition": contentDisposition(object.path, c.req.query("download") === "1"),
  };
  if (etagMatches(c.req.header("if-none-match"), object.etag)) {
    void body.cancel();
    return c.body(null, 304, { ETag: headers.ETag, "Cache-Control": headers["Cache-Control"] });
  }
  return c.body(body, 200, headers);
}

export function storageRoutes(storage: Storage, auth: Auth, publicUrl: string) {
  const router = createRouter();
  const signedIn = requireUser(auth);
  router.use("/storage/:bucket", async (c, next) => (c.req.method === "POST" ? uploadLimit()(c, next) : next()));
  router.use("/storage/*", async (c, next) => {
    // A signed link is its own authorization; everything else needs the session.
    if (c.req.method === "GET" && /\/object\//.test(c.req.path) && c.req.query("token") !== undefined) return next();
    return signedIn(c, next);
  });

  router.openAPIRegistry.registerPath(downloadRoute);
  router.get("/storage/:bucket/object/*", async (c) => {
    const bucket = bucketOr404(c.req.param("bucket"));
    const path = objectPathOf(c);
    if (path === undefined) throw AppError.notFound(storageMessages.notFound);
    const token = c.req.query("token");
    if (token !== undefined) {
      const { object, body, expiresAt } = await storage.downloadSigned(bucket, path, token);
      const remaining = expiresAt - Math.floor(Date.now() / 1000);
      return fileResponse(c, object, body, Math.min(Number(object.cacheControl), remaining));
    }
    const { object, body } = await storage.download(c.get("user").id, bucket, path);
    return fileResponse(c, object, body, Number(object.cacheControl));
  });

  router.openAPIRegistry.registerPath(uploadRoute);
  router.post("/storage/:bucket", async (c) => {
    const bucket = bucketOr404(c.req.param("bucket"));
    if (!/^multipart\/form-data\b/i.test(c.req.header("content-type") ?? "")) {
      throw new AppError("unsupported_media_type", "Upload a file as multipart/form-data, in the field 'file'");
    }
    const form = await c.req.parseBody();
    const file = form.file;
    if (!(file instanceof File)) throw AppError.validation([{ path: ["file"], message: storageMessages.fileMissing }], storageMessages.fileMissing);
    const given = typeof form.path === "string" && form.path !== "" ? form.path : safeFileName(file.name);
    if (!isValidObjectPath(given)) throw AppError.validation([{ path: ["path"], message: storageMessages.invalidPath }]);
    const bytes = new Uint8Array(await file.arrayBuffer());
    const object = await storage.upload(c.get("user").id, bucket, given, bytes, { upsert: form.upsert === "true" });
    return c.json(object, 201);
  });

  return router
    .openapi(signRoute, async (c) => {
      const bucket = bucketOr404(c.req.valid("param").bucket);
      const { path, expiresIn } = c.req.valid("json");
      const signed = await storage.sign(c.get("user").id, bucket, path, expiresIn);
      const encoded = path.split("/").map(encodeURIComponent).join("/");
      return c.json({ signedUrl: `${publicUrl}/api/storage/${bucket}/object/${encoded}?${signed.query}`, expiresAt: signed.expiresAt.toISOString() }, 200);
    })
    .openapi(listRoute, async (c) => {
      const bucket = bucketOr404(c.req.valid("param").bucket);
      return c.json(await storage.list(c.get("user").id, bucket, c.req.valid("query")), 200);
    })
    .openapi(moveRoute, async (c) => {
      const bucket = bucketOr404(c.req.valid("param").bucket);
      const { from, to } = c.req.valid("json");
      return c.json(await storage.move(c.get("user").id, bucket, from, to), 200);
    })
    .openapi(copyRoute, async (c) => {
      const bucket = bucketOr404(c.req.valid("param").bucket);
      const { from, to } = c.req.valid("json");
      return c.json(await storage.copy(c.get("user").id, bucket, from, to), 201);
    })
    .openapi(removeRoute, async (c) => {
      const bucket = bucketOr404(c.req.valid("param").bucket);
      return c.json({ removed: await storage.remove(c.get("user").id, bucket, c.req.valid("json").paths) }, 200);
    });
}
