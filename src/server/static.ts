import { readFile, stat } from "node:fs/promises";
import path from "node:path";
import type { Context, MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { chooseEncoding, compressThresholdBytes, gzipBytes } from "./middleware/compress.js";
import { prerenderedFile, prerenderedPages } from "../shared/prerendered-pages.js";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json; charset=utf-8",
};

/**
 * Serves the built SPA: files under `root` as they are (hashed assets cached for a year),
 * the public pages' prerendered HTML (scripts/prerender.mjs) when asked for without a query,
 * and index.html for every other GET, so that client routes load on a reload.
 */
export function serveSpa(root: string): MiddlewareHandler {
  const resolvedRoot = path.resolve(root);
  const cache = new Map<string, Buffer>();
  /** Each file gzipped once, for the clients that accept it (the rest get it as it is). */
  const gzipped = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

  /** The file's bytes, gzipped when the client takes gzip and the type is worth it. */
  async function send(c: Context, file: string, content: Buffer, headers: Record<string, string>): Promise<Response> {
    const type = headers["Content-Type"] ?? "";
    if (content.byteLength < compressThresholdBytes || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return c.body(new Uint8Array(content), 200, headers);
    if (chooseEncoding(c.req.header("Accept-Encoding")) !== "gzip") return c.body(new Uint8Array(content), 200, { ...headers, Vary: "Accept-Encoding" });
    let packed = gzipped.get(file);
    if (!packed) {
      packed = gzipBytes(content);
      gzipped.set(file, packed);
    }
    return c.body(await packed, 200, { ...headers, "Content-Encoding": "gzip", Vary: "Accept-Encoding" });
  }

  async function load(file: string): Promise<Buffer | undefined> {
    const cached = cache.get(file);
    if (cached) return cached;
    try {
      if (!(await stat(file)).isFile()) return undefined;
      const content = await readFile(file);
      cache.set(file, content);
      return content;
    } catch {
      return undefined;
    }
  }

  return async (c) => {
    if (c.req.method !== "GET" && c.req.method !== "HEAD") {
      return c.body(null, 405, { Allow: "GET, HEAD" });
    }
    const url = new URL(c.req.url);
    let requested: string;
    try {
      requested = decodeURIComponent(url.pathname);
    } catch {
      requested = "/";
    }
    const file = path.resolve(resolvedRoot, `.${requested}`);
    const inside = file.startsWith(resolvedRoot + path.sep);
    const asset = inside && requested !== "/" ? await load(file) : undefined;
    if (asset) {
      const immutable = requested.startsWith("/assets/");
      return send(c, file, asset, {
        "Content-Type": contentTypes[path.extname(file)] ?? "application/octet-stream",
        "Cache-Control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=300",
      });
    }
    // A query (a search on /documentation, a campaign's tag) may change what the page shows, so
    // such a request gets the plain app rather than markup its first render would not match.
    const prerendered = !url.search && (prerenderedPages as readonly string[]).includes(requested);
    const prerenderedPath = prerendered ? path.join(resolvedRoot, prerenderedFile(requested)) : undefined;
    const prerenderedPage = prerenderedPath ? await load(prerenderedPath) : undefined;
    const indexPath = prerenderedPage ? prerenderedPath! : path.join(resolvedRoot, "index.html");
    const index = prerenderedPage ?? (await load(indexPath));
    if (!index) {
      return c.text("The web app is not built. Run `npm run build` (npm start does it for you).", 503);
    }
    return send(c, indexPath, index, {
      "Content-Type": contentTypes[".html"]!,
      "Cache-Control": "no-cache",
    });
  };
}
