import { describe, expect, it } from "vitest";
import { signInOverHttp, signUpOverHttp } from "./support/http.js";
import { startServer, tempDataDir } from "./support/server.js";

describe("durability on PGlite", () => {
  it("keeps every acknowledged write after kill -9 during a burst of writes", async () => {
    const dataDir = tempDataDir();
    const server = await startServer({ dataDir });
    const acknowledged: string[] = [];
    let stopped = false;
    let counter = 0;

    const writer = async () => {
      while (!stopped) {
        const email = `burst-${counter++}@example.com`;
        try {
          const { status } = await signUpOverHttp(server.url, email);
          if (status === 200) acknowledged.push(email);
        } catch {
          // The connection died with the process: this write was never acknowledged.
        }
      }
    };
    const writers = Array.from({ length: 6 }, writer);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    server.child.kill("SIGKILL");
    stopped = true;
    await Promise.all(writers);
    await server.stop();
    expect(acknowledged.length).toBeGreaterThan(5);

    const restarted = await startServer({ dataDir });
    try {
      // An account that exists with its password answers "not verified yet"; a lost one, 401.
      const missing: string[] = [];
      for (const email of acknowledged) {
        const signIn = await signInOverHttp(restarted.url, email);
        if (signIn.status !== 403 || signIn.code !== "EMAIL_NOT_VERIFIED") missing.push(email);
      }
      expect(missing).toEqual([]);
    } finally {
      await restarted.stop();
    }
  });
});
