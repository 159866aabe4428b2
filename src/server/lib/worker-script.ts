import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * A worker thread's compiled script, `file`, next to the module at `here` (its `import.meta.url`);
 * from the TypeScript sources (tests), the build's copy, since Node 20 cannot run TypeScript in a
 * worker. Throws, naming `what`, when it is not built.
 */
export function workerScript(here: string, file: string, what: string): URL {
  const script = here.endsWith(".ts") ? new URL(here.replace("/src/server/", "/dist/node/server/").replace(/[^/]+\.ts$/, file)) : new URL(`./${file}`, here);
  if (!existsSync(fileURLToPath(script))) throw new Error(`${what} is not built (${fileURLToPath(script)}): run npm run build:server`);
  return script;
}
