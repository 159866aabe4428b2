import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Screens are lazy chunks: the first import of one in a file can take over a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  document.documentElement.className = "";
});
