// `npm run dev`: the server rebuilt and restarted on change, and Vite's dev server with hot
// reload on http://localhost:5173 proxying /api to it. Ctrl-C stops all three.
import { spawn, spawnSync } from "node:child_process";

const vitePort = 5173;
const env = { ...process.env, APP_URL: process.env.APP_URL ?? `http://localhost:${vitePort}`, NODE_ENV: "development" };

const first = spawnSync("npx", ["tsc", "-p", "tsconfig.build.json"], { stdio: "inherit" });
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  spawn("npx", ["tsc", "-p", "tsconfig.build.json", "--watch", "--preserveWatchOutput"], { stdio: "inherit" }),
  spawn(process.execPath, ["--watch-path=dist/node", "dist/node/server/index.js"], { stdio: "inherit", env }),
  spawn("npx", ["vite", "--port", String(vitePort), "--strictPort"], { stdio: "inherit", env }),
];

const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.once("exit", stop);
