import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "../../tools/free-port.js";

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  /** Sends the signal and resolves with the exit code once the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export { freePort };

/** The server `npm start` runs: the bundle `npm run build` makes (scripts/bundle-server.mjs). */
const serverScript = "dist/node/bundle/index.js";

export function tempDataDir(): string {
  return mkdtempSync(path.join(tmpdir(), "cadence-e2e-"));
}

export interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the built server and waits for it to exit (for start-up failures). */
export function runServerToExit(env: Record<string, string>, timeoutMs = 60_000): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [serverScript], { env: { ...process.env, ...env }, stdio: "pipe" });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server did not exit within ${timeoutMs} ms:\n${stdout}${stderr}`));
    }, timeoutMs);
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Starts the real built server (`dist/`) on a free port and a data directory of its own. */
export async function startServer(options: { dataDir?: string; env?: Record<string, string>; port?: number } = {}): Promise<RunningServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? tempDataDir();
  const child = spawn(process.execPath, [serverScript], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn", NODE_ENV: "test", ...options.env },
    stdio: "pipe",
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in time:\n${output}`)), 90_000);
    const onData = () => {
      if (output.includes("Cadence is running at")) {
        clearTimeout(timer);
        child.stdout!.off("data", onData);
        resolve();
      }
    };
    child.stdout!.on("data", onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before it was ready:\n${output}`));
    });
  });

  return {
    url: `http://localhost:${port}`,
    port,
    dataDir,
    child,
    output: () => output,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}
