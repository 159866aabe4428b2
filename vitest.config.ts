import { defineConfig } from "vitest/config";
import { webAliases } from "./vite.aliases.js";

export default defineConfig({
  test: {
    // CI also writes a JSON report, from which .ci/run prints its closing line.
    reporters: process.env.CI ? ["default", ["json", { outputFile: "test-results.json" }]] : ["default"],
    projects: [
      {
        test: {
          name: "server",
          environment: "node",
          include: ["src/server/**/*.test.ts", "src/shared/**/*.test.ts", "eslint/**/*.test.ts"],
          // The AI worker thread runs the server's build: rebuilt here when the sources are newer.
          globalSetup: ["src/server/testing/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        define: { __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()) },
        test: {
          name: "web",
          environment: "jsdom",
          alias: webAliases,
          include: ["src/web/**/*.test.{ts,tsx}"],
          setupFiles: ["src/web/testing/setup.ts"],
          // Typing through user-event takes seconds when the server project shares the two cores.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: "e2e",
          environment: "node",
          include: ["e2e/**/*.test.ts"],
          globalSetup: ["e2e/support/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // Each file starts its own servers and browsers; two cores run two at a time, after
          // the unit and API tests (a later group) so that they do not compete for the cores.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
