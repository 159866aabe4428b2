// Finds Debian's Chromium for the browser tests and installs it with apt when it can.
import { accessSync, constants } from "node:fs";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export const chromiumPath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

/** The flags this machine needs: no sandbox as root, and no calls to Google's hosts. */
export const chromiumArgs = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

function isExecutable() {
  try {
    accessSync(chromiumPath, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function canInstallWithApt() {
  return typeof process.getuid === "function" && process.getuid() === 0 && spawnSync("apt-get", ["--version"]).status === 0;
}

/** @returns {boolean} */
export function ensureChromium() {
  if (isExecutable()) return true;
  if (!process.env.CHROMIUM_PATH && canInstallWithApt()) {
    console.log("Chromium is missing: installing Debian's chromium package for the browser tests...");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env });
    if (isExecutable()) return true;
  }
  console.error(
    `npm test needs Chromium for the browser tests and found none at ${chromiumPath}: install Debian's package (sudo apt-get install chromium) or set CHROMIUM_PATH.`,
  );
  return false;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(ensureChromium() ? 0 : 1);
}
