import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireDataDirLock, DataDirLockedError } from "./data-dir-lock.js";

function tempDir() {
  return mkdtempSync(path.join(tmpdir(), "cadence-lock-"));
}

describe("acquireDataDirLock", () => {
  it("records the owner's pid and removes the lock on release", () => {
    const dir = tempDir();
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "cadence.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, "cadence.lock"))).toBe(false);
  });

  it("refuses a directory held by another live process, naming it", async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      writeFileSync(path.join(dir, "cadence.lock"), String(other.pid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(`in use by another Cadence process (pid ${other.pid})`);
    } finally {
      other.kill("SIGKILL");
    }
  });

  it("takes over a lock left by a process that died", async () => {
    const dir = tempDir();
    const dead = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => dead.once("exit", resolve));
    writeFileSync(path.join(dir, "cadence.lock"), String(dead.pid));
    const release = acquireDataDirLock(dir);
    expect(readFileSync(path.join(dir, "cadence.lock"), "utf8")).toBe(String(process.pid));
    release();
  });
});
