/** One block of a server-sent event stream (the text between blank lines): its event name and data. */
export function parseSseBlock(block: string): { event: string; data: string } {
  const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? "message";
  const data = block
    .split("\n")
    .filter((line) => line.startsWith("data:"))
    .map((line) => line.replace(/^data: ?/, ""))
    .join("\n");
  return { event, data };
}
