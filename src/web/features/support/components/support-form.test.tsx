import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { supportMessages } from "@shared/schemas/support.js";
import { jsonResponse, renderApp, signedInAs, signedOut, stubApi } from "@/testing/render.js";

describe("the support forms", () => {
  it("checks the fields, then sends a bug report with the page and browser added", async () => {
    const sent: Record<string, string>[] = [];
    stubApi({
      "GET /api/session": signedOut,
      "POST /api/support/bug-reports": (init) => {
        sent.push(JSON.parse(String(init?.body)) as Record<string, string>);
        return jsonResponse({ id: "r1", message: supportMessages.received("ada@example.com") }, 201);
      },
    });
    renderApp("/report-bug?from=%2Ftasks%3Fview%3Dweek");
    await userEvent.click(await screen.findByRole("button", { name: "Send" }));
    await screen.findByText("Name is required");
    expect(screen.getByText("Description is required")).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.type(screen.getByLabelText("Name"), "Ada");
    await userEvent.type(screen.getByLabelText("E-mail"), "ada@example.com");
    await userEvent.type(screen.getByLabelText("Subject"), "Drag fails");
    await userEvent.type(screen.getByLabelText("What went wrong"), "Dragging to Sunday does nothing.");
    await userEvent.type(screen.getByLabelText("What happened instead"), "It snaps back");
    await userEvent.click(screen.getByRole("button", { name: "Send" }));
    expect(await screen.findAllByText(supportMessages.received("ada@example.com"))).not.toHaveLength(0);
    expect(sent[0]).toMatchObject({ name: "Ada", email: "ada@example.com", subject: "Drag fails", actual: "It snaps back", page: "/tasks?view=week" });
    expect(sent[0]!.browser).toContain("jsdom");
  });

  it("fills in a signed-in sender's name and address", async () => {
    stubApi({ "GET /api/session": signedInAs({ firstName: "Grace", lastName: "Hopper", email: "grace@example.com" }) });
    renderApp("/feature-request");
    await waitFor(() => expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe("Grace Hopper"));
    expect((screen.getByLabelText("E-mail") as HTMLInputElement).value).toBe("grace@example.com");
  });
});
