// `npm run bench:anki`: a 10,000-card Anki package (schema 18, zstd, a review log of 15,000
// answers) uploaded, previewed, imported and exported again through the built server, on PGlite
// and on PostgreSQL. Prints one table of figures; nothing here passes or fails.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { signUpVerified } from "../e2e/support/http.js";
import { freePort } from "../tools/free-port.js";
import { buildPackage, largePackage } from "../src/server/testing/anki-packages.js";
import { parseSseBlock } from "../src/shared/sse.js";
import type { AnkiImportResult, AnkiPreview } from "../src/shared/schemas/anki.js";
import { freshPostgresDatabase, serverScript, startProcess } from "./process.js";

const cards = Number(process.env.BENCH_ANKI_CARDS ?? 10_000);

interface Row {
  database: string;
  cards: number;
  packageMiB: number;
  uploadMs: number;
  previewMs: number;
  importMs: number;
  progressEvents: number;
  reviews: number;
  exportMs: number;
  exportMiB: number;
}

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, Math.round(performance.now() - started)];
};

async function benchDatabase(kind: "pglite" | "postgres", bytes: Uint8Array): Promise<Row> {
  const port = await freePort();
  const env: Record<string, string> = { DATA_DIR: mkdtempSync(path.join(tmpdir(), "cadence-bench-anki-")), PORT: String(port) };
  if (kind === "postgres") env.DATABASE_URL = await freshPostgresDatabase("cadence_bench_anki");
  const app = await startProcess(serverScript, env, "Cadence is running at");
  try {
    const base = `http://localhost:${port}`;
    const { cookie } = await signUpVerified(base, "anki-bench@example.com", "Anki Bench");
    const headers = { cookie, origin: base };
    const [path_, uploadMs] = await timed(async () => {
      const form = new FormData();
      form.append("file", new Blob([bytes.slice()]), "big.apkg");
      form.append("path", "anki/big.apkg");
      const response = await fetch(`${base}/api/storage/imports`, { method: "POST", headers, body: form });
      if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { path: string }).path;
    });
    const json = { ...headers, "content-type": "application/json" };
    const [preview, previewMs] = await timed(async () => {
      const response = await fetch(`${base}/api/flashcards/anki/preview`, { method: "POST", headers: json, body: JSON.stringify({ path: path_ }) });
      if (!response.ok) throw new Error(`preview: ${response.status} ${await response.text()}`);
      return (await response.json()) as AnkiPreview;
    });
    const [imported, importMs] = await timed(async () => {
      const response = await fetch(`${base}/api/flashcards/anki/imports`, {
        method: "POST",
        headers: json,
        body: JSON.stringify({ path: path_, deckIds: preview.decks.map((deck) => deck.id) }),
      });
      const blocks = (await response.text()).split(/\n\n+/).filter((block) => block.trim());
      const events = blocks.map((block) => parseSseBlock(block));
      const last = events.at(-1);
      if (last?.event !== "result") throw new Error(`import: ${last?.data}`);
      return { result: JSON.parse(last.data) as AnkiImportResult, progress: events.filter((event) => event.event === "progress").length };
    });
    const [exported, exportMs] = await timed(async () => {
      const response = await fetch(`${base}/api/flashcards/anki/export`, { headers });
      if (!response.ok) throw new Error(`export: ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    });
    const mib = (size: number) => Math.round((size / 1024 / 1024) * 100) / 100;
    return {
      database: kind,
      cards: imported.result.sets.reduce((sum, set) => sum + set.added, 0),
      packageMiB: mib(bytes.length),
      uploadMs,
      previewMs,
      importMs,
      progressEvents: imported.progress,
      reviews: imported.result.reviews,
      exportMs,
      exportMiB: mib(exported.length),
    };
  } finally {
    await app.stop();
  }
}

const bytes = await buildPackage(largePackage(cards), "collection.anki21b");
const rows: Row[] = [];
for (const kind of (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",") as ("pglite" | "postgres")[]) rows.push(await benchDatabase(kind, bytes));
console.table(rows);
console.log(
  rows
    .map(
      (row) =>
        `| ${row.database} | ${row.cards.toLocaleString("en-US")} | ${row.packageMiB} MiB | ${row.uploadMs} ms | ${row.previewMs} ms | ${row.importMs} ms | ${(row.uploadMs + row.importMs) / 1000} s | ${row.reviews.toLocaleString("en-US")} | ${row.exportMs} ms |`,
    )
    .join("\n"),
);
