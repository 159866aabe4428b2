import { aiLimits, aiMessages } from "../../../shared/schemas/ai.js";
import { AppError } from "../../lib/app-error.js";

const unreadable = () => AppError.validation([{ path: ["documentPath"], message: aiMessages.unreadablePdf }], aiMessages.unreadablePdf);

/** A PDF starts with `%PDF-` at its first byte. */
export function hasPdfHeader(bytes: Uint8Array): boolean {
  return bytes.length >= 5 && [0x25, 0x50, 0x44, 0x46, 0x2d].every((value, index) => bytes[index] === value);
}

/**
 * The text of a PDF, page by page (pdfjs-dist; no fonts or workers fetched). It runs in the AI
 * worker thread (work/ai-worker.ts), under that thread's time and memory budget. A file with
 * more than `maxPages` pages is refused before any page is read; a PDF without a text layer
 * (a scan) is refused with a message saying so.
 */
export async function pdfPages(
  bytes: Uint8Array,
  { maxPages = aiLimits.pdfPages, onPage }: { maxPages?: number; onPage?: (page: number, pages: number) => void } = {},
): Promise<string[]> {
  if (!hasPdfHeader(bytes)) throw unreadable();
  // pdf.js is large: it loads with the first PDF (about 0.3 s), not with the server.
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  let document;
  try {
    // pdf.js takes the buffer over (it is detached afterwards): it gets a copy, the caller keeps its own.
    document = await getDocument({ data: bytes.slice(), isEvalSupported: false, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  } catch {
    throw unreadable();
  }
  try {
    if (document.numPages > maxPages) {
      const message = aiMessages.tooManyPages(document.numPages, maxPages);
      throw AppError.validation([{ path: ["documentPath"], message }], message);
    }
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join(""));
      page.cleanup();
      onPage?.(number, document.numPages);
    }
    if (pages.join("").replace(/\s+/g, "").length < 20) {
      throw AppError.validation([{ path: ["documentPath"], message: aiMessages.noTextInPdf }], aiMessages.noTextInPdf);
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
