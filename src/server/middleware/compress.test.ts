import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, inflateSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveSpa } from "../static.js";
import { chooseEncoding, compressResponses, compressThresholdBytes } from "./compress.js";

const large = { text: "Photosynthesis turns light into chemical energy. ".repeat(100) };
const stored = "Notes on the carbon cycle.\n".repeat(200);

function testApp(webRoot: string) {
  const app = new Hono();
  app.use("*", compressResponses());
  app.get("/small", (c) => c.json({ status: "ok" }));
  app.get("/large", (c) => c.json(large));
  app.get("/events", (c) => c.body("event: progress\ndata: {}\n\n".repeat(100), 200, { "Content-Type": "text/event-stream" }));
  app.get("/no-transform", (c) => c.json(large, 200, { "Cache-Control": "no-transform" }));
  app.get("/encoded", (c) => c.body(new Uint8Array(2048), 200, { "Content-Type": "text/plain", "Content-Encoding": "br" }));
  app.get("/stored", (c) => {
    const bytes = new TextEncoder().encode(stored);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes);
        controller.close();
      },
    });
    return c.body(body, 200, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": String(bytes.byteLength), ETag: '"v1"' });
  });
  app.get("*", serveSpa(webRoot));
  return app;
}

describe("compressing answers", () => {
  let server: Server;
  let base: string;
  const webRoot = mkdtempSync(path.join(tmpdir(), "cadence-compress-"));
  const script = `console.log(${JSON.stringify("a".repeat(50))});\n`.repeat(100);

  beforeAll(async () => {
    mkdirSync(path.join(webRoot, "assets"));
    writeFileSync(path.join(webRoot, "assets", "app-1.js"), script);
    writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>Cadence</title>");
    // Through the Node server, which sends a body it has in hand with its length and a stream
    // in chunks: what a browser gets.
    server = await new Promise<Server>((resolve) => {
      const started = serve({ fetch: testApp(webRoot).fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(started as Server)) as Server;
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** What was sent, bytes as they are (fetch would unzip them). */
  const sent = (route: string, encoding: string | null, method = "GET") =>
    new Promise<{ headers: IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
      httpRequest(`${base}${route}`, { method, headers: encoding === null ? {} : { "Accept-Encoding": encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, bytes: Buffer.concat(chunks) }));
      })
        .on("error", reject)
        .end();
    });

  it("sends a small JSON answer as it is, with its length and Vary, even to a client that takes gzip", async () => {
    // Hono's compress gzipped it as a stream (no length), and remade every JSON answer as a stream to set Vary.
    for (const encoding of ["gzip, deflate, br", null]) {
      const { headers, bytes } = await sent("/small", encoding);
      expect(headers["content-encoding"]).toBeUndefined();
      expect(headers["content-length"]).toBe(String('{"status":"ok"}'.length));
      expect(headers.vary).toBe("Accept-Encoding");
      expect(JSON.parse(bytes.toString("utf8"))).toEqual({ status: "ok" });
    }
  });

  it("gzips a large JSON answer, with its length; the bytes unzip to the answer", async () => {
    const { headers, bytes } = await sent("/large", "gzip");
    expect(headers["content-encoding"]).toBe("gzip");
    expect(headers["content-length"]).toBe(String(bytes.byteLength));
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(large).length / 10);
    expect(JSON.parse(gunzipSync(bytes).toString("utf8"))).toEqual(large);
  });

  it("uses deflate when only deflate is taken, and sends plain bytes when nothing is", async () => {
    const deflated = await sent("/large", "deflate");
    expect(deflated.headers["content-encoding"]).toBe("deflate");
    expect(JSON.parse(inflateSync(deflated.bytes).toString("utf8"))).toEqual(large);
    for (const encoding of [null, "identity", "br", "gzip;q=0"]) {
      const plain = await sent("/large", encoding);
      expect(plain.headers["content-encoding"], String(encoding)).toBeUndefined();
      expect(JSON.parse(plain.bytes.toString("utf8"))).toEqual(large);
    }
  });

  it("leaves event streams, HEAD, no-transform and answers already encoded as they are", async () => {
    expect((await sent("/events", "gzip")).headers["content-encoding"]).toBeUndefined();
    expect((await sent("/large", "gzip", "HEAD")).headers["content-encoding"]).toBeUndefined();
    expect((await sent("/no-transform", "gzip")).headers["content-encoding"]).toBeUndefined();
    const encoded = await sent("/encoded", "gzip");
    expect(encoded.headers["content-encoding"]).toBe("br");
    expect(encoded.bytes.byteLength).toBe(2048);
  });

  it("compresses a stored file of known length as a stream, and makes its strong ETag weak", async () => {
    const { headers, bytes } = await sent("/stored", "gzip");
    expect(headers["content-encoding"]).toBe("gzip");
    expect(headers.etag).toBe('W/"v1"');
    expect(gunzipSync(bytes).toString("utf8")).toBe(stored);
  });

  it("serves the app's files gzipped to clients that take gzip, as they are to the others", async () => {
    const zipped = await sent("/assets/app-1.js", "gzip, deflate, br");
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zipped.headers.vary).toBe("Accept-Encoding");
    expect(zipped.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(gunzipSync(zipped.bytes).toString("utf8")).toBe(script);
    const again = await sent("/assets/app-1.js", "gzip");
    expect(gunzipSync(again.bytes).toString("utf8")).toBe(script);
    const plain = await sent("/assets/app-1.js", null);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.bytes.toString("utf8")).toBe(script);
    // index.html is under the threshold: as it is, to everyone.
    const page = await sent("/some/client/route", "gzip");
    expect(page.headers["content-encoding"]).toBeUndefined();
    expect(page.bytes.toString("utf8")).toContain("<title>Cadence</title>");
  });
});

describe("chooseEncoding", () => {
  it("prefers gzip, falls back to deflate, and never picks what q=0 refuses", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBe("deflate");
    expect(chooseEncoding("gzip;q=0, deflate")).toBe("deflate");
    expect(chooseEncoding("gzip;q=0.5, deflate;q=0.8")).toBe("deflate");
    expect(chooseEncoding("*")).toBe("gzip");
    expect(chooseEncoding("*, gzip;q=0")).toBe("deflate");
    expect(chooseEncoding("br, identity")).toBeUndefined();
    expect(chooseEncoding("")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
    expect(compressThresholdBytes).toBe(1024);
  });
});
