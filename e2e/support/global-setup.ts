import { spawnSync } from "node:child_process";
import { ensureChromium } from "../../scripts/chromium.mjs";

/** The e2e tests drive the built app in Chromium: both must be there, never silently skipped. */
export default function setup(): void {
  if (!ensureChromium()) throw new Error("Chromium is required for the e2e tests (see the line above)");
  const build = spawnSync(process.execPath, ["scripts/build-if-stale.mjs"], { stdio: "inherit" });
  if (build.status !== 0) throw new Error("The build failed; the e2e tests need dist/");
}
