import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { messages } from "../../shared/messages.js";
import { AppRoutes } from "./app.js";

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppRoutes />
    </MemoryRouter>,
  );
}

describe("AppRoutes", () => {
  it("shows the loading text while a screen's chunk loads, then the landing page", async () => {
    renderAt("/");
    expect(screen.getByRole("status").textContent).toBe(messages.loadingApplication);
    expect(await screen.findByRole("heading", { level: 1, name: "Plan your work. Study what matters." })).toBeTruthy();
  });

  it("shows the not-found screen with a way home for any other path", async () => {
    renderAt("/definitely/not/a/page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/");
  });
});
