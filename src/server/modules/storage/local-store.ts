import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { copyFile, mkdir, open, rename, rm, rmdir, stat } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { BlobStoreError, type BlobStore } from "./blob-store.js";

const fullCodes = new Set(["ENOSPC", "EROFS", "EDQUOT", "EACCES", "EPERM"]);

function translate(error: unknown): never {
  const code = (error as NodeJS.ErrnoException).code;
  if (code && fullCodes.has(code)) throw new BlobStoreError(`local storage refused a write (${code})`, "full", { cause: error });
  throw error;
}

/** Files under `<dataDir>/storage/<key>`, written to a temporary name, synced, then renamed. */
export function createLocalStore(root: string): BlobStore {
  const fileFor = (key: string) => {
    const file = path.resolve(root, key);
    // Keys come from ids, but a store never writes outside its root whatever it is given.
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`storage key outside the root: ${key}`);
    return file;
  };

  return {
    kind: "local",
    async put(key, body) {
      const file = fileFor(key);
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        const handle = await open(temporary, "w", 0o600);
        try {
          await handle.writeFile(body);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined);
        translate(error);
      }
    },
    async get(key) {
      const file = fileFor(key);
      try {
        await stat(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
      return Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
    },
    async copy(from, to) {
      const target = fileFor(to);
      const temporary = `${target}.${randomUUID()}.tmp`;
      try {
        await mkdir(path.dirname(target), { recursive: true });
        await copyFile(fileFor(from), temporary);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => undefined);
        translate(error);
      }
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileFor(key), { force: true })));
      // A user's folder goes with its last file: its name is the user's id.
      const folders = new Set(keys.map((key) => path.dirname(fileFor(key))));
      await Promise.all([...folders].map((folder) => rmdir(folder).catch(() => undefined)));
    },
  };
}
