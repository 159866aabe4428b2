// `npm run bench:pages`: Lighthouse on every prerendered public page, against the built server on
// a fresh PGlite directory (the same figures `npm run bench` reports for two of them).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../tools/free-port.js";
import { lighthouseScores, publicPages } from "./lighthouse.js";
import { serverScript, startProcess } from "./process.js";

const port = await freePort();
const server = await startProcess(serverScript, { DATA_DIR: mkdtempSync(path.join(tmpdir(), "cadence-pages-")), PORT: String(port) }, "Cadence is running at");
try {
  const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : publicPages;
  console.table(await lighthouseScores(`http://localhost:${port}`, paths));
} finally {
  await server.kill();
}
