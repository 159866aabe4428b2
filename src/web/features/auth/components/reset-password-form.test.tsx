import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { authMessages } from "@shared/schemas/auth.js";
import { jsonResponse, renderApp, signedOut, stubApi } from "@/testing/render.js";

async function choose(password: string) {
  await userEvent.type(await screen.findByLabelText("New password"), password);
  await userEvent.type(screen.getByLabelText("Repeat the new password"), password);
  await userEvent.click(screen.getByRole("button", { name: "Change password" }));
}

describe("ResetPasswordForm", () => {
  it("says the link is invalid when the server refuses the token", async () => {
    stubApi({
      "GET /api/session": signedOut,
      "POST /api/auth/reset-password": () => jsonResponse({ code: "INVALID_TOKEN", message: "Invalid token" }, 400),
    });
    renderApp("/auth/reset-password?token=used-once");
    await choose("a brand new passphrase");
    await screen.findByText(/This link is invalid or has expired/);
    expect(screen.getByRole("link", { name: "Ask for a new one" }).getAttribute("href")).toBe("/auth/forgot-password");
  });

  it("shows a refused password's reasons on the field", async () => {
    stubApi({
      "GET /api/session": signedOut,
      "POST /api/auth/reset-password": () =>
        jsonResponse({ code: "WEAK_PASSWORD", message: authMessages.passwordTooCommon, reasons: [authMessages.passwordTooCommon] }, 400),
    });
    renderApp("/auth/reset-password?token=t");
    await choose("iloveyou");
    await screen.findByText(authMessages.passwordTooCommon);
    expect(screen.getByLabelText("New password").getAttribute("aria-invalid")).toBe("true");
    expect(screen.queryByText(/This link is invalid/)).toBeNull();
  });

  it("says the link is invalid when it arrives without a token", async () => {
    stubApi({ "GET /api/session": signedOut });
    renderApp("/auth/reset-password?error=INVALID_TOKEN");
    await screen.findByText(/This link is invalid or has expired/);
  });
});
