import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** Waits for a toast (or any text) to show. */
export function waitForText(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first().waitFor();
}

/**
 * Serious and critical axe findings, each with where and why. Toasts can be left out: while
 * they slide in their colours blend with the page (the tasks e2e checks them at rest).
 */
export async function seriousViolations(page: Page, { skipToasts = false }: { skipToasts?: boolean } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (skipToasts) builder.exclude("[data-sonner-toaster]");
  const result = await builder.analyze();
  return result.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${node.target.join(" ")} ${node.failureSummary ?? ""}`).join("; ")}`);
}
