import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, renderApp, signedInAs, stubApi } from "@/testing/render.js";

const totpURI = "otpauth://totp/Cadence:ada%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Cadence";

describe("TwoFactorSettings", () => {
  it("asks for the password, shows the QR key and backup codes, and can be cancelled before a code confirms it", async () => {
    const api = stubApi({
      "GET /api/session": signedInAs({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" }),
      "GET /api/auth/list-sessions": () => jsonResponse([]),
      "GET /api/auth/get-session": () => jsonResponse(null),
      "GET /api/profile/newsletter": () => jsonResponse({ email: "ada@example.com", status: "none" }),
      "GET /api/calendar-feed": () => jsonResponse({ url: "http://localhost/api/calendar/abc.ics", createdAt: new Date().toISOString(), rotatedAt: null }),
      "POST /api/auth/two-factor/enable": (init) => {
        const { password } = JSON.parse(String(init!.body)) as { password: string };
        if (password !== "the right one") return jsonResponse({ code: "INVALID_PASSWORD", message: "Invalid password" }, 400);
        return jsonResponse({ totpURI, backupCodes: Array.from({ length: 10 }, (_, i) => `code-${i}`) });
      },
    });
    renderApp("/settings");
    await userEvent.click(await screen.findByRole("button", { name: "Turn on" }));
    await userEvent.type(screen.getByLabelText("Your password"), "a wrong one");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Invalid password");

    await userEvent.clear(screen.getByLabelText("Your password"));
    await userEvent.type(screen.getByLabelText("Your password"), "the right one");
    await userEvent.click(screen.getByRole("button", { name: "Continue" }));
    await screen.findByText("JBSWY3DPEHPK3PXP");
    expect(screen.getByRole("img", { name: "QR code for your authenticator app" })).toBeTruthy();
    expect(screen.getAllByText(/^code-\d$/)).toHaveLength(10);

    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await screen.findByRole("button", { name: "Turn on" });
    expect(screen.queryByText("JBSWY3DPEHPK3PXP")).toBeNull();
    expect(api.mock.calls.filter(([url]) => String(url).includes("verify-totp"))).toHaveLength(0);
  });

  it("makes new backup codes after the password, when two-step verification is on", async () => {
    const signedIn = signedInAs({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" });
    stubApi({
      "GET /api/session": async (init) => {
        const body = (await (await signedIn(init)).json()) as { me: { user: { twoFactorEnabled: boolean } } };
        body.me.user.twoFactorEnabled = true;
        return jsonResponse(body);
      },
      "GET /api/auth/list-sessions": () => jsonResponse([]),
      "GET /api/auth/get-session": () => jsonResponse(null),
      "GET /api/profile/newsletter": () => jsonResponse({ email: "ada@example.com", status: "none" }),
      "GET /api/calendar-feed": () => jsonResponse({ url: "http://localhost/api/calendar/abc.ics", createdAt: new Date().toISOString(), rotatedAt: null }),
      "POST /api/auth/two-factor/generate-backup-codes": (init) => {
        const { password } = JSON.parse(String(init!.body)) as { password: string };
        if (password !== "the right one") return jsonResponse({ code: "INVALID_PASSWORD", message: "Invalid password" }, 400);
        return jsonResponse({ status: true, backupCodes: Array.from({ length: 10 }, (_, i) => `new-${i}`) });
      },
    });
    renderApp("/settings");
    await userEvent.click(await screen.findByRole("button", { name: "New backup codes" }));
    await userEvent.type(screen.getByLabelText("Your password"), "the right one");
    await userEvent.click(screen.getByRole("button", { name: "Make new backup codes" }));
    await screen.findByText("new-0");
    expect(screen.getAllByText(/^new-\d$/)).toHaveLength(10);
    await userEvent.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByText("new-0")).toBeNull();
  });
});
