import { chmodSync, existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { getMe, signInOverHttp, signUpVerified } from "./support/http.js";
import { runServerToExit, startServer, tempDataDir } from "./support/server.js";

describe("the server process", () => {
  it("stops at start-up with one clear line for an invalid setting", async () => {
    const result = await runServerToExit({ PORT: "not-a-port", DATA_DIR: tempDataDir() });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('cadence: Invalid setting PORT: expected a port number from 0 to 65535 (got "not-a-port")\n');
  });

  it("refuses a second process on the same PGlite directory and leaves the first one working", async () => {
    const first = await startServer();
    try {
      const second = await runServerToExit({ PORT: "0", DATA_DIR: first.dataDir });
      expect(second.code).toBe(1);
      expect(second.stderr.trim().split("\n")).toEqual([
        `cadence: The data directory ${first.dataDir} is in use by another Cadence process (pid ${first.child.pid}); stop it, or set DATA_DIR to another directory`,
      ]);
      const health = await fetch(`${first.url}/api/health`);
      expect(await health.json()).toEqual({ status: "ok", db: "ok" });
    } finally {
      await first.stop();
    }
  });

  it("keeps the data directory to itself: the directory 0700, every file in it without group or other access", async () => {
    const dataDir = tempDataDir();
    // An existing directory with loose permissions is tightened at start.
    chmodSync(dataDir, 0o755);
    const server = await startServer({ dataDir });
    try {
      // A session in the database (and so in its write-ahead log).
      expect((await signUpVerified(server.url, "private@example.com")).status).toBe(302);
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      const loose: string[] = [];
      const walk = (directory: string) => {
        for (const entry of readdirSync(directory, { withFileTypes: true })) {
          const file = path.join(directory, entry.name);
          if (entry.isDirectory()) walk(file);
          if ((statSync(file).mode & 0o077) !== 0) loose.push(`${file} ${(statSync(file).mode & 0o777).toString(8)}`);
        }
      };
      walk(dataDir);
      expect(loose).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  it("keeps the generated AUTH_SECRET, so sessions survive a restart", async () => {
    const dataDir = tempDataDir();
    const first = await startServer({ dataDir });
    const { status, cookie } = await signUpVerified(first.url, "restart@example.com");
    expect(status).toBe(302);
    expect(await first.stop("SIGTERM")).toBe(0);
    expect(existsSync(path.join(dataDir, "cadence.lock"))).toBe(false);
    const secret = readFileSync(path.join(dataDir, "auth-secret"), "utf8");

    const second = await startServer({ dataDir });
    try {
      expect(readFileSync(path.join(dataDir, "auth-secret"), "utf8")).toBe(secret);
      const me = await getMe(second.url, cookie);
      expect(me.status).toBe(200);
      expect(me.body?.user.email).toBe("restart@example.com");
    } finally {
      await second.stop();
    }
  });

  it("on SIGTERM, closes the database only after requests whose clients left have finished", async () => {
    const server = await startServer();
    const { cookie } = await signUpVerified(server.url, "gone@example.com");
    const cards = Array.from({ length: 200 }, (_, index) => ({ front: `Term ${index}`, back: `The definition of term ${index}.` }));
    const created = await fetch(`${server.url}/api/flashcard-sets`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json", origin: server.url },
      body: JSON.stringify({ title: "Leaving", cards }),
    });
    const { id } = (await created.json()) as { id: string };
    // Fifty study queues asked for, each client gone as soon as its request is sent, then SIGTERM:
    // their handlers are still running when the connections close. Before, the database was
    // closed under them ("driver has already been destroyed", a 500 logged for each).
    await Promise.all(
      Array.from(
        { length: 50 },
        () =>
          new Promise<void>((resolve) => {
            const req = request(`${server.url}/api/flashcard-sets/${id}/study`, { headers: { cookie } });
            req.on("error", () => resolve());
            req.end(() => setTimeout(() => (req.destroy(), resolve()), 5));
          }),
      ),
    );
    expect(await server.stop("SIGTERM")).toBe(0);
    expect(server.output()).not.toMatch(/already been destroyed|unhandled error/);
  });

  it("lets an in-flight request finish on SIGTERM, then exits 0 with the database closed", async () => {
    const dataDir = tempDataDir();
    const server = await startServer({ dataDir });
    const body = JSON.stringify({ email: "inflight@example.com", password: "a long enough password", name: "In Flight" });

    const response = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = request(`${server.url}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), origin: server.url },
      });
      req.on("response", (res) => {
        let text = "";
        res.on("data", (chunk: Buffer) => (text += chunk.toString()));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on("error", reject);
      // Half the body now, SIGTERM while the request is open, the rest afterwards.
      req.write(body.slice(0, 20));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => req.end(body.slice(20)), 300);
      }, 300);
    });

    const finished = await response;
    expect(finished.status).toBe(200);
    expect(await server.stop()).toBe(0);

    const again = await startServer({ dataDir });
    try {
      // The account was committed: its password is known, its address not verified yet.
      const signIn = await signInOverHttp(again.url, "inflight@example.com");
      expect([signIn.status, signIn.code]).toEqual([403, "EMAIL_NOT_VERIFIED"]);
    } finally {
      await again.stop();
    }
  });
});
