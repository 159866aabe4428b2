import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

/**
 * The AI worker thread runs compiled JavaScript (Node 20 cannot run the TypeScript sources in
 * a worker), so the server's build must be as new as its sources before the server tests run.
 * `npm test` builds first; this covers `vitest` run on its own after an edit.
 */
const root = path.resolve(import.meta.dirname, "../../..");
const worker = path.join(root, "dist/node/server/modules/ai/work/ai-worker.js");

/** The newest source the build compiles (tests and test helpers are not built). */
function newest(file: string): number {
  const stats = statSync(file);
  if (!stats.isDirectory()) return file.endsWith(".test.ts") ? 0 : stats.mtimeMs;
  if (file.endsWith(`${path.sep}testing`)) return 0;
  return readdirSync(file).reduce((latest, entry) => Math.max(latest, newest(path.join(file, entry))), stats.mtimeMs);
}

function builtAt(file: string): number {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

export default function setup(): void {
  const sources = Math.max(newest(path.join(root, "src/server")), newest(path.join(root, "src/shared")));
  if (builtAt(worker) >= sources) return;
  const built = spawnSync(process.execPath, [path.join(root, "node_modules/typescript/bin/tsc"), "-p", path.join(root, "tsconfig.build.json")], {
    stdio: "inherit",
  });
  if (built.status !== 0) throw new Error("The server's build failed: the AI worker thread needs it (npm run build:server)");
}
