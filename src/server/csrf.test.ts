import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages } from "../shared/messages.js";
import { createTestApp, readJson, type TestApp } from "./testing/test-app.js";
import { testDatabaseKinds } from "./testing/test-database.js";

/** Cross-site request forgery: writes from another site are refused, whatever they carry. */
describe.each(testDatabaseKinds())("cross-site requests on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const taskTitles = async (cookie: string) =>
    (await readJson<{ tasks: { title: string }[] }>(await t.request("/api/tasks", { cookie }))).tasks.map((task) => task.title);

  it("refuses a form POST and a JSON write from a foreign origin, with the standard body, and changes nothing", async () => {
    const user = await t.signUp();
    const form = await t.request("/api/tasks", {
      method: "POST",
      cookie: user.cookie,
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "title=Forged",
    });
    expect(form.status).toBe(403);
    expect(await readJson(form)).toEqual({ error: { code: "forbidden", message: messages.crossSiteRefused } });
    const json = await t.request("/api/tasks", { method: "POST", cookie: user.cookie, headers: { origin: "https://evil.example" }, json: { title: "Forged" } });
    expect(json.status).toBe(403);
    const fetchMetadata = await t.request("/api/profile", {
      method: "PATCH",
      cookie: user.cookie,
      headers: { origin: "", "sec-fetch-site": "cross-site" },
      json: { firstName: "Forged" },
    });
    expect(fetchMetadata.status).toBe(403);
    const deletion = await t.request("/api/account", {
      method: "DELETE",
      cookie: user.cookie,
      headers: { origin: "null" },
      json: { confirm: user.email, password: "a long enough password" },
    });
    expect(deletion.status).toBe(403);
    expect((await t.request("/api/me", { cookie: user.cookie })).status).toBe(200);
    expect(await taskTitles(user.cookie)).toEqual([]);
  });

  it("lets the app's own origin and non-browser clients (no Origin) write; reads are not affected", async () => {
    const user = await t.signUp();
    expect((await t.request("/api/tasks", { method: "POST", cookie: user.cookie, json: { title: "Same origin" } })).status).toBe(201);
    expect(
      (
        await t.request("/api/tasks", {
          method: "POST",
          cookie: user.cookie,
          headers: { origin: "", "sec-fetch-site": "same-origin" },
          json: { title: "Script" },
        })
      ).status,
    ).toBe(201);
    expect((await t.request("/api/tasks", { cookie: user.cookie, headers: { origin: "https://evil.example" } })).status).toBe(200);
    expect((await taskTitles(user.cookie)).sort()).toEqual(["Same origin", "Script"]);
  });

  it("leaves better-auth's own origin check in force on its routes", async () => {
    const user = await t.signUp({ password: "the first password" });
    const changed = await t.request("/api/auth/change-password", {
      method: "POST",
      cookie: user.cookie,
      headers: { origin: "https://evil.example" },
      json: { currentPassword: "the first password", newPassword: "a forged new password" },
    });
    expect(changed.status).toBe(403);
    const signIn = await t.request("/api/auth/sign-in/email", { method: "POST", json: { email: user.email, password: "the first password" } });
    expect(signIn.status).toBe(200);
  });
});
