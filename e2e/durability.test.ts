import { describe, expect, it } from "vitest";
import { getMe, signUpOverHttp } from "./support/http.js";
import { startServer, tempDataDir } from "./support/server.js";

describe("durability on PGlite", () => {
  it("keeps every acknowledged write after kill -9 during a burst of writes", async () => {
    const dataDir = tempDataDir();
    const server = await startServer({ dataDir });
    const acknowledged: { email: string; cookie: string }[] = [];
    let stopped = false;
    let counter = 0;

    const writer = async () => {
      while (!stopped) {
        const email = `burst-${counter++}@example.com`;
        try {
          const { status, cookie } = await signUpOverHttp(server.url, email);
          if (status === 200) acknowledged.push({ email, cookie });
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
      const missing: string[] = [];
      for (const write of acknowledged) {
        const me = await getMe(restarted.url, write.cookie);
        if (me.status !== 200 || me.body?.user.email !== write.email) missing.push(write.email);
      }
      expect(missing).toEqual([]);
    } finally {
      await restarted.stop();
    }
  });
});
