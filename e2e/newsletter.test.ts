import { describe, expect, it } from "vitest";
import { newsletterMessages } from "../src/shared/messages.js";
import { waitForText } from "./support/checks.js";
import { mailedLink } from "./support/http.js";
import { artifacts, browserSuite } from "./support/suite.js";

describe("the newsletter in the browser", () => {
  const suite = browserSuite();

  it("subscribes from the footer, says so when already subscribed, and unsubscribes on /unsubscribe", async () => {
    const { page, errors, close } = await suite.open();
    await page.goto(`${suite.server.url}/`);
    const form = page.getByRole("form", { name: "Newsletter" });
    const email = form.getByRole("textbox");
    await email.fill("not-an-address");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await form.getByText(newsletterMessages.invalidEmailForm).waitFor();

    await email.fill(" Reader@Example.com ");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await waitForText(page, newsletterMessages.subscribedToastTitle);
    await waitForText(page, newsletterMessages.subscribedToastDescription);
    expect(await email.inputValue()).toBe("");
    await email.fill("reader@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await waitForText(page, newsletterMessages.alreadySubscribed);

    await page.getByRole("contentinfo").getByRole("link", { name: "Unsubscribe" }).click();
    await page.getByRole("heading", { level: 1, name: "Unsubscribe" }).waitFor();
    await page.getByLabel("E-mail").fill("reader@example.com");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByText(newsletterMessages.unsubscribed).waitFor();
    await page.screenshot({ path: `${artifacts}/unsubscribe.png` });
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByText(newsletterMessages.alreadyUnsubscribed).waitFor();
    await page.getByLabel("E-mail").fill("stranger@example.com");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.getByText(newsletterMessages.notSubscribed).waitFor();

    // The mailed link unsubscribes as soon as the page opens.
    await page.goto(`${suite.server.url}/`);
    await email.fill("linked@example.com");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await waitForText(page, newsletterMessages.subscribedToastTitle);
    const link = await mailedLink(suite.server.url, "linked@example.com", /https?:\/\/\S+\/unsubscribe\?token=\S+/);
    await page.goto(link);
    await page.getByText(newsletterMessages.unsubscribed).waitFor();
    expect(errors).toEqual([]);
    await close();
  });
});
