import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../shared/schemas/auth.js";
import { createTestApp, readJson, sessionCookie, type TestApp } from "../testing/test-app.js";
import { testDatabaseKinds } from "../testing/test-database.js";

describe.each(testDatabaseKinds())("phone sign-up and sign-in on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const password = "a long enough password";
  let counter = 0;
  const newNumber = () => `+6141${kind === "pglite" ? "1" : "2"}${String(Date.now() % 100000).padStart(5, "0")}${++counter}`;

  /** The code in the newest text to a number, from the dev outbox. */
  async function lastCode(phoneNumber: string): Promise<string> {
    const sms = await t.database.db
      .selectFrom("mail_outbox")
      .selectAll()
      .where("to_address", "=", phoneNumber)
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(sms.subject).toBe("SMS");
    return /\b(\d{6})\b/.exec(sms.text_body)![1]!;
  }

  const signUp = (phoneNumber: string, body: Record<string, unknown> = {}, cookie?: string) =>
    t.request("/api/auth/sign-up/phone-number", {
      method: "POST",
      ...(cookie ? { cookie } : {}),
      json: { phoneNumber, password, firstName: "Grace", lastName: "Hopper", ...body },
    });
  /** A code sent from the client that holds `signedUp`'s cookie (the browser that began the sign-up). */
  const verify = (phoneNumber: string, code: string, signedUp?: Response) =>
    t.request("/api/auth/phone-number/verify", { method: "POST", ...(signedUp ? { cookie: sessionCookie(signedUp) } : {}), json: { phoneNumber, code } });

  it("texts a code at sign-up; the code verifies the number and signs in; then the number and password sign in", async () => {
    const phoneNumber = newNumber();
    const created = await signUp(phoneNumber.replace(/^(\+\d{2})(\d{3})/, "$1 $2 "));
    expect(created.status).toBe(200);
    expect(sessionCookie(created)).not.toContain("cadence.session_token=");

    // No account until the code is verified.
    const early = await t.request("/api/auth/sign-in/phone-number", { method: "POST", json: { phoneNumber, password } });
    expect(early.status).toBe(401);
    expect(await t.database.db.selectFrom("user").select("id").where("phoneNumber", "=", phoneNumber).execute()).toEqual([]);

    const wrong = await verify(phoneNumber, "000000", created);
    expect(wrong.status).toBe(400);

    const code = await lastCode(phoneNumber);
    const verified = await verify(phoneNumber, code, created);
    expect(verified.status).toBe(200);
    const cookie = sessionCookie(verified);
    expect(cookie).toContain("cadence.session_token=");
    const me = await readJson<{ user: { email: string | null; phoneNumber: string | null }; profile: { firstName: string } }>(
      await t.request("/api/me", { cookie }),
    );
    expect(me.user).toMatchObject({ email: null, phoneNumber });
    expect(me.profile.firstName).toBe("Grace");

    const reused = await verify(phoneNumber, code, created);
    expect(reused.status).toBe(400);

    const signedIn = await t.request("/api/auth/sign-in/phone-number", { method: "POST", json: { phoneNumber, password } });
    expect(signedIn.status).toBe(200);
    expect(sessionCookie(signedIn)).toContain("cadence.session_token=");
    const badPassword = await t.request("/api/auth/sign-in/phone-number", { method: "POST", json: { phoneNumber, password: "not the password" } });
    expect(badPassword.status).toBe(401);
  });

  it("adds a number to a signed-in account and changes it, by a texted code; a pending sign-up for the number gives nothing away", async () => {
    const user = await t.signUp({ name: "Ada Lovelace", password });
    const first = newNumber();
    // Someone else began a phone sign-up for that number with a password of their own.
    await signUp(first, { password: "the intruder's password", firstName: "Mallory", lastName: "X" });
    expect((await t.request("/api/auth/phone-number/send-otp", { method: "POST", cookie: user.cookie, json: { phoneNumber: first } })).status).toBe(200);
    const wrong = await t.request("/api/auth/phone-number/verify", {
      method: "POST",
      cookie: user.cookie,
      json: { phoneNumber: first, code: "000000", updatePhoneNumber: true },
    });
    expect(wrong.status).toBe(400);
    const added = await t.request("/api/auth/phone-number/verify", {
      method: "POST",
      cookie: user.cookie,
      json: { phoneNumber: first, code: await lastCode(first), updatePhoneNumber: true },
    });
    expect(added.status).toBe(200);
    const me = async () =>
      readJson<{ user: { email: string | null; phoneNumber: string | null; name: string }; profile: { firstName: string } }>(
        await t.request("/api/me", { cookie: user.cookie }),
      );
    expect((await me()).user).toMatchObject({ email: user.email, phoneNumber: first, name: "Ada Lovelace" });
    expect((await me()).profile.firstName).toBe("Ada");
    // The account's own password signs in with the number; the intruder's never does.
    expect((await t.request("/api/auth/sign-in/phone-number", { method: "POST", json: { phoneNumber: first, password } })).status).toBe(200);
    expect(
      (await t.request("/api/auth/sign-in/phone-number", { method: "POST", json: { phoneNumber: first, password: "the intruder's password" } })).status,
    ).toBe(401);

    const second = newNumber();
    await t.request("/api/auth/phone-number/send-otp", { method: "POST", cookie: user.cookie, json: { phoneNumber: second } });
    const changed = await t.request("/api/auth/phone-number/verify", {
      method: "POST",
      cookie: user.cookie,
      json: { phoneNumber: second, code: await lastCode(second), updatePhoneNumber: true },
    });
    expect(changed.status).toBe(200);
    expect((await me()).user.phoneNumber).toBe(second);

    // A number on another account is refused; the signed-out cannot add one.
    const other = await t.signUp();
    await t.request("/api/auth/phone-number/send-otp", { method: "POST", cookie: other.cookie, json: { phoneNumber: second } });
    const taken = await t.request("/api/auth/phone-number/verify", {
      method: "POST",
      cookie: other.cookie,
      json: { phoneNumber: second, code: await lastCode(second), updatePhoneNumber: true },
    });
    expect(taken.status).toBe(400);
    expect((await t.request("/api/me", { cookie: other.cookie })).ok).toBe(true);
    const third = newNumber();
    await t.request("/api/auth/phone-number/send-otp", { method: "POST", json: { phoneNumber: third } });
    const anonymous = await t.request("/api/auth/phone-number/verify", {
      method: "POST",
      json: { phoneNumber: third, code: await lastCode(third), updatePhoneNumber: true },
    });
    expect(anonymous.status).toBe(401);
  });

  it("resends a code on request", async () => {
    const phoneNumber = newNumber();
    const started = await signUp(phoneNumber);
    const first = await lastCode(phoneNumber);
    const resent = await t.request("/api/auth/phone-number/send-otp", { method: "POST", json: { phoneNumber } });
    expect(resent.status).toBe(200);
    const second = await lastCode(phoneNumber);
    const stale = await verify(phoneNumber, first === second ? "000000" : first, started);
    expect(stale.status).toBe(400);
    expect((await verify(phoneNumber, second, started)).status).toBe(200);
  });

  it("answers a sign-up for a taken number the same way, texting the owner instead of making a second account", async () => {
    const phoneNumber = newNumber();
    const started = await signUp(phoneNumber);
    expect((await verify(phoneNumber, await lastCode(phoneNumber), started)).status).toBe(200);
    const again = await signUp(phoneNumber, { password: "another long password" });
    expect(again.status).toBe(200);
    const users = await t.database.db.selectFrom("user").select("id").where("phoneNumber", "=", phoneNumber).execute();
    expect(users).toHaveLength(1);
    const texts = await t.database.db
      .selectFrom("mail_outbox")
      .select("text_body")
      .where("to_address", "=", phoneNumber)
      .orderBy("created_at", "desc")
      .execute();
    expect(texts[0]!.text_body).toContain("already has one");
    const oldPassword = await t.request("/api/auth/sign-in/phone-number", { method: "POST", json: { phoneNumber, password } });
    expect(oldPassword.status).toBe(200);
  });

  it("never mails the placeholder address a phone-only account carries", async () => {
    const phoneNumber = newNumber();
    const started = await signUp(phoneNumber);
    expect((await verify(phoneNumber, await lastCode(phoneNumber), started)).status).toBe(200);
    const placeholder = `${phoneNumber.slice(1)}@phone.cadence.invalid`;
    const reset = await t.request("/api/auth/request-password-reset", { method: "POST", json: { email: placeholder, redirectTo: "/auth/reset-password" } });
    expect(reset.status).toBe(200);
    expect(await t.database.db.selectFrom("mail_outbox").select("id").where("to_address", "=", placeholder).execute()).toEqual([]);
  });

  it("ties a pending sign-up to the client that began it: another client's sign-up for the number never takes it over", async () => {
    const phoneNumber = newNumber();
    // The owner begins; then someone else begins a sign-up for the same number with their password.
    const owner = await signUp(phoneNumber, { password: "the owner's long password" });
    const intruder = await signUp(phoneNumber, { password: "the intruder's password", firstName: "Mallory" });
    expect(intruder.status).toBe(200);
    const code = await lastCode(phoneNumber);
    // A code from a client that began no sign-up makes nothing.
    const stranger = await verify(phoneNumber, code);
    expect(stranger.status).toBe(400);
    expect(await readJson<{ code: string }>(stranger)).toMatchObject({ code: "SIGN_UP_EXPIRED" });
    // The owner verifies with the newest code, from their own browser: their password, their names.
    const verified = await verify(phoneNumber, code, owner);
    expect(verified.status).toBe(200);
    const signIn = (secret: string) => t.request("/api/auth/sign-in/phone-number", { method: "POST", json: { phoneNumber, password: secret } });
    expect((await signIn("the owner's long password")).status).toBe(200);
    expect((await signIn("the intruder's password")).status).toBe(401);
    const me = await readJson<{ profile: { firstName: string } }>(await t.request("/api/me", { cookie: sessionCookie(verified) }));
    expect(me.profile.firstName).toBe("Grace");
    // Nothing is left pending for the number.
    const left = await t.database.db.selectFrom("verification").select("identifier").where("identifier", "like", `phone-sign-up-${phoneNumber}%`).execute();
    expect(left).toEqual([]);
  });

  it("makes no account from a code without a sign-up", async () => {
    const phoneNumber = newNumber();
    await t.request("/api/auth/phone-number/send-otp", { method: "POST", json: { phoneNumber } });
    const verified = await t.request("/api/auth/phone-number/verify", { method: "POST", json: { phoneNumber, code: await lastCode(phoneNumber) } });
    expect(verified.status).toBe(400);
    expect(await readJson<{ code: string }>(verified)).toMatchObject({ code: "SIGN_UP_EXPIRED" });
    expect(await t.database.db.selectFrom("user").select("id").where("phoneNumber", "=", phoneNumber).execute()).toEqual([]);
  });

  it("refuses bad input with clear errors and creates nothing", async () => {
    const phoneNumber = newNumber();
    const missing = await t.request("/api/auth/sign-up/phone-number", { method: "POST", json: { phoneNumber, password: "" } });
    expect(missing.status).toBe(400);
    expect(await readJson<{ message: string }>(missing)).toMatchObject({ message: authMessages.credentialsRequired });
    const notANumber = await signUp("0412 345 678");
    expect(notANumber.status).toBe(400);
    expect(await readJson<{ message: string }>(notANumber)).toMatchObject({ message: authMessages.invalidPhone });
    const weak = await signUp(phoneNumber, { password: "password1" });
    expect(weak.status).toBe(400);
    expect(await readJson<{ code: string }>(weak)).toMatchObject({ code: "WEAK_PASSWORD" });
    const users = await t.database.db.selectFrom("user").select("id").where("phoneNumber", "=", phoneNumber).execute();
    expect(users).toEqual([]);
    const signInMissing = await t.request("/api/auth/sign-in/phone-number", { method: "POST", json: { phoneNumber: "", password } });
    expect(await readJson<{ message: string }>(signInMissing)).toMatchObject({ message: authMessages.credentialsRequired });
  });
});
