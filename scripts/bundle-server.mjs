// The last step of `npm run build:server`: bundles the compiled server (dist/node/server, from
// tsc) and the packages it imports into a few files in dist/node/bundle, which `npm start` runs.
// Node then loads a few dozen large modules instead of nearly a thousand small ones, which cuts
// about a third off the time from start to serving (README, Performance: start-up).
//
// The two worker threads' scripts are entries of their own, next to the chunks that start them
// (lib/worker-script.ts looks for them beside the calling module). Packages that find files of
// their own beside their code (PGlite's and sql.js's WebAssembly, pdfjs-dist's worker, pino's
// transport threads) stay outside the bundle, as do the ones loaded only on demand for one setting
// (pg, nodemailer). The build fails if a bundled file still names its own directory
// (`__dirname`, `__filename`): in the bundle that would be the bundle's directory, or undefined.
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const compiled = path.join(root, "dist/node/server");
const out = path.join(root, "dist/node/bundle");

/** Packages left for Node to load from node_modules, by name and any path inside them. */
const external = ["@electric-sql/pglite", "sql.js", "pdfjs-dist", "pino", "pg", "nodemailer"];

/** @type {string[]} */
const problems = [];
const bundle = await rolldown({
  input: {
    index: path.join(compiled, "index.js"),
    "pglite-worker": path.join(compiled, "db/pglite-worker.js"),
    "ai-worker": path.join(compiled, "modules/ai/work/ai-worker.js"),
  },
  platform: "node",
  external: (id) => id.startsWith("node:") || external.some((name) => id === name || id.startsWith(`${name}/`)),
  onLog(level, log) {
    // Anything rolldown warns about (an import it cannot resolve, an eval) fails the build:
    // the bundle would fail later, at run time, on the path that needs it.
    problems.push(`${level}: ${log.message}`);
  },
});
rmSync(out, { recursive: true, force: true });
await bundle.write({ dir: out, format: "esm", entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" });
await bundle.close();
for (const file of readdirSync(out)) {
  const named = /\b__(dirname|filename)\b/.exec(readFileSync(path.join(out, file), "utf8"));
  if (named) problems.push(`${file} uses ${named[0]}: leave the package it comes from outside the bundle`);
}
if (problems.length > 0) {
  process.stderr.write(`bundle-server: ${problems.length} problem(s):\n${problems.join("\n")}\n`);
  process.exit(1);
}
