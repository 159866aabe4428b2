import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { messages } from "../../../shared/messages.js";
import { storageMessages, type StorageList, type StorageObject } from "../../../shared/storage.js";
import { createTestApp, readJson, type TestApp, type TestUser } from "../../testing/test-app.js";
import { testDatabaseKinds } from "../../testing/test-database.js";
import { multipart, pdfBytes, pngBytes } from "../../testing/files.js";
import { BlobStoreError, type BlobStore } from "./blob-store.js";

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe.each(testDatabaseKinds())("storage on %s (local disk)", (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;

  async function upload(user: TestUser, bucket: string, bytes: Uint8Array, fields: { path?: string; name?: string; upsert?: string } = {}) {
    const form = await multipart({
      file: { bytes, name: fields.name ?? "file.bin" },
      ...(fields.path !== undefined ? { path: fields.path } : {}),
      ...(fields.upsert !== undefined ? { upsert: fields.upsert } : {}),
    });
    return t.request(`/api/storage/${bucket}`, { method: "POST", cookie: user.cookie, ...form });
  }

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await t.signUp();
    stranger = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
  });

  it("stores an upload under the user's folder and serves it back with its headers", async () => {
    const bytes = pdfBytes("lecture one");
    const response = await upload(owner, "documents", bytes, { path: "biology/lecture 1.pdf" });
    expect(response.status).toBe(201);
    const object = await readJson<StorageObject>(response);
    expect(object).toMatchObject({
      bucket: "documents",
      path: "biology/lecture 1.pdf",
      size: bytes.length,
      contentType: "application/pdf",
      cacheControl: "3600",
    });
    expect(object.etag).toMatch(/^"[0-9a-f]{32}"$/);
    const row = await t.database.db.selectFrom("storage_objects").selectAll().where("id", "=", object.id).executeTakeFirstOrThrow();
    expect(row.owner_id).toBe(owner.id);
    expect(row.path).toBe(`${owner.id}/biology/lecture 1.pdf`);

    const download = await t.request("/api/storage/documents/object/biology/lecture%201.pdf", { cookie: owner.cookie });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("cache-control")).toBe("private, max-age=3600");
    expect(download.headers.get("etag")).toBe(object.etag);
    expect(download.headers.get("content-disposition")).toContain("filename*=UTF-8''lecture%201.pdf");
    expect(download.headers.get("x-content-type-options")).toBe("nosniff");

    const cached = await t.request("/api/storage/documents/object/biology/lecture%201.pdf", {
      cookie: owner.cookie,
      headers: { "if-none-match": object.etag },
    });
    expect(cached.status).toBe(304);
  });

  it("takes the path from the file's name when none is given", async () => {
    const response = await upload(owner, "avatars", pngBytes(), { name: "me.png" });
    expect(response.status).toBe(201);
    expect((await readJson<StorageObject>(response)).contentType).toBe("image/png");
  });

  it("reads the type from the content, not the name, and says what the bucket takes", async () => {
    const disguised = await upload(owner, "documents", pngBytes(), { path: "notes.pdf" });
    expect(disguised.status).toBe(422);
    expect(await readJson(disguised)).toEqual({
      error: {
        code: "validation_failed",
        message: storageMessages.wrongType("documents"),
        issues: [{ path: ["file"], message: "This type of file is not allowed here: documents must be PDF files" }],
      },
    });
    const pdfAsAvatar = await upload(owner, "avatars", pdfBytes(), { path: "face.png" });
    expect(pdfAsAvatar.status).toBe(422);
    expect((await readJson(pdfAsAvatar)).error.message).toBe("This type of file is not allowed here: avatars must be PNG, JPEG, WebP or GIF images");
    const text = await upload(owner, "documents", new TextEncoder().encode("just text"), { path: "a.pdf" });
    expect(text.status).toBe(422);
    const empty = await upload(owner, "documents", new Uint8Array(0), { path: "empty.pdf" });
    expect(empty.status).toBe(422);
    expect((await readJson(empty)).error.issues).toEqual([{ path: ["file"], message: storageMessages.emptyFile }]);
  });

  it("refuses files over the bucket's limit with 413, and keeps nothing", async () => {
    const tooBig = await upload(owner, "avatars", pngBytes(2 * 1024 * 1024 + 1), { path: "big.png" });
    expect(tooBig.status).toBe(413);
    expect(await readJson(tooBig)).toEqual({ error: { code: "payload_too_large", message: "This file is too large: avatars can be at most 2 MB" } });
    const wayTooBig = await upload(owner, "documents", pdfBytes("x", 21 * 1024 * 1024), { path: "huge.pdf" });
    expect(wayTooBig.status).toBe(413);
    expect((await readJson(wayTooBig)).error.message).toBe(storageMessages.tooLarge("documents"));
    // A document may be far larger than a JSON body (1 MB).
    const large = await upload(owner, "documents", pdfBytes("x", 3 * 1024 * 1024), { path: "large.pdf" });
    expect(large.status).toBe(201);
    const rows = await t.database.db.selectFrom("storage_objects").select("path").where("owner_id", "=", owner.id).execute();
    expect(rows.map((row) => row.path)).not.toContain(`${owner.id}/big.png`);
    expect(rows.map((row) => row.path)).not.toContain(`${owner.id}/huge.pdf`);
  });

  it("answers 409 for an existing path unless upsert is asked, and then replaces the bytes", async () => {
    expect((await upload(owner, "documents", pdfBytes("v1"), { path: "draft.pdf" })).status).toBe(201);
    const again = await upload(owner, "documents", pdfBytes("v2"), { path: "draft.pdf" });
    expect(again.status).toBe(409);
    expect(await readJson(again)).toEqual({ error: { code: "conflict", message: storageMessages.exists } });
    const filesBefore = filesUnder(t.storageDir).length;
    const replaced = await upload(owner, "documents", pdfBytes("v2"), { path: "draft.pdf", upsert: "true" });
    expect(replaced.status).toBe(201);
    const body = await t.request("/api/storage/documents/object/draft.pdf", { cookie: owner.cookie });
    expect(await body.text()).toContain("% v2");
    // The old version's bytes went with it.
    expect(filesUnder(t.storageDir)).toHaveLength(filesBefore);
  });

  it("refuses paths that leave the folder or are malformed, and unknown buckets", async () => {
    for (const bad of ["../escape.pdf", "/absolute.pdf", "a//b.pdf", "a/./b.pdf", "back\\slash.pdf", "nul\u0000.pdf"]) {
      const response = await upload(owner, "documents", pdfBytes(), { path: bad });
      expect(response.status, bad).toBe(422);
      expect((await readJson(response)).error.issues).toEqual([{ path: ["path"], message: storageMessages.invalidPath }]);
    }
    const unknown = await upload(owner, "secrets", pdfBytes(), { path: "a.pdf" });
    expect(unknown.status).toBe(404);
    expect((await readJson(unknown)).error.message).toBe(storageMessages.bucketNotFound);
    const traversal = await t.request("/api/storage/documents/object/..%2F..%2Fetc%2Fpasswd", { cookie: owner.cookie });
    expect(traversal.status).toBe(404);
    const json = await t.request("/api/storage/documents", { method: "POST", cookie: owner.cookie, json: { file: "x" } });
    expect(json.status).toBe(415);
  });

  it("lists by path ascending, with prefix, limit and offset; another user sees none of it", async () => {
    const user = await t.signUp();
    for (const name of ["b/2.pdf", "a.pdf", "b/1.pdf", "c_%.pdf", "cx.pdf"]) {
      expect((await upload(user, "documents", pdfBytes(name), { path: name })).status).toBe(201);
    }
    const all = await readJson<StorageList>(await t.request("/api/storage/documents/list", { cookie: user.cookie }));
    expect(all.items.map((item) => item.path)).toEqual(["a.pdf", "b/1.pdf", "b/2.pdf", "c_%.pdf", "cx.pdf"]);
    expect(all).toMatchObject({ total: 5, limit: 100, offset: 0 });
    const folder = await readJson<StorageList>(await t.request("/api/storage/documents/list?prefix=b/", { cookie: user.cookie }));
    expect(folder.items.map((item) => item.path)).toEqual(["b/1.pdf", "b/2.pdf"]);
    // % and _ in a prefix are literal.
    const literal = await readJson<StorageList>(await t.request("/api/storage/documents/list?prefix=c_%25", { cookie: user.cookie }));
    expect(literal.items.map((item) => item.path)).toEqual(["c_%.pdf"]);
    const page = await readJson<StorageList>(await t.request("/api/storage/documents/list?limit=2&offset=1", { cookie: user.cookie }));
    expect(page.items.map((item) => item.path)).toEqual(["b/1.pdf", "b/2.pdf"]);
    expect(page.total).toBe(5);
    const theirs = await readJson<StorageList>(await t.request("/api/storage/documents/list", { cookie: stranger.cookie }));
    expect(theirs.items.map((item) => item.path)).not.toContain("b/1.pdf");
    const bad = await t.request("/api/storage/documents/list?limit=0&prefix=../", { cookie: user.cookie });
    expect(bad.status).toBe(422);
    expect((await readJson(bad)).error.issues?.map((issue) => issue.path[0]).sort()).toEqual(["limit", "prefix"]);
  });

  it("signs links that download without a cookie until they expire", async () => {
    const bytes = pdfBytes("shared");
    await upload(owner, "documents", bytes, { path: "shared/notes.pdf" });
    const signed = await t.request("/api/storage/documents/sign", { method: "POST", cookie: owner.cookie, json: { path: "shared/notes.pdf", expiresIn: 60 } });
    expect(signed.status).toBe(200);
    const { signedUrl, expiresAt } = await readJson<{ signedUrl: string; expiresAt: string }>(signed);
    expect(signedUrl).toMatch(/^http:\/\/localhost:3000\/api\/storage\/documents\/object\/shared\/notes\.pdf\?token=/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 50_000);
    const url = new URL(signedUrl);
    const anonymous = await t.request(url.pathname + url.search);
    expect(anonymous.status).toBe(200);
    expect(new Uint8Array(await anonymous.arrayBuffer())).toEqual(bytes);
    expect(Number(/max-age=(\d+)/.exec(anonymous.headers.get("cache-control")!)![1])).toBeLessThanOrEqual(60);

    const tampered = url.search.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect((await t.request(url.pathname + tampered)).status).toBe(403);
    const otherPath = await t.request(`/api/storage/documents/object/shared/other.pdf${url.search}`);
    expect(otherPath.status).toBe(404);
    const otherBucket = await t.request(`/api/storage/avatars/object/shared/notes.pdf${url.search}`);
    expect(otherBucket.status).toBe(403);

    const later = vi.spyOn(Date, "now").mockReturnValue(Date.now() + 61_000);
    try {
      const expired = await t.request(url.pathname + url.search);
      expect(expired.status).toBe(403);
      expect((await readJson(expired)).error.message).toBe(storageMessages.invalidLink);
    } finally {
      later.mockRestore();
    }

    const strangers = await t.request("/api/storage/documents/sign", { method: "POST", cookie: stranger.cookie, json: { path: "shared/notes.pdf" } });
    expect(strangers.status).toBe(404);
    const tooLong = await t.request("/api/storage/documents/sign", {
      method: "POST",
      cookie: owner.cookie,
      json: { path: "shared/notes.pdf", expiresIn: 8 * 24 * 3600 },
    });
    expect(tooLong.status).toBe(422);
  });

  it("moves and copies within the folder, with 404 and 409 where they belong", async () => {
    await upload(owner, "documents", pdfBytes("moving"), { path: "inbox/a.pdf" });
    await upload(owner, "documents", pdfBytes("other"), { path: "inbox/b.pdf" });
    const signed = await readJson<{ signedUrl: string }>(
      await t.request("/api/storage/documents/sign", { method: "POST", cookie: owner.cookie, json: { path: "inbox/a.pdf" } }),
    );

    const moved = await t.request("/api/storage/documents/move", { method: "POST", cookie: owner.cookie, json: { from: "inbox/a.pdf", to: "archive/a.pdf" } });
    expect(moved.status).toBe(200);
    expect((await readJson<StorageObject>(moved)).path).toBe("archive/a.pdf");
    expect((await t.request("/api/storage/documents/object/inbox/a.pdf", { cookie: owner.cookie })).status).toBe(404);
    expect(await (await t.request("/api/storage/documents/object/archive/a.pdf", { cookie: owner.cookie })).text()).toContain("moving");
    // A link names the place it was made for.
    const url = new URL(signed.signedUrl);
    expect((await t.request(url.pathname + url.search)).status).toBe(404);

    const onto = await t.request("/api/storage/documents/move", { method: "POST", cookie: owner.cookie, json: { from: "archive/a.pdf", to: "inbox/b.pdf" } });
    expect(onto.status).toBe(409);
    const missing = await t.request("/api/storage/documents/move", { method: "POST", cookie: owner.cookie, json: { from: "nope.pdf", to: "x.pdf" } });
    expect(missing.status).toBe(404);
    expect((await readJson(missing)).error.message).toBe(storageMessages.notFound);

    const copied = await t.request("/api/storage/documents/copy", {
      method: "POST",
      cookie: owner.cookie,
      json: { from: "archive/a.pdf", to: "copies/a.pdf" },
    });
    expect(copied.status).toBe(201);
    const copy = await readJson<StorageObject>(copied);
    expect(copy.path).toBe("copies/a.pdf");
    expect(await (await t.request("/api/storage/documents/object/copies/a.pdf", { cookie: owner.cookie })).text()).toContain("moving");
    expect(await (await t.request("/api/storage/documents/object/archive/a.pdf", { cookie: owner.cookie })).text()).toContain("moving");
    expect(
      (await t.request("/api/storage/documents/copy", { method: "POST", cookie: owner.cookie, json: { from: "archive/a.pdf", to: "copies/a.pdf" } })).status,
    ).toBe(409);
    const strangersCopy = await t.request("/api/storage/documents/copy", {
      method: "POST",
      cookie: stranger.cookie,
      json: { from: "archive/a.pdf", to: "mine.pdf" },
    });
    expect(strangersCopy.status).toBe(404);
    const badBody = await t.request("/api/storage/documents/move", { method: "POST", cookie: owner.cookie, json: { from: "../a.pdf" } });
    expect(badBody.status).toBe(422);
    expect((await readJson(badBody)).error.issues?.map((issue) => issue.path[0]).sort()).toEqual(["from", "to"]);
  });

  it("removes files with their bytes and says which paths went", async () => {
    const user = await t.signUp();
    await upload(user, "documents", pdfBytes("1"), { path: "x/1.pdf" });
    await upload(user, "documents", pdfBytes("2"), { path: "x/2.pdf" });
    const before = filesUnder(t.storageDir).length;
    const strangers = await t.request("/api/storage/documents", { method: "DELETE", cookie: stranger.cookie, json: { paths: ["x/1.pdf"] } });
    expect(await readJson(strangers)).toEqual({ removed: [] });
    const removed = await t.request("/api/storage/documents", { method: "DELETE", cookie: user.cookie, json: { paths: ["x/2.pdf", "x/1.pdf", "never.pdf"] } });
    expect(removed.status).toBe(200);
    expect(await readJson(removed)).toEqual({ removed: ["x/1.pdf", "x/2.pdf"] });
    expect(filesUnder(t.storageDir)).toHaveLength(before - 2);
    expect((await t.request("/api/storage/documents/object/x/1.pdf", { cookie: user.cookie })).status).toBe(404);
    const empty = await t.request("/api/storage/documents", { method: "DELETE", cookie: user.cookie, json: { paths: [] } });
    expect(empty.status).toBe(422);
  });

  it("keeps exactly one file on disk per row, and removes everything of a user at once", async () => {
    const rows = await t.database.db.selectFrom("storage_objects").select("id").execute();
    expect(filesUnder(t.storageDir)).toHaveLength(rows.length);
    const removed = await t.storage.removeAll(owner.id);
    expect(removed).toBeGreaterThan(0);
    const left = await t.database.db.selectFrom("storage_objects").select("id").where("owner_id", "=", owner.id).execute();
    expect(left).toEqual([]);
    expect(filesUnder(t.storageDir).some((file) => file.includes(owner.id))).toBe(false);
  });

  it("answers 401 to anonymous callers in the standard body", async () => {
    const form = await multipart({ file: { bytes: pdfBytes(), name: "a.pdf" } });
    for (const response of [
      await t.request("/api/storage/documents", { method: "POST", ...form }),
      await t.request("/api/storage/documents/list"),
      await t.request("/api/storage/documents/object/a.pdf"),
    ]) {
      expect(response.status).toBe(401);
      expect(await readJson(response)).toEqual({ error: { code: "unauthenticated", message: messages.unauthenticated } });
    }
  });
});

describe("storage when the disk refuses writes", () => {
  it("answers 503 with a clear message and writes no row", async () => {
    const full: BlobStore = {
      kind: "local",
      put: () => Promise.reject(new BlobStoreError("ENOSPC", "full")),
      get: () => Promise.resolve(undefined),
      copy: () => Promise.reject(new BlobStoreError("ENOSPC", "full")),
      remove: () => Promise.resolve(),
    };
    const t = await createTestApp("pglite", {}, { store: full });
    try {
      const user = await t.signUp();
      const form = await multipart({ file: { bytes: pdfBytes(), name: "a.pdf" } });
      const response = await t.request("/api/storage/documents", { method: "POST", cookie: user.cookie, ...form });
      expect(response.status).toBe(503);
      expect(await readJson(response)).toEqual({ error: { code: "unavailable", message: storageMessages.diskFull } });
      expect(await t.database.db.selectFrom("storage_objects").select("id").execute()).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
