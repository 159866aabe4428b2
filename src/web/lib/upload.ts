import type { StorageBucket, StorageObject } from "@shared/storage.js";
import { ApiError, networkErrorMessage, toApiError } from "./api-client.js";

/** Uploads a file to one of the user's buckets at `path` (replacing a file there) and returns the stored object. */
export async function uploadToBucket(bucket: StorageBucket, file: File, path: string, signal?: AbortSignal): Promise<StorageObject> {
  const form = new FormData();
  form.append("file", file);
  form.append("path", path);
  form.append("upsert", "true");
  let response: Response;
  try {
    response = await fetch(`/api/storage/${bucket}`, { method: "POST", body: form, credentials: "same-origin", signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, "unavailable", networkErrorMessage);
  }
  if (!response.ok) throw await toApiError(response);
  return (await response.json()) as StorageObject;
}
