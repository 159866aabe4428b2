import { aiMessages } from "../../../shared/schemas/ai.js";
import { AppError } from "../../lib/app-error.js";

/**
 * The text of a PDF, page by page (pdfjs-dist, in process; no fonts or workers fetched).
 * A PDF without a text layer (a scan) is refused with a message saying so.
 */
export async function pdfPages(bytes: Uint8Array, onPage?: (page: number, pages: number) => void, signal?: AbortSignal): Promise<string[]> {
  // pdf.js is large: it loads with the first PDF (about 0.3 s), not with the server.
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  let document;
  try {
    // pdf.js takes the buffer over (it is detached afterwards): it gets a copy, the caller keeps its own.
    document = await getDocument({ data: bytes.slice(), isEvalSupported: false, useSystemFonts: false, disableFontFace: true, verbosity: 0 }).promise;
  } catch {
    throw AppError.validation([{ path: ["documentPath"], message: aiMessages.unreadablePdf }], aiMessages.unreadablePdf);
  }
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      signal?.throwIfAborted();
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
