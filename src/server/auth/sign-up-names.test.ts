import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nameMessages } from "../../shared/names.js";
import { createTestApp, readJson, type TestApp } from "../testing/test-app.js";
import { testDatabaseKinds } from "../testing/test-database.js";

/** A 3,000-character name with a link and CR/LF was once mailed to an arbitrary address. */
describe.each(testDatabaseKinds())("names at sign-up and after on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const password = "a long enough password";
  const mailsTo = (email: string) => t.database.db.selectFrom("mail_outbox").select("id").where("to_address", "=", email).execute();

  it("refuses a name over 100 characters or with control characters, and mails nothing", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ name: `Click https://evil.example ${"x".repeat(3000)}` }, nameMessages.tooLong],
      [{ name: "Eve\r\nBcc: victim@example.com" }, nameMessages.controlCharacters],
      [{ name: "Eve", firstName: "E\u0000ve" }, nameMessages.controlCharacters],
      [{ name: "Eve", lastName: "x".repeat(101) }, nameMessages.tooLong],
    ];
    for (const [index, [fields, message]] of cases.entries()) {
      const email = `names-${kind}-${index}@example.com`;
      const response = await t.request("/api/auth/sign-up/email", { method: "POST", json: { email, password, ...fields } });
      expect(response.status, JSON.stringify(fields).slice(0, 80)).toBe(400);
      expect(await readJson<{ code: string; message: string }>(response)).toMatchObject({ code: "INVALID_NAME", message });
      expect(await mailsTo(email)).toEqual([]);
    }
    const phone = await t.request("/api/auth/sign-up/phone-number", { method: "POST", json: { phoneNumber: "+61412999001", password, firstName: "A\nB" } });
    expect(phone.status).toBe(400);
    const fine = await t.request("/api/auth/sign-up/email", {
      method: "POST",
      json: { email: `names-${kind}-ok@example.com`, password, name: "Zoë O'Brien-Łukasz" },
    });
    expect(fine.status).toBe(200);
  });

  it("applies the same rule to a signed-in user's name changes", async () => {
    const user = await t.signUp();
    const update = await t.request("/api/auth/update-user", { method: "POST", cookie: user.cookie, json: { name: "New\rName" } });
    expect(update.status).toBe(400);
    const profile = await t.request("/api/profile", { method: "PATCH", cookie: user.cookie, json: { firstName: "Line\nBreak" } });
    expect(profile.status).toBe(422);
  });
});
