import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { describe, expect, it } from "vitest";
import { newsletterMessages } from "@shared/messages.js";
import { createQueryClient } from "@/lib/query-client.js";
import { jsonResponse, stubApi } from "@/testing/render.js";
import { NewsletterForm } from "./newsletter-form.js";

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Toaster />
      <NewsletterForm />
    </QueryClientProvider>,
  );
  return {
    input: screen.getByRole("textbox"),
    submit: screen.getByRole("button", { name: "Subscribe" }),
    toasts: () => screen.getByRole("region", { name: /Notifications/ }),
  };
}

describe("NewsletterForm", () => {
  it.each(["", "   ", "not-an-email"])("rejects %j with the spec's message and sends nothing", async (value) => {
    const api = stubApi({});
    const { input, submit } = renderForm();
    if (value) await userEvent.type(input, value);
    await userEvent.click(submit);
    expect((await screen.findByRole("alert")).textContent).toBe(newsletterMessages.invalidEmailForm);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(api).not.toHaveBeenCalled();
  });

  it("shows '...' and disables the inputs while submitting, then toasts and clears the form", async () => {
    let answer: (response: Response) => void = () => undefined;
    const api = stubApi({
      "POST /api/newsletter/subscribe": () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const { input, toasts } = renderForm();
    await userEvent.type(input, "  Ada@Example.com ");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));

    const busy = await screen.findByRole("button", { name: "..." });
    expect(busy.hasAttribute("disabled")).toBe(true);
    expect(input.hasAttribute("disabled")).toBe(true);
    expect(JSON.parse(String(api.mock.calls[0]![1]!.body))).toEqual({ email: "ada@example.com" });

    answer(jsonResponse({ status: "subscribed", message: newsletterMessages.subscribed }));
    await within(toasts()).findByText(newsletterMessages.subscribedToastTitle);
    expect(within(toasts()).getByText(newsletterMessages.subscribedToastDescription)).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe("");
  });

  it("says 'Subscription failed' when the server refuses", async () => {
    stubApi({ "POST /api/newsletter/subscribe": () => jsonResponse({ error: { code: "internal", message: "boom" } }, 500) });
    const { input, toasts } = renderForm();
    await userEvent.type(input, "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    await within(toasts()).findByText(newsletterMessages.subscribeFailedTitle);
    expect(within(toasts()).getByText(newsletterMessages.subscribeFailed)).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe("ada@example.com");
  });
});
