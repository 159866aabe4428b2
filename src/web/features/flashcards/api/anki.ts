import type { AnkiImportResult, AnkiPreview, AnkiProgress } from "@shared/schemas/anki.js";
import { safeFileName } from "@shared/storage.js";
import { apiFetch } from "@/lib/api-client.js";
import { postForEvents } from "@/lib/event-stream.js";
import { uploadToBucket } from "@/lib/upload.js";

/** The package goes to the user's imports folder first; preview and import name it by its path. */
export async function uploadPackage(file: File, signal?: AbortSignal): Promise<string> {
  return (await uploadToBucket("imports", file, `anki/${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}-${safeFileName(file.name)}`, signal))
    .path;
}

/** A package previewed but not imported is not kept. */
export const discardPackage = (path: string) =>
  apiFetch<{ removed: string[] }>("/api/storage/imports", { method: "DELETE", json: { paths: [path] } }).catch(() => undefined);

export const previewPackage = (path: string, signal?: AbortSignal) =>
  apiFetch<AnkiPreview>("/api/flashcards/anki/preview", { method: "POST", json: { path }, signal });

export const importPackage = (input: { path: string; deckIds: string[] }, options: { signal: AbortSignal; onProgress(progress: AnkiProgress): void }) =>
  postForEvents<AnkiProgress, AnkiImportResult>("/api/flashcards/anki/imports", input, options);

/** One set's, or every set's, Anki package. */
export const ankiExportUrl = (setId?: string) => (setId ? `/api/flashcards/anki/export?setId=${encodeURIComponent(setId)}` : "/api/flashcards/anki/export");

/** An Anki package by its name: .apkg (decks) or .colpkg (a whole collection). */
export const isAnkiPackage = (name: string) => /\.(apkg|colpkg)$/i.test(name);
