import { z } from "zod";

/**
 * File storage (spec §7 and §9, DESIGN.md §4). Every path a client names is relative to the
 * signed-in user's own folder: the server keeps `<userId>/<path>` and no request can name
 * another user's folder. A file's type is read from its first bytes, never from its name.
 */
export const storageBuckets = {
  avatars: {
    maxBytes: 2 * 1024 * 1024,
    types: ["image/png", "image/jpeg", "image/webp", "image/gif"],
    typesLabel: "PNG, JPEG, WebP or GIF images",
    limitLabel: "2 MB",
  },
  documents: {
    maxBytes: 20 * 1024 * 1024,
    types: ["application/pdf"],
    typesLabel: "PDF files",
    limitLabel: "20 MB",
  },
  /** Anki packages waiting to be imported (a zip: .apkg or .colpkg). */
  imports: {
    maxBytes: 200 * 1024 * 1024,
    types: ["application/zip"],
    typesLabel: "Anki packages (.apkg or .colpkg)",
    limitLabel: "200 MB",
  },
  /** Images shown on cards (brought over from Anki packages). */
  "card-media": {
    maxBytes: 5 * 1024 * 1024,
    types: ["image/png", "image/jpeg", "image/webp", "image/gif"],
    typesLabel: "PNG, JPEG, WebP or GIF images",
    limitLabel: "5 MB",
  },
} as const;

/**
 * Where a card's image is read from: the signed-in user's own card-media files. Card Markdown
 * shows an image only with this address (never a remote one), and the download route answers
 * only for the user's own folder.
 */
export const cardMediaPrefix = "/api/storage/card-media/object/";

export type StorageBucket = keyof typeof storageBuckets;
export const storageBucketNames = Object.keys(storageBuckets) as StorageBucket[];

export function isStorageBucket(name: string): name is StorageBucket {
  return Object.hasOwn(storageBuckets, name);
}

/** Spec §9: list default limit 100, sorted by name ascending; default cache control 3600. */
export const storageListDefaultLimit = 100;
export const storageListMaxLimit = 1000;
export const storageDefaultCacheSeconds = 3600;
/** Signed download links: one hour unless asked otherwise, at most a week. */
export const signedUrlDefaultSeconds = 3600;
export const signedUrlMaxSeconds = 7 * 24 * 3600;

export const storageMessages = {
  bucketNotFound: "Storage bucket not found",
  notFound: "File not found",
  exists: "A file already exists at this path",
  fileMissing: "Choose a file to upload (form field 'file')",
  emptyFile: "This file is empty",
  tooLarge: (bucket: StorageBucket) => `This file is too large: ${bucket} can be at most ${storageBuckets[bucket].limitLabel}`,
  wrongType: (bucket: StorageBucket) => `This type of file is not allowed here: ${bucket} must be ${storageBuckets[bucket].typesLabel}`,
  invalidPath: "Use a relative path of folder and file names separated by '/', without '..', '.' or empty parts",
  invalidLink: "This link is not valid or has expired",
  unavailable: "File storage is unavailable right now; try again shortly",
  diskFull: "The file could not be stored: the server's storage is full or read-only",
} as const;

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/** A file name with separators and control characters made into '_'. */
export function safeFileName(name: string): string {
  return Array.from(name, (character) => {
    const code = character.charCodeAt(0);
    return character === "/" || character === "\\" || code < 0x20 || code === 0x7f ? "_" : character;
  }).join("");
}

/** A relative object path: `folder/file.pdf`. */
export function isValidObjectPath(path: string): boolean {
  if (path.length === 0 || path.length > 1024 || path.includes("\\") || hasControlCharacter(path)) return false;
  return path.split("/").every((part) => part.length > 0 && part.length <= 255 && part !== "." && part !== "..");
}

/** A list prefix: empty, a path, or a folder ending in '/'. */
export function isValidPrefix(prefix: string): boolean {
  if (prefix === "") return true;
  return isValidObjectPath(prefix.endsWith("/") ? prefix.slice(0, -1) : prefix);
}

export const objectPathSchema = z.string().refine(isValidObjectPath, { message: storageMessages.invalidPath });

export const storageObjectSchema = z.object({
  id: z.uuid(),
  bucket: z.enum(storageBucketNames as [StorageBucket, ...StorageBucket[]]),
  path: z.string(),
  size: z.number().int(),
  contentType: z.string(),
  etag: z.string(),
  cacheControl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StorageObject = z.infer<typeof storageObjectSchema>;

export const storageListQuerySchema = z.object({
  prefix: z.string().refine(isValidPrefix, { message: storageMessages.invalidPath }).optional(),
  limit: z.coerce.number().int().min(1).max(storageListMaxLimit).default(storageListDefaultLimit),
  offset: z.coerce.number().int().min(0).default(0),
});

export const storageListSchema = z.object({
  items: z.array(storageObjectSchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type StorageList = z.infer<typeof storageListSchema>;

export const storageSignInputSchema = z.object({
  path: objectPathSchema,
  expiresIn: z.number().int().min(1).max(signedUrlMaxSeconds).default(signedUrlDefaultSeconds),
});

export const storageSignedUrlSchema = z.object({ signedUrl: z.string(), expiresAt: z.string() });

export const storageTransferInputSchema = z.object({ from: objectPathSchema, to: objectPathSchema });

export const storageRemoveInputSchema = z.object({ paths: z.array(objectPathSchema).min(1).max(1000) });
export const storageRemovedSchema = z.object({ removed: z.array(z.string()) });
