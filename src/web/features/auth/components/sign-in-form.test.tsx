import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { authMessages } from "@shared/schemas/auth.js";
import { jsonResponse, renderApp, signedInAs, signedOut, stubApi } from "@/testing/render.js";

async function submit(email: string, password: string) {
  const emailField = await screen.findByLabelText("E-mail or phone number");
  if (email) await userEvent.type(emailField, email);
  if (password) await userEvent.type(screen.getByLabelText("Password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Log in" }));
}

describe("SignInForm", () => {
  it.each([
    ["", ""],
    ["ada@example.com", ""],
    ["", "a password"],
  ])("asks for both an e-mail and a password (%j, %j) without calling the server", async (email, password) => {
    const api = stubApi({ "GET /api/session": signedOut });
    renderApp("/auth/login");
    await submit(email, password);
    expect((await screen.findByRole("alert")).textContent).toBe(authMessages.credentialsRequired);
    expect(api.mock.calls.some(([url]) => String(url).includes("sign-in"))).toBe(false);
  });

  it("shows the server's answer to wrong credentials in the form", async () => {
    stubApi({
      "GET /api/session": signedOut,
      "POST /api/auth/sign-in/email": () => jsonResponse({ code: "INVALID_EMAIL_OR_PASSWORD", message: "Invalid email or password" }, 401),
    });
    renderApp("/auth/login");
    await submit("ada@example.com", "wrong password");
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid email or password");
  });

  it("explains that the address needs verifying and offers a new link", async () => {
    const api = stubApi({
      "GET /api/session": signedOut,
      "POST /api/auth/sign-in/email": () => jsonResponse({ code: "EMAIL_NOT_VERIFIED", message: "Email not verified" }, 403),
      "POST /api/auth/send-verification-email": () => jsonResponse({ status: true }),
    });
    renderApp("/auth/login");
    await submit("Ada@Example.com", "a long enough password");
    await screen.findByText("Verify your e-mail address first");
    expect(screen.getByText("ada@example.com")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Send the link again" }));
    await screen.findByText("A new link is on its way.");
    const resend = api.mock.calls.find(([url]) => String(url).includes("send-verification-email"));
    expect(JSON.parse(String(resend![1]!.body))).toEqual({ email: "ada@example.com", callbackURL: "/auth/verify" });
  });

  it("asks for a TOTP code when the account has two-step verification, then lands on /today", async () => {
    let signedIn = false;
    const api = stubApi({
      "GET /api/session": () => (signedIn ? signedInAs({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" })(undefined) : signedOut(undefined)),
      "POST /api/auth/sign-in/email": () => jsonResponse({ twoFactorRedirect: true, twoFactorMethods: ["totp"] }),
      "POST /api/auth/two-factor/verify-totp": (init) => {
        const { code } = JSON.parse(String(init!.body)) as { code: string };
        if (code === "111111") return jsonResponse({ code: "CODE_ALREADY_USED", message: authMessages.codeReused }, 401);
        signedIn = true;
        return jsonResponse({ token: "t", user: {} });
      },
    });
    const { router } = renderApp("/auth/login");
    await submit("ada@example.com", "a long enough password");
    await screen.findByText("Two-step verification");
    await userEvent.type(screen.getByLabelText("Authentication code"), "111111");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    expect((await screen.findByRole("alert")).textContent).toBe(authMessages.codeReused);
    await userEvent.clear(screen.getByLabelText("Authentication code"));
    await userEvent.type(screen.getByLabelText("Authentication code"), "222222");
    await userEvent.click(screen.getByRole("button", { name: "Verify" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/today"));
    expect(api.mock.calls.filter(([url]) => String(url).includes("verify-totp"))).toHaveLength(2);
  });

  it("signs in with a phone number", async () => {
    const api = stubApi({
      "GET /api/session": signedOut,
      "POST /api/auth/sign-in/phone-number": () => jsonResponse({ code: "INVALID_PHONE_NUMBER_OR_PASSWORD", message: "Invalid phone number or password" }, 401),
    });
    renderApp("/auth/login");
    await submit("+61 412 345 678", "a long enough password");
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid phone number or password");
    const call = api.mock.calls.find(([url]) => String(url).includes("sign-in/phone-number"));
    expect(JSON.parse(String(call![1]!.body))).toEqual({ phoneNumber: "+61412345678", password: "a long enough password" });
  });
});
