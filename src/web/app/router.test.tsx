import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { guardMessages, messages } from "@shared/messages.js";
import { authMessages } from "@shared/schemas/auth.js";
import { jsonResponse, renderApp, signedInAs, signedOut, stubApi } from "@/testing/render.js";

const guardedPaths = [
  "/calendar",
  "/tasks",
  "/tasks/create",
  "/flashcards",
  "/settings",
  "/quizzes",
  "/quizzes/create",
  "/quizzes/edit/q1",
  "/quizzes/generate",
  "/quizzes/q1/take",
  "/quizzes/q1/results/r1",
  "/quizzes/results",
  "/quizzes/attempts",
];

describe("the route table", () => {
  it("shows 'Loading application...' while a screen loads, then the screen", async () => {
    stubApi({ "GET /api/session": signedOut });
    renderApp("/");
    expect(screen.getAllByText(messages.loadingApplication).length).toBeGreaterThan(0);
    await screen.findByRole("heading", { level: 1, name: "Plan your work. Study what matters." });
  });

  it.each(guardedPaths)("%s asks a signed-out visitor to log in, without redirecting", async (path) => {
    stubApi({ "GET /api/session": signedOut });
    const { router } = renderApp(path);
    await screen.findByRole("heading", { name: guardMessages.loginRequired });
    const main = screen.getByRole("main");
    expect(within(main).getByRole("link", { name: "Log in" }).getAttribute("href")).toBe("/auth/login");
    expect(within(main).getByRole("link", { name: "Sign up" }).getAttribute("href")).toBe("/auth/signup");
    expect(router.state.location.pathname).toBe(path);
  });

  it("shows the checking message while the session is being checked", async () => {
    stubApi({ "GET /api/session": () => new Promise<Response>(() => undefined) });
    renderApp("/tasks");
    expect((await screen.findAllByText(guardMessages.checking)).length).toBeGreaterThan(0);
  });

  it("shows /calendar as the same screen as /tasks", async () => {
    const me = signedInAs({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" });
    stubApi({ "GET /api/session": me, "GET /api/tasks": () => jsonResponse({ tasks: [], nextOffset: null }) });
    renderApp("/calendar");
    await screen.findByRole("heading", { level: 1, name: "Tasks" });
  });

  it("shows the quiz form in edit mode for /quizzes/edit/{id}", async () => {
    stubApi({ "GET /api/session": signedInAs({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" }) });
    renderApp("/quizzes/edit/q1");
    await screen.findByRole("heading", { level: 1, name: "Edit quiz" });
  });

  it("shows the not-found screen with a way home for any other path", async () => {
    stubApi({ "GET /api/session": signedOut });
    renderApp("/definitely/not/a/page");
    await screen.findByRole("heading", { name: "Page not found" });
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
  });
});

describe("the navigation bar", () => {
  it("offers Log in and Sign up when signed out", async () => {
    stubApi({ "GET /api/session": signedOut });
    renderApp("/pricing");
    const banner = screen.getByRole("banner");
    await within(banner).findByRole("link", { name: "Log in" });
    expect(within(banner).getByRole("link", { name: "Sign up" })).toBeTruthy();
    const main = within(banner).getByRole("navigation", { name: "Main" });
    expect(
      within(main)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Home", "Pricing", "Support"]);
  });

  it("shows a pulsing placeholder while auth loads", () => {
    stubApi({ "GET /api/session": () => new Promise<Response>(() => undefined) });
    renderApp("/pricing");
    expect(within(screen.getByRole("banner")).getByRole("status", { name: "Checking your account" })).toBeTruthy();
  });

  it("says 'Failed to check authentication state' when the check fails, and offers Log in", async () => {
    stubApi({ "GET /api/session": () => jsonResponse({ error: { code: "internal", message: "Database down" } }, 500) });
    renderApp("/pricing");
    const toasts = screen.getByRole("region", { name: /Notifications/ });
    await within(toasts).findByText(authMessages.checkFailed);
    expect(within(screen.getByRole("banner")).getByRole("link", { name: "Log in" })).toBeTruthy();
  });

  it("shows the avatar with the user's initials when signed in", async () => {
    stubApi({ "GET /api/session": signedInAs({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" }) });
    renderApp("/pricing");
    const trigger = await screen.findByRole("button", { name: "Account menu for Ada Lovelace" });
    expect(trigger.textContent).toBe("AL");
  });

  it("opens the account menu at the first click, though its code is fetched only then", async () => {
    stubApi({ "GET /api/session": signedInAs({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" }) });
    renderApp("/pricing");
    await userEvent.click(await screen.findByRole("button", { name: "Account menu for Ada Lovelace" }));
    await screen.findByRole("menuitem", { name: /Sign out/ });
    expect(screen.getByRole("menuitem", { name: /Settings/ }).getAttribute("href")).toBe("/settings");
  });

  it("opens the account menu when its code arrives between the press and the release", async () => {
    stubApi({ "GET /api/session": signedInAs({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" }) });
    renderApp("/pricing");
    const standIn = await screen.findByRole("button", { name: "Account menu for Ada Lovelace" });
    // Pressed and held: the stand-in is replaced before any click could reach it.
    await userEvent.pointer({ keys: "[MouseLeft>]", target: standIn });
    await screen.findByRole("menuitem", { name: /Sign out/ });
  });

  it("keeps a keyboard user's place while the theme menu's code arrives, and Enter opens it", async () => {
    stubApi({ "GET /api/session": signedOut });
    renderApp("/pricing");
    const standIn = await screen.findByRole("button", { name: /^Theme:/ });
    act(() => standIn.focus());
    // The real trigger (Radix marks it with data-state) replaces the stand-in, and has the focus.
    await waitFor(() => expect(document.activeElement?.getAttribute("data-state")).toBe("closed"));
    expect(document.activeElement?.getAttribute("aria-label")).toMatch(/^Theme:/);
    await userEvent.keyboard("{Enter}");
    await screen.findByRole("menuitemradio", { name: /Dark/ });
  });
});

describe("the footer", () => {
  it("has the spec's sections, the support e-mail and this year's copyright", async () => {
    stubApi({ "GET /api/session": signedOut });
    renderApp("/features");
    const footer = screen.getByRole("contentinfo");
    const pages = within(footer).getByRole("region", { name: "Pages" });
    expect(
      within(pages)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Home", "Features", "Pricing", "Sign Up", "Login"]);
    const resources = within(footer).getByRole("region", { name: "Resources" });
    expect(
      within(resources)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Documentation", "Support", "Report Bug", "Feature Request"]);
    await within(footer).findByRole("link", { name: "help@cadence.test" });
    expect(within(footer).getByText("Made in Melbourne, AUS")).toBeTruthy();
    expect(within(footer).getByRole("link", { name: "Unsubscribe" }).getAttribute("href")).toBe("/unsubscribe");
    expect(within(footer).getByText(`© ${new Date().getFullYear()} Cadence. All rights reserved.`)).toBeTruthy();
    expect(within(footer).getByRole("link", { name: "Privacy Policy" })).toBeTruthy();
    expect(within(footer).getByRole("link", { name: "Terms of Service" })).toBeTruthy();
  });

  it("is hidden while taking a quiz", async () => {
    stubApi({ "GET /api/session": signedInAs({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" }) });
    renderApp("/quizzes/q1/take");
    await screen.findByRole("heading", { level: 1, name: "Take quiz" });
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });
});
