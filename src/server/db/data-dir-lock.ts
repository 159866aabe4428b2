import { chmodSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(`The data directory ${dataDir} is in use by another Cadence process (pid ${pid}); stop it, or set DATA_DIR to another directory`);
    this.name = "DataDirLockedError";
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * The data directory holds the database (live session tokens in its WAL), the auth secret and
 * users' files: it is made 0700 (and an existing one tightened to 0700), so no other user of
 * the machine can reach anything inside, whatever mode a library gives its own files. The
 * server also sets its umask to 077 (index.ts), so new files are 0600.
 */
export function privateDirectory(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    chmodSync(dataDir, 0o700);
  } catch (error) {
    // Someone else's directory (a mounted volume): its owner decides.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") throw error;
  }
}

/**
 * PGlite is one PostgreSQL backend in this process; a second process opening the same
 * directory would corrupt it. The lock file holds the owner's pid, and a lock left by a
 * process that died (kill -9, power loss) is taken over.
 */
export function acquireDataDirLock(dataDir: string): () => void {
  privateDirectory(dataDir);
  const file = path.join(dataDir, "cadence.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeFileSync(file, String(process.pid), { flag: "wx" });
      return () => {
        try {
          if (readFileSync(file, "utf8") === String(process.pid)) unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const owner = Number.parseInt(readFileSync(file, "utf8"), 10);
    if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
      throw new DataDirLockedError(dataDir, owner);
    }
    unlinkSync(file);
  }
  throw new Error(`Could not take the lock ${file}`);
}
