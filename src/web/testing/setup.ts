import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// jsdom has no layout, so no ResizeObserver; Radix's checkbox measures itself with one.
if (typeof globalThis.ResizeObserver === "undefined") {
  globalThis.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

// jsdom has no pointer capture; sonner captures the pointer when a toast is pressed (to swipe it).
if (!("setPointerCapture" in Element.prototype)) {
  Object.assign(Element.prototype, {
    setPointerCapture(): void {},
    releasePointerCapture(): void {},
    hasPointerCapture: () => false,
  });
}

// jsdom has no scrolling; React Router's ScrollRestoration scrolls to the top on each navigation.
window.scrollTo = () => {};

// Screens are lazy chunks: the first import of one in a file can take over a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  document.documentElement.className = "";
});
