import { promisify } from "node:util";
import { deflate, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";

const gzipAsync = promisify(gzip);
const deflateAsync = promisify(deflate);

/** `bytes` compressed with gzip on libuv's thread pool. */
export const gzipBytes = async (bytes: Uint8Array): Promise<Uint8Array<ArrayBuffer>> => new Uint8Array(await gzipAsync(bytes));

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
export const compressThresholdBytes = 1024;

type Encoding = "gzip" | "deflate";

/** The encoding to use from an Accept-Encoding header: gzip, else deflate, never one refused with q=0. */
export function chooseEncoding(accepted: string | undefined): Encoding | undefined {
  if (!accepted) return undefined;
  const weights = new Map<string, number>();
  for (const part of accepted.split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find((value) => value !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: Encoding) => weights.get(name) ?? (weights.get("*") || 0);
  if (weight("gzip") > 0 && weight("gzip") >= weight("deflate")) return "gzip";
  if (weight("deflate") > 0) return "deflate";
  return undefined;
}

/**
 * Compresses answers of a compressible type for clients that accept gzip or deflate (Hono's own
 * `compress` middleware rebuilt every JSON answer as a stream, even when it sent it as it was: it
 * sets `Vary` through `c.header`, which remakes a finished response; and it compressed bodies
 * of any size when their length was not known, which is the case for every `c.json` answer).
 *
 * - `Vary: Accept-Encoding` is set on the answer's own headers, which keeps the server's
 *   lightweight response as it is.
 * - A body whose length is not known (the app's own answers, built in memory) is read whole; under
 *   {@link compressThresholdBytes} it is sent as it was, else compressed by zlib on libuv's
 *   thread pool and sent with its length.
 * - A body whose length is known (a stored file) is compressed as a stream when at least the
 *   threshold, so a large file is never held in memory.
 * - Left alone: HEAD, 204, 206, 304, an answer already encoded, `Cache-Control: no-transform`,
 *   and types that are not compressible (event streams among them, so progress is not held back).
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    if (c.req.method === "HEAD" || [204, 206, 304].includes(res.status) || res.headers.has("Content-Encoding")) return;
    const type = res.headers.get("Content-Type");
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get("Cache-Control") ?? "")) return;
    const vary = res.headers.get("Vary");
    if (vary !== "*" && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? ""))
      res.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return;
    const length = res.headers.get("Content-Length");
    if (length !== null && Number(length) < compressThresholdBytes) return;

    // Copied before the body is read: reading it makes a whole Response of the server's
    // lightweight one, from what it was made with, without headers set on it since.
    const headers = new Headers(res.headers);

    let body: ReadableStream<Uint8Array> | Uint8Array<ArrayBuffer>;
    const encoded = () => {
      headers.set("Content-Encoding", encoding);
      const etag = headers.get("ETag");
      if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    };
    if (length !== null) {
      if (!res.body) return;
      headers.delete("Content-Length");
      encoded();
      body = res.body.pipeThrough(new CompressionStream(encoding));
    } else {
      const bytes = new Uint8Array(await res.arrayBuffer());
      if (bytes.byteLength < compressThresholdBytes) {
        // Read, so it is rebuilt: with its length now known, as the server sends a body in hand.
        c.res = undefined;
        c.res = new Response(bytes, { status: res.status, headers });
        return;
      }
      body = encoding === "gzip" ? await gzipBytes(bytes) : new Uint8Array(await deflateAsync(bytes));
      encoded();
      headers.set("Content-Length", String(body.byteLength));
    }
    // Cleared first: Hono's setter would otherwise remake the new answer once more to merge the
    // old one's headers, which these already are.
    c.res = undefined;
    c.res = new Response(body, { status: res.status, headers });
  };
}
