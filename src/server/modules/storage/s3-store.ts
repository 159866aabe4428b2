import { CopyObjectCommand, DeleteObjectsCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { BlobStoreError, type BlobStore } from "./blob-store.js";

export interface S3StoreOptions {
  endpoint?: string;
  bucket: string;
  accessKey: string;
  secretKey: string;
  region?: string;
}

// The SDK warns on every start that releases after January 2027 need Node 22; the version we
// pin supports Node 20, which is what we run. The notice says nothing about this process.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

function unavailable(error: unknown): never {
  if (error instanceof S3ServiceException && error.$fault === "client" && error.$metadata.httpStatusCode !== 403) throw error;
  throw new BlobStoreError(`the S3 bucket did not answer: ${error instanceof Error ? error.message : String(error)}`, "unavailable", {
    cause: error,
  });
}

/**
 * Any S3-compatible bucket (AWS, MinIO, R2, Ceph...). Path-style addressing when an endpoint is
 * given, since most self-hosted servers expect it; checksums only where the API requires them,
 * since several S3-compatible servers reject the SDK's newer trailing checksums.
 */
export function createS3Store(options: S3StoreOptions): BlobStore & { client: S3Client } {
  const client = new S3Client({
    endpoint: options.endpoint,
    forcePathStyle: options.endpoint !== undefined,
    region: options.region ?? "us-east-1",
    credentials: { accessKeyId: options.accessKey, secretAccessKey: options.secretKey },
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
  const Bucket = options.bucket;

  return {
    kind: "s3",
    client,
    async put(key, body, meta) {
      await client
        .send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: meta.contentType, CacheControl: meta.cacheControl }))
        .catch(unavailable);
    },
    async get(key) {
      try {
        const result = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        return result.Body?.transformToWebStream() as ReadableStream<Uint8Array> | undefined;
      } catch (error) {
        if (error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)) return undefined;
        return unavailable(error);
      }
    },
    async copy(from, to) {
      await client
        .send(new CopyObjectCommand({ Bucket, Key: to, CopySource: `${Bucket}/${from.split("/").map(encodeURIComponent).join("/")}` }))
        .catch(unavailable);
    },
    async remove(keys) {
      for (let start = 0; start < keys.length; start += 1000) {
        const batch = keys.slice(start, start + 1000);
        const result = await client
          .send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }))
          .catch(unavailable);
        if (result.Errors && result.Errors.length > 0) {
          throw new BlobStoreError(`the S3 bucket kept ${result.Errors.length} objects: ${result.Errors[0]?.Message ?? ""}`, "unavailable");
        }
      }
    },
  };
}
