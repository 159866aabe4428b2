import { parseSseBlock } from "../../shared/sse.js";

/** Server-sent events as tests read them. */
export interface SseEvent {
  event: string;
  data: unknown;
}

/** The events of a finished server-sent event stream, in order, their data parsed as JSON. */
export async function readEvents(response: Response): Promise<SseEvent[]> {
  const text = await response.text();
  return text
    .split(/\n\n+/)
    .filter((block) => block.trim() !== "")
    .map((block) => {
      const { event, data } = parseSseBlock(block);
      return { event, data: JSON.parse(data) as unknown };
    });
}
