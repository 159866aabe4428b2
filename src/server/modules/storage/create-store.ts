import path from "node:path";
import type { Config } from "../../config.js";
import type { BlobStore } from "./blob-store.js";
import { createLocalStore } from "./local-store.js";
import { createS3Store } from "./s3-store.js";

/** The bucket named by the S3_* settings when they are set; otherwise `DATA_DIR/storage`. */
export function createBlobStore(config: Pick<Config, "dataDir" | "s3">): BlobStore {
  if (config.s3) {
    const { endpoint, region, bucket, accessKey, secretKey } = config.s3;
    return createS3Store({ endpoint, region, bucket, accessKey, secretKey });
  }
  return createLocalStore(path.join(config.dataDir, "storage"));
}
