import { describe, expect, it } from "vitest";
import { accountMessages } from "../src/shared/schemas/account.js";
import { accountSecurityMessages, newsletterMessages, settingsMessages } from "../src/shared/messages.js";
import { solidPng } from "../src/server/testing/files.js";
import { seriousViolations, waitForText } from "./support/checks.js";
import { mailedLink, signInOverHttp, textedCode } from "./support/http.js";
import { artifacts, browserSuite } from "./support/suite.js";

describe("settings in the browser", () => {
  const suite = browserSuite({ email: "settings@example.com", name: "Grace Hopper" });
  /** The account's address: the preferences test changes it. */
  let accountEmail = "settings@example.com";

  it("works at 375 px in dark mode", async () => {
    const { page, errors, close } = await suite.open({ width: 375, colorScheme: "dark" });
    await page.goto(`${suite.server.url}/settings`);
    await page.getByRole("heading", { level: 2, name: "Your data" }).waitFor();
    await page.getByLabel("Private calendar address (iCal)").waitFor();
    await page.screenshot({ path: `${artifacts}/settings-375-dark.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it("switches the theme (another device follows), sets week start, time zone and quiz colour, subscribes, and changes e-mail and phone", async () => {
    const { page, errors, close } = await suite.open();
    await page.goto(`${suite.server.url}/settings`);
    const theme = page.getByRole("group", { name: "Theme" });
    await theme.waitFor();
    const isDark = (target = page) => target.evaluate(() => document.documentElement.classList.contains("dark"));
    expect(await isDark()).toBe(false);
    await theme.getByText("Dark", { exact: true }).click();
    await waitForText(page, settingsMessages.themeSaved);
    expect(await isDark()).toBe(true);
    // Another device (no local choice, a light system theme) follows the account.
    const elsewhere = await suite.open({ colorScheme: "light" });
    await elsewhere.page.goto(`${suite.server.url}/tasks`);
    await expect.poll(() => isDark(elsewhere.page)).toBe(true);
    await elsewhere.close();

    await page.getByLabel(/Use this device's time zone/).click();
    await page.getByLabel("Choose a time zone").fill("Pacific/Auckland");
    await page.getByLabel("Weeks start on").selectOption("sunday");
    await page.getByRole("group", { name: "Default quiz colour" }).getByText("Work").click();
    await page.getByRole("button", { name: "Save preferences" }).click();
    await waitForText(page, settingsMessages.preferencesSaved);

    await page.getByRole("checkbox", { name: /Study tips and product news/ }).click();
    await waitForText(page, newsletterMessages.subscribedToastTitle);
    const newsletter = await (await fetch(`${suite.server.url}/api/profile/newsletter`, { headers: { cookie: suite.cookie } })).json();
    expect(newsletter).toEqual({ email: accountEmail, status: "active" });

    // A new address counts once its own link is followed.
    await page.getByRole("button", { name: "Change e-mail address" }).click();
    await page.getByLabel("New e-mail address").fill("grace@example.com");
    await page.getByRole("button", { name: "Send confirmation link" }).click();
    await page.getByRole("status").getByText(accountSecurityMessages.emailChangeSent("grace@example.com")).waitFor();
    await page.goto(await mailedLink(suite.server.url, "grace@example.com"));
    await page.waitForURL(/\/settings/);
    await waitForText(page, accountSecurityMessages.emailChanged);
    await page.getByText("grace@example.com").first().waitFor();
    accountEmail = "grace@example.com";
    // The subscription moved to the new address.
    expect(await page.getByRole("checkbox", { name: /Study tips and product news/ }).getAttribute("aria-checked")).toBe("true");

    await page.getByRole("button", { name: "Add a phone number" }).click();
    await page.getByLabel("Phone number", { exact: true }).fill("+61 412 555 019");
    await page.getByRole("button", { name: "Text me a code" }).click();
    await page.getByLabel("Code").fill(await textedCode(suite.server.url, "+61412555019"));
    await page.getByRole("button", { name: "Save number" }).click();
    await waitForText(page, accountSecurityMessages.phoneSaved);
    await page.getByText("+61412555019", { exact: true }).waitFor();
    await page.screenshot({ path: `${artifacts}/settings-preferences-dark.png`, fullPage: true });
    expect(await seriousViolations(page, { skipToasts: true })).toEqual([]);

    // The preferences at work: weeks from Sunday, new quizzes in the chosen colour.
    await page.goto(`${suite.server.url}/tasks?view=month`);
    await page.getByRole("grid", { name: "Month" }).waitFor();
    expect((await page.locator("[aria-hidden=true].grid-cols-7 > div").first().textContent())?.trim()).toBe("Sun");
    await page.goto(`${suite.server.url}/quizzes/create`);
    expect(await page.getByRole("group", { name: "Colour" }).getByRole("radio", { name: "Work" }).isChecked()).toBe(true);

    await page.goto(`${suite.server.url}/settings`);
    await page.getByRole("group", { name: "Theme" }).getByText("System", { exact: true }).click();
    await waitForText(page, settingsMessages.themeSaved);
    expect(errors).toEqual([]);
    await close();
  });

  it("changes name and picture (the menu follows), replaces the calendar address, and deletes the account", async () => {
    const { page, errors, close } = await suite.open();
    await page.goto(`${suite.server.url}/settings`);
    await page.getByRole("heading", { level: 1, name: "Settings" }).waitFor();
    await page.getByRole("button", { name: "Account menu for Grace Hopper" }).waitFor();

    await page.getByLabel("First name").fill("Rear Admiral Grace");
    await page.getByRole("button", { name: "Save name" }).click();
    await waitForText(page, settingsMessages.profileSaved);
    await page.getByRole("button", { name: "Account menu for Rear Admiral Grace Hopper" }).waitFor();

    await page.getByRole("button", { name: "Add a picture" }).click();
    await page.getByLabel("Picture file").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: Buffer.from(solidPng(320, 200, [220, 38, 38])) });
    const preview = page.getByRole("img", { name: /Avatar preview/ });
    await preview.waitFor();
    await page.getByLabel("Zoom").fill("1.5");
    await preview.focus();
    await page.keyboard.press("ArrowLeft");
    await page.screenshot({ path: `${artifacts}/settings-avatar.png`, fullPage: true });
    await page.getByRole("button", { name: "Save picture" }).click();
    await waitForText(page, settingsMessages.avatarSaved);
    const menuPicture = page.getByRole("button", { name: /^Account menu for/ }).locator("img");
    await menuPicture.waitFor();
    expect(await menuPicture.getAttribute("src")).toMatch(/^\/api\/storage\/avatars\/object\/avatar\.png\?v=[0-9a-f]+$/);
    expect(await menuPicture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(256);

    // The calendar address: the old one stops working once replaced.
    const address = page.getByLabel("Private calendar address (iCal)");
    await address.waitFor();
    const before = await address.inputValue();
    expect((await fetch(before)).status).toBe(200);
    await page.getByRole("button", { name: "Replace the address" }).click();
    await page.getByRole("dialog", { name: "Replace the calendar address?" }).getByRole("button", { name: "Replace" }).click();
    await waitForText(page, settingsMessages.feedRotated);
    await expect.poll(() => address.inputValue()).not.toBe(before);
    expect((await fetch(before)).status).toBe(404);
    expect((await fetch(await address.inputValue())).status).toBe(200);
    await page.screenshot({ path: `${artifacts}/settings.png`, fullPage: true });
    expect(await seriousViolations(page, { skipToasts: true })).toEqual([]);

    // Password: the current one is checked; other devices are signed out with the change.
    const other = await signInOverHttp(suite.server.url, accountEmail);
    await page.reload();
    await page.getByRole("list", { name: "Signed-in devices" }).getByText("This device").waitFor();
    expect(await page.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem").count()).toBeGreaterThanOrEqual(2);
    await page.getByLabel("Current password").fill("not my password");
    await page.getByLabel("New password").fill("an even longer password");
    await page.getByRole("button", { name: "Change password" }).click();
    await page.getByText(accountSecurityMessages.wrongCurrentPassword).waitFor();
    await page.getByLabel("Current password").fill("a long enough password");
    await page.getByRole("button", { name: "Change password" }).click();
    await waitForText(page, accountSecurityMessages.passwordChanged);
    expect((await fetch(`${suite.server.url}/api/me`, { headers: { cookie: other.cookie } })).status).toBe(401);
    await expect.poll(() => page.getByRole("list", { name: "Signed-in devices" }).getByRole("listitem").count()).toBe(1);
    await page.screenshot({ path: `${artifacts}/settings-security.png`, fullPage: true });

    // Delete: the button waits for the address; the password is checked.
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    await dialog.getByLabel("Your e-mail address").fill(accountEmail);
    await dialog.getByLabel("Password").fill("not the password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await dialog.getByText(accountMessages.wrongPassword).waitFor();
    // The answer's issue is on the password, which has the focus again.
    expect(await dialog.getByLabel("Password").evaluate((element) => element === document.activeElement)).toBe(true);
    await dialog.getByLabel("Password").fill("an even longer password");
    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await page.waitForURL(/\/auth\/login/);
    await waitForText(page, accountMessages.deleted);

    const signIn = await fetch(`${suite.server.url}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: suite.server.url },
      body: JSON.stringify({ email: accountEmail, password: "an even longer password" }),
    });
    expect(signIn.status).toBe(401);
    // The wrong passwords' refusals (400 on the password change, 422 on the deletion) are the
    // failed requests the browser reports.
    expect(errors.filter((error) => !/status of (?:400|422)/.test(error))).toEqual([]);
    await close();
  });
});
