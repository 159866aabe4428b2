import { NodeHtmlMarkdown } from "node-html-markdown";

/**
 * Anki's field HTML as a card's Markdown (node-html-markdown): `<b>Mitosis</b>` → `**Mitosis**`,
 * `<br>` a line break, entities decoded. Images are not brought over; `seen.images` counts
 * them for the preview to say so. Kept apart from the parser so that the browser loads it
 * only for a file that has HTML.
 */
const converter = new NodeHtmlMarkdown({ bulletMarker: "-", keepDataImages: false });

export function htmlToMarkdown(html: string, seen: { images: number }): string {
  seen.images += (html.match(/<img\b/gi) ?? []).length;
  return converter
    .translate(html.replace(/<img\b[^>]*>/gi, ""))
    .replace(/\u00a0/g, " ")
    .trim();
}
