import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { signupSyncMessages } from "@shared/messages.js";
import { authMessages } from "@shared/schemas/auth.js";
import { jsonResponse, renderApp, signedInAs, signedOut, stubApi } from "@/testing/render.js";

async function fill(password: string) {
  await userEvent.type(await screen.findByLabelText("First name"), "Grace");
  await userEvent.type(screen.getByLabelText("Last name"), "Hopper");
  await userEvent.type(screen.getByLabelText("E-mail or phone number"), "Grace@Example.com");
  await userEvent.type(screen.getByLabelText("Password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Create account" }));
}

describe("SignUpForm", () => {
  it("checks the length in the form before asking the server", async () => {
    const api = stubApi({ "GET /api/session": signedOut });
    renderApp("/auth/signup");
    await fill("short");
    await screen.findByText(authMessages.passwordTooShort);
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
    await screen.findByText(authMessages.passwordTooCommon);
    expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("sends the names and the lowercased e-mail, then says where the link went", async () => {
    const api = stubApi({ "GET /api/session": signedOut, "POST /api/auth/sign-up/email": () => jsonResponse({ token: null, user: {} }) });
    renderApp("/auth/signup");
    await fill("a long enough password");
    await screen.findByText("Check your inbox");
    expect(screen.getByText("grace@example.com")).toBeTruthy();
    const call = api.mock.calls.find(([url]) => String(url).includes("sign-up"));
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      firstName: "Grace",
      lastName: "Hopper",
      email: "grace@example.com",
      password: "a long enough password",
      name: "Grace Hopper",
      newsletterOptIn: false,
      callbackURL: "/auth/verify",
    });
  });

  it("sends the newsletter opt-in and toasts when the preferences could not be saved", async () => {
    const api = stubApi({
      "GET /api/session": signedOut,
      "POST /api/auth/sign-up/email": () => jsonResponse({ token: null, user: {}, newsletter: { status: "failed", message: signupSyncMessages.failed } }),
    });
    renderApp("/auth/signup");
    await userEvent.click(await screen.findByLabelText(/Send me the Cadence newsletter/));
    await fill("a long enough password");
    await screen.findByText(signupSyncMessages.failed);
    expect(screen.getByText("Check your inbox")).toBeTruthy();
    const call = api.mock.calls.find(([url]) => String(url).includes("sign-up"));
    expect(JSON.parse(String(call![1]!.body))).toMatchObject({ newsletterOptIn: true });
  });

  it("signs up with a phone number: texts a code, then the code signs in", async () => {
    let signedIn = false;
    const api = stubApi({
      "GET /api/session": () => (signedIn ? signedInAs({ firstName: "Grace", lastName: "Hopper", email: "" })(undefined) : signedOut(undefined)),
      "POST /api/auth/sign-up/phone-number": () => jsonResponse({ status: "code_sent" }),
      "POST /api/auth/phone-number/verify": (init) => {
        const body = JSON.parse(String(init!.body)) as { code: string };
        if (body.code !== "123456") return jsonResponse({ code: "INVALID_OTP", message: "Invalid OTP" }, 400);
        signedIn = true;
        return jsonResponse({ status: true, token: "t", user: {} });
      },
    });
    const { router } = renderApp("/auth/signup");
    await userEvent.type(await screen.findByLabelText("First name"), "Grace");
    await userEvent.type(screen.getByLabelText("Last name"), "Hopper");
    await userEvent.type(screen.getByLabelText("E-mail or phone number"), "+61 412 345 678");
    await userEvent.type(screen.getByLabelText("Password"), "a long enough password");
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    await screen.findByText("+61412345678");
    const call = api.mock.calls.find(([url]) => String(url).includes("sign-up/phone-number"));
    expect(JSON.parse(String(call![1]!.body))).toEqual({
      firstName: "Grace",
      lastName: "Hopper",
      phoneNumber: "+61412345678",
      password: "a long enough password",
    });

    await userEvent.type(screen.getByLabelText("Code"), "000000");
    await userEvent.click(screen.getByRole("button", { name: "Verify and continue" }));
    expect((await screen.findByRole("alert")).textContent).toBe(authMessages.invalidCode);
    await userEvent.clear(screen.getByLabelText("Code"));
    await userEvent.type(screen.getByLabelText("Code"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Verify and continue" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/today"));
  });

  it("refuses something that is neither an e-mail nor a phone number", async () => {
    stubApi({ "GET /api/session": signedOut });
    renderApp("/auth/signup");
    await userEvent.type(await screen.findByLabelText("First name"), "Grace");
    await userEvent.type(screen.getByLabelText("Last name"), "Hopper");
    await userEvent.type(screen.getByLabelText("E-mail or phone number"), "0412 345");
    await userEvent.type(screen.getByLabelText("Password"), "a long enough password");
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    await screen.findByText(authMessages.invalidLogin);
  });
});
