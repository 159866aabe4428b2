import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A loopback server that speaks the streaming wire protocols of OpenAI's Chat Completions and
 * Anthropic's Messages APIs, answering each call with the next scripted reply: a text the
 * model "writes" (sent in small chunks, as a real stream is), or a stall that never ends.
 */
export type Reply = { text: string } | { stall: true } | { status: number; body: string };

export interface FakeLlm {
  url: string;
  /** The JSON bodies the server received, in order. */
  requests: { path: string; body: Record<string, unknown> }[];
  script(...replies: Reply[]): void;
  close(): Promise<void>;
}

function chunks(text: string, size = 12): string[] {
  const parts: string[] = [];
  for (let index = 0; index < text.length; index += size) parts.push(text.slice(index, index + size));
  return parts;
}

function sse(response: ServerResponse, data: unknown, event?: string): void {
  response.write(`${event ? `event: ${event}\n` : ""}data: ${typeof data === "string" ? data : JSON.stringify(data)}\n\n`);
}

function openAiStream(response: ServerResponse, text: string, model: string): void {
  const base = { id: "chatcmpl-test", object: "chat.completion.chunk", created: 1_790_000_000, model };
  sse(response, { ...base, choices: [{ index: 0, delta: { role: "assistant", content: "" }, finish_reason: null }] });
  for (const part of chunks(text)) sse(response, { ...base, choices: [{ index: 0, delta: { content: part }, finish_reason: null }] });
  sse(response, { ...base, choices: [{ index: 0, delta: {}, finish_reason: "stop" }], usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 } });
  sse(response, "[DONE]");
  response.end();
}

function anthropicStream(response: ServerResponse, text: string, model: string): void {
  sse(
    response,
    {
      type: "message_start",
      message: {
        id: "msg_test",
        type: "message",
        role: "assistant",
        model,
        content: [],
        stop_reason: null,
        stop_sequence: null,
        usage: { input_tokens: 10, output_tokens: 1 },
      },
    },
    "message_start",
  );
  sse(response, { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } }, "content_block_start");
  for (const part of chunks(text)) sse(response, { type: "content_block_delta", index: 0, delta: { type: "text_delta", text: part } }, "content_block_delta");
  sse(response, { type: "content_block_stop", index: 0 }, "content_block_stop");
  sse(response, { type: "message_delta", delta: { stop_reason: "end_turn", stop_sequence: null }, usage: { output_tokens: 20 } }, "message_delta");
  sse(response, { type: "message_stop" }, "message_stop");
  response.end();
}

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  let raw = "";
  for await (const chunk of request) raw += String(chunk);
  return JSON.parse(raw) as Record<string, unknown>;
}

export async function startFakeLlm(): Promise<FakeLlm> {
  const replies: Reply[] = [];
  const requests: FakeLlm["requests"] = [];
  const stalled = new Set<ServerResponse>();
  const server: Server = createServer((request, response) => {
    void bodyOf(request).then((body) => {
      requests.push({ path: request.url ?? "", body });
      const reply = replies.shift() ?? { status: 500, body: '{"error":{"message":"no scripted reply"}}' };
      if ("status" in reply) {
        response.writeHead(reply.status, { "content-type": "application/json" });
        response.end(reply.body);
        return;
      }
      response.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
      if ("stall" in reply) {
        stalled.add(response);
        return;
      }
      const model = typeof body.model === "string" ? body.model : "test-model";
      if (request.url?.endsWith("/chat/completions")) openAiStream(response, reply.text, model);
      else anthropicStream(response, reply.text, model);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...next) => replies.push(...next),
    close: async () => {
      for (const response of stalled) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
