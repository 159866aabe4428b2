import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { describe, expect, it, vi } from "vitest";
import { renderErrorMessages } from "@shared/messages.js";
import { ErrorBoundary } from "./error-boundary.js";

let shouldThrow: unknown = null;

function Fragile() {
  if (shouldThrow !== null) throw shouldThrow;
  return <p>All good</p>;
}

function renderBoundary() {
  return render(
    <>
      <Toaster />
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>
    </>,
  );
}

describe("ErrorBoundary", () => {
  it("shows the toast and the blocking dialog with the error's message; Try Again renders again", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    shouldThrow = new Error("Quiz data is corrupted");
    renderBoundary();

    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain(renderErrorMessages.dialogTitle);
    expect(dialog.textContent).toContain("Quiz data is corrupted");
    expect(dialog.textContent).toContain(renderErrorMessages.persists);
    const toasts = screen.getByRole("region", { name: /Notifications/ });
    await within(toasts).findByText(renderErrorMessages.toastTitle);
    expect(within(toasts).getByText("Quiz data is corrupted")).toBeTruthy();

    shouldThrow = null;
    await userEvent.click(screen.getByRole("button", { name: renderErrorMessages.retry }));
    await screen.findByText("All good");
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("falls back to the spec's generic lines when the error has no message", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    shouldThrow = new Error("");
    renderBoundary();
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog.textContent).toContain(renderErrorMessages.dialogFallback);
    const toasts = screen.getByRole("region", { name: /Notifications/ });
    await within(toasts).findByText(renderErrorMessages.toastFallback);
    shouldThrow = null;
  });
});
