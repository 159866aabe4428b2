import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { authMessages } from "../../../../shared/schemas/auth.js";
import { jsonResponse, renderApp, signedOut, stubApi } from "../../../testing/render.js";

async function fill(password: string) {
  await userEvent.type(await screen.findByLabelText("First name"), "Grace");
  await userEvent.type(screen.getByLabelText("Last name"), "Hopper");
  await userEvent.type(screen.getByLabelText("E-mail"), "Grace@Example.com");
  await userEvent.type(screen.getByLabelText("Password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Create account" }));
}

describe("SignUpForm", () => {
  it("checks the length in the form before asking the server", async () => {
    const api = stubApi({ "GET /api/session": signedOut });
    renderApp("/auth/signup");
    await fill("short");
    expect(await screen.findByText(authMessages.passwordTooShort)).toBeTruthy();
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
    expect(api.mock.calls.some(([url]) => String(url).includes("sign-up"))).toBe(false);
  });

  it("shows the server's reasons for a weak password on the password field", async () => {
    stubApi({
      "GET /api/session": signedOut,
      "POST /api/auth/sign-up/email": () =>
        jsonResponse({ code: "WEAK_PASSWORD", message: authMessages.passwordTooCommon, reasons: [authMessages.passwordTooCommon] }, 400),
    });
    renderApp("/auth/signup");
    await fill("password1");
    expect(await screen.findByText(authMessages.passwordTooCommon)).toBeTruthy();
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("sends the names and the lowercased e-mail, then says where the link went", async () => {
    const api = stubApi({ "GET /api/session": signedOut, "POST /api/auth/sign-up/email": () => jsonResponse({ token: null, user: {} }) });
    renderApp("/auth/signup");
    await fill("a long enough password");
    expect(await screen.findByText("Check your inbox")).toBeTruthy();
    expect(screen.getByText("grace@example.com")).toBeTruthy();
    const call = api.mock.calls.find(([url]) => String(url).includes("sign-up"));
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      password: "a long enough password",
      name: "Grace Hopper",
      callbackURL: "/auth/verify",
    });
  });
});
