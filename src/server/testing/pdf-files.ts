import { PDFDocument, StandardFonts } from "pdf-lib";

/** Splits text into lines of at most `width` characters. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && line.length + word.length + 1 > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/** A real PDF with a text layer: one page per entry of `pages`, wrapped like a printed page. */
export async function textPdf(pages: string[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = pdf.addPage([595, 842]);
    let y = 790;
    for (const line of wrap(text, 90)) {
      if (y < 50) break;
      page.drawText(line, { x: 50, y, size: 10, font });
      y -= 14;
    }
  }
  return pdf.save();
}

/** A PDF with pages but no text at all, as a scan without OCR is. */
export async function scannedPdf(pageCount = 2): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (let index = 0; index < pageCount; index += 1) {
    const page = pdf.addPage([595, 842]);
    page.drawRectangle({ x: 40, y: 40, width: 515, height: 762, borderWidth: 1 });
  }
  return pdf.save();
}
