import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LoadingIndicator } from "./loading-indicator.js";

describe("LoadingIndicator", () => {
  it.each(["orbit", "dots", "wave", "ring"] as const)("renders the %s variant as a labelled status that stands still under reduced motion", (variant) => {
    render(<LoadingIndicator variant={variant} label={`Loading ${variant}`} />);
    const status = screen.getByRole("status", { name: `Loading ${variant}` });
    expect(status.dataset.variant).toBe(variant);
    const animated = status.querySelectorAll("[class*='animation:cadence']");
    expect(animated.length).toBeGreaterThan(0);
    animated.forEach((element) => expect(element.className).toContain("motion-reduce:[animation:none]"));
  });

  it.each([
    ["sm", "size-4"],
    ["md", "size-8"],
    ["lg", "size-14"],
  ] as const)("has the %s size", (size, className) => {
    render(<LoadingIndicator size={size} />);
    expect(screen.getByRole("status").className).toContain(className);
  });
});
