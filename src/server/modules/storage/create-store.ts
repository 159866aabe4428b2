import path from "node:path";
import type { Config } from "../../config.js";
import { loadOnce } from "../../lib/load-once.js";
import type { BlobStore } from "./blob-store.js";
import { createLocalStore } from "./local-store.js";

/**
 * The bucket named by the S3_* settings when they are set; otherwise `DATA_DIR/storage`. The
 * S3 client is loaded by the first file operation, not at start-up.
 */
export function createBlobStore(config: Pick<Config, "dataDir" | "s3">): BlobStore {
  if (!config.s3) return createLocalStore(path.join(config.dataDir, "storage"));
  const { endpoint, region, bucket, accessKey, secretKey } = config.s3;
  const store = loadOnce(() => import("./s3-store.js").then(({ createS3Store }) => createS3Store({ endpoint, region, bucket, accessKey, secretKey })));
  return {
    kind: "s3",
    put: async (key, body, meta) => (await store()).put(key, body, meta),
    get: async (key) => (await store()).get(key),
    copy: async (from, to) => (await store()).copy(from, to),
    remove: async (keys) => (await store()).remove(keys),
  };
}
