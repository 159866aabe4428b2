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

/**
 * A "page bomb": `pageCount` pages that all share one content stream, so a few MB of file
 * claim thousands of pages (each drawing `text` many times over). Written by hand, xref and all.
 */
export function pageBombPdf(pageCount: number, text = "Photosynthesis turns light into chemical energy in the chloroplast."): Uint8Array {
  const drawing = Array.from({ length: 40 }, (_, line) => `BT /F1 9 Tf 40 ${800 - line * 19} Td (${text}) Tj ET`).join("\n");
  const kids = Array.from({ length: pageCount }, (_, index) => `${index + 5} 0 R`).join(" ");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`,
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${drawing.length} >>\nstream\n${drawing}\nendstream`,
    ...Array.from(
      { length: pageCount },
      () => "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>",
    ),
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("")}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}
