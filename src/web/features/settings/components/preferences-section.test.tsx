import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { newsletterMessages, settingsMessages } from "@shared/messages.js";
import { jsonResponse, renderApp, signedInAs, stubApi } from "@/testing/render.js";

const settingsPage = {
  "GET /api/session": signedInAs({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" }),
  "GET /api/auth/list-sessions": () => jsonResponse([]),
  "GET /api/auth/get-session": () => jsonResponse(null),
  "GET /api/calendar-feed": () => jsonResponse({ url: "http://localhost/api/calendar/abc.ics", createdAt: new Date().toISOString(), rotatedAt: null }),
};

describe("Settings → Preferences", () => {
  it("keeps what was chosen when the save fails, refuses an unknown zone, and saves on a retry", async () => {
    const bodies: unknown[] = [];
    let fail = true;
    stubApi({
      ...settingsPage,
      "GET /api/profile/newsletter": () => jsonResponse({ email: "ada@example.com", status: "none" }),
      "PATCH /api/profile": (init) => {
        bodies.push(JSON.parse(String(init!.body)));
        if (fail) return jsonResponse({ error: { code: "unavailable", message: "The database is not answering" } }, 503);
        return jsonResponse({
          firstName: "Ada",
          lastName: "Lovelace",
          avatarUrl: null,
          theme: "system",
          timeZone: "Asia/Tokyo",
          weekStart: "sunday",
          quizColor: "#10B981",
        });
      },
    });
    renderApp("/settings");
    const form = await screen.findByRole("form", { name: "Calendar and quizzes" });
    await userEvent.click(within(form).getByLabelText(/Use this device's time zone/));
    const zone = within(form).getByLabelText("Choose a time zone");
    await userEvent.clear(zone);
    await userEvent.type(zone, "Mars/Olympus");
    await userEvent.click(within(form).getByRole("button", { name: "Save preferences" }));
    await within(form).findByText(settingsMessages.unknownTimeZone);
    expect(bodies).toEqual([]);

    await userEvent.clear(zone);
    await userEvent.type(zone, "Asia/Tokyo");
    await userEvent.selectOptions(within(form).getByLabelText("Weeks start on"), "sunday");
    await userEvent.click(within(form).getByText("Personal"));
    await userEvent.click(within(form).getByRole("button", { name: "Save preferences" }));
    await screen.findByText(settingsMessages.preferencesFailed);
    expect(bodies).toEqual([{ timeZone: "Asia/Tokyo", weekStart: "sunday", quizColor: "#10B981" }]);
    // What was chosen is still there, and the form is usable again.
    expect((zone as HTMLInputElement).value).toBe("Asia/Tokyo");
    expect((within(form).getByLabelText("Weeks start on") as HTMLSelectElement).value).toBe("sunday");
    expect((within(form).getByRole("radio", { name: "Personal" }) as HTMLInputElement).checked).toBe(true);

    fail = false;
    await userEvent.click(within(form).getByRole("button", { name: "Save preferences" }));
    await screen.findByText(settingsMessages.preferencesSaved);
  });

  it("subscribes and unsubscribes the account's address with the footer's messages", async () => {
    let status = "none";
    stubApi({
      ...settingsPage,
      "GET /api/profile/newsletter": () => jsonResponse({ email: "ada@example.com", status }),
      "POST /api/newsletter/subscribe": (init) => {
        expect(JSON.parse(String(init!.body))).toEqual({ email: "ada@example.com" });
        status = "active";
        return jsonResponse({ status: "subscribed", message: newsletterMessages.subscribed });
      },
      "POST /api/newsletter/unsubscribe": () => {
        status = "unsubscribed";
        return jsonResponse({ status: "unsubscribed", message: newsletterMessages.unsubscribed });
      },
    });
    renderApp("/settings");
    const box = await screen.findByRole("checkbox", { name: /Study tips and product news/ });
    expect(box.getAttribute("aria-checked")).toBe("false");
    await userEvent.click(box);
    await screen.findByText(newsletterMessages.subscribedToastTitle);
    await screen.findByRole("checkbox", { name: /Study tips and product news/, checked: true });
    await userEvent.click(screen.getByRole("checkbox", { name: /Study tips and product news/ }));
    await screen.findByText(newsletterMessages.unsubscribed);
    await screen.findByRole("checkbox", { name: /Study tips and product news/, checked: false });
  });
});
