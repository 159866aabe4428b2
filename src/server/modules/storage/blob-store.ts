/**
 * Where file bytes live. Keys are made by the service from ids (`bucket/owner/objectId`), never
 * from names a user typed, so no user input reaches a file system path or an S3 key.
 */
export interface BlobStore {
  readonly kind: "local" | "s3";
  put(key: string, body: Uint8Array, meta: { contentType: string; cacheControl: string }): Promise<void>;
  /** The bytes as a stream, or undefined when the key holds nothing. */
  get(key: string): Promise<ReadableStream<Uint8Array> | undefined>;
  copy(from: string, to: string): Promise<void>;
  /** Removes the keys; keys that hold nothing are not an error. */
  remove(keys: string[]): Promise<void>;
}

/** A store failure the user cannot fix by changing the request (disk full, bucket unreachable). */
export class BlobStoreError extends Error {
  constructor(
    message: string,
    readonly reason: "full" | "unavailable",
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = "BlobStoreError";
  }
}
