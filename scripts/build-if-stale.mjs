// Runs `npm run build` when dist/ is missing or older than any source it is built from.
import { spawnSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const sources = [
  "src",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "tsconfig.base.json",
  "tsconfig.server.json",
  "tsconfig.build.json",
  "tsconfig.web.json",
  "scripts/prerender.mjs",
  "scripts/bundle-server.mjs",
];
const outputs = [
  "dist/web/index.html",
  "dist/web/_prerendered/index.html",
  "dist/node/bundle/index.js",
  "dist/node/bundle/pglite-worker.js",
  "dist/node/bundle/ai-worker.js",
];

/** @param {string} file @returns {number} */
function newestMtime(file) {
  let stats;
  try {
    stats = statSync(file);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(file).reduce((newest, entry) => Math.max(newest, newestMtime(path.join(file, entry))), stats.mtimeMs);
}

/** @param {string} file @returns {number} */
function mtimeOrZero(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

export function isBuildStale() {
  const builtAt = Math.min(...outputs.map((file) => mtimeOrZero(path.join(root, file))));
  const changedAt = Math.max(...sources.map((file) => newestMtime(path.join(root, file))));
  return builtAt === 0 || changedAt > builtAt;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (isBuildStale()) {
    // One line while it builds; the build's own output only if it fails (or with VERBOSE_BUILD=1).
    const verbose = process.env.VERBOSE_BUILD === "1";
    process.stdout.write("Building Cadence (dist/ is missing or older than the sources; about a minute)... ");
    const started = Date.now();
    // Always a production build: run from a test runner (NODE_ENV=test) Vite would otherwise bundle React's development build.
    const env = { ...process.env, NODE_ENV: "production" };
    const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, env, stdio: verbose ? "inherit" : "pipe", encoding: "utf8" });
    if (result.status !== 0) {
      process.stdout.write("failed:\n");
      if (!verbose) process.stderr.write(`${result.stdout ?? ""}${result.stderr ?? ""}`);
      process.exit(result.status ?? 1);
    }
    process.stdout.write(`done in ${Math.round((Date.now() - started) / 1000)} s.\n`);
  }
}
