/** A download's file name from a title: "Biology › Cells" → "biology-cells.apkg". */
export function downloadName(title: string, extension: string): string {
  const slug =
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")
      .slice(0, 60) || "flashcards";
  return `${slug}.${extension}`;
}
