import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { webAliases } from "./vite.aliases.js";

/**
 * The files that take far longest, slowest first (seconds alone, session 42). Vitest runs the
 * longest files first when its cache of earlier runs says which they are, but a fresh clone (CI)
 * has no cache, and without one it starts the largest files first: the evaluation's small file
 * would start among the last and run on alone while the other core sits idle.
 */
const slowest = [
  "src/server/modules/ai/offline/evaluation.test.ts", // 123 s
  "src/server/fuzz.test.ts", // 41 s
  "src/server/modules/ai/offline/question-check.test.ts", // 32 s
  "src/server/auth/rate-limit.test.ts", // 27 s
  "src/server/modules/ai/ai.test.ts", // 21 s
  "e2e/app-shell.test.ts", // 113 s
  "e2e/accessibility.test.ts", // 102 s
  "e2e/app-layout.test.ts", // 71 s
];

/** Vitest's order (groups, then its cache or file sizes), with the slowest files first in their group. */
class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (spec: TestSpecification) => {
      const at = slowest.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
      return at === -1 ? slowest.length : at;
    };
    const order = (await super.sort(files)).map((spec, index) => ({ spec, index, group: spec.project.config.sequence.groupOrder, rank: rank(spec) }));
    return order.sort((a, b) => a.group - b.group || a.rank - b.rank || a.index - b.index).map(({ spec }) => spec);
  }
}

export default defineConfig({
  test: {
    // CI also writes a JSON report, from which .ci/run prints its closing line.
    reporters: process.env.CI ? ["default", ["json", { outputFile: "test-results.json" }]] : ["default"],
    // One test file per core. Vitest's own default leaves a core to its main process, which on
    // two cores ran the unit and API files one at a time (731 s against 503 s for the same run
    // with two at a time, session 42); the main process does little while the files run.
    maxWorkers: availableParallelism(),
    sequence: { sequencer: SlowestFirst },
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
