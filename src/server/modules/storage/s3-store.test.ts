import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageMessages, type StorageObject } from "../../../shared/storage.js";
import { createTestApp, readJson, type TestApp, type TestUser } from "../../testing/test-app.js";
import { createS3Store } from "./s3-store.js";
import { multipart, pdfBytes, pngBytes } from "../../testing/files.js";

/**
 * The S3 driver against a real S3-compatible server (s3rver, from npm) on loopback: the same
 * API as on local disk, with the bytes in the bucket under id-based keys.
 */
describe("storage on an S3-compatible bucket", () => {
  let server: S3rver;
  let directory: string;
  let endpoint: string;
  let store: ReturnType<typeof createS3Store>;
  let t: TestApp;
  let user: TestUser;

  const keys = async () => {
    const listed = await store.client.send(new ListObjectsV2Command({ Bucket: "cadence-test" }));
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  };

  beforeAll(async () => {
    directory = mkdtempSync(path.join(tmpdir(), "cadence-s3-"));
    server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true, configureBuckets: [{ name: "cadence-test" }] });
    const { port } = await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    store = createS3Store({ endpoint, bucket: "cadence-test", accessKey: "S3RVER", secretKey: "S3RVER" });
    t = await createTestApp("pglite", {}, { store });
    user = await t.signUp();
  });
  afterAll(async () => {
    await t.close();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it("uploads, downloads, copies, moves and removes through the bucket", async () => {
    const bytes = pdfBytes("in the bucket");
    const form = await multipart({ file: { bytes, name: "notes.pdf" }, path: "course/notes.pdf" });
    const created = await t.request("/api/storage/documents", { method: "POST", cookie: user.cookie, ...form });
    expect(created.status).toBe(201);
    const object = await readJson<StorageObject>(created);
    expect(await keys()).toEqual([`documents/${user.id}/${object.id}`]);

    const download = await t.request("/api/storage/documents/object/course/notes.pdf", { cookie: user.cookie });
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);

    const copied = await readJson<StorageObject>(
      await t.request("/api/storage/documents/copy", { method: "POST", cookie: user.cookie, json: { from: "course/notes.pdf", to: "course/copy.pdf" } }),
    );
    expect(await keys()).toEqual([`documents/${user.id}/${copied.id}`, `documents/${user.id}/${object.id}`].sort());
    const copy = await t.request("/api/storage/documents/object/course/copy.pdf", { cookie: user.cookie });
    expect(new Uint8Array(await copy.arrayBuffer())).toEqual(bytes);

    const moved = await t.request("/api/storage/documents/move", {
      method: "POST",
      cookie: user.cookie,
      json: { from: "course/copy.pdf", to: "old/copy.pdf" },
    });
    expect(moved.status).toBe(200);
    expect((await t.request("/api/storage/documents/object/old/copy.pdf", { cookie: user.cookie })).status).toBe(200);

    const removed = await t.request("/api/storage/documents", { method: "DELETE", cookie: user.cookie, json: { paths: ["old/copy.pdf", "course/notes.pdf"] } });
    expect(await readJson(removed)).toEqual({ removed: ["course/notes.pdf", "old/copy.pdf"] });
    expect(await keys()).toEqual([]);
  });

  it("replaces an object on upsert and leaves no old key behind", async () => {
    const first = await multipart({ file: { bytes: pngBytes(100), name: "me.png" } });
    await t.request("/api/storage/avatars", { method: "POST", cookie: user.cookie, ...first });
    const second = await multipart({ file: { bytes: pngBytes(200), name: "me.png" }, upsert: "true" });
    const replaced = await readJson<StorageObject>(await t.request("/api/storage/avatars", { method: "POST", cookie: user.cookie, ...second }));
    expect(replaced.size).toBe(200);
    expect(await keys()).toEqual([`avatars/${user.id}/${replaced.id}`]);
    expect(await t.storage.removeAll(user.id)).toBe(1);
    expect(await keys()).toEqual([]);
  });

  it("answers 503 when the bucket cannot be reached, and keeps no row", async () => {
    const unreachable = createS3Store({ endpoint: "http://127.0.0.1:9", bucket: "cadence-test", accessKey: "S3RVER", secretKey: "S3RVER" });
    const down = await createTestApp("pglite", {}, { store: unreachable });
    try {
      const someone = await down.signUp();
      const form = await multipart({ file: { bytes: pdfBytes(), name: "a.pdf" } });
      const response = await down.request("/api/storage/documents", { method: "POST", cookie: someone.cookie, ...form });
      expect(response.status).toBe(503);
      expect(await readJson(response)).toEqual({ error: { code: "unavailable", message: storageMessages.unavailable } });
      expect(await down.database.db.selectFrom("storage_objects").select("id").execute()).toEqual([]);
    } finally {
      await down.close();
    }
  });
});
