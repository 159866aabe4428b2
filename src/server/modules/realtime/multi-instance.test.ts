import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authMessages } from "../../../shared/schemas/auth.js";
import type { RealtimeServerMessage } from "../../../shared/realtime.js";
import { createTestApp, readJson, testBaseUrl, type TestApp, type TestUser } from "../../testing/test-app.js";
import { connectSocket, startTestServer, type TestServer } from "../../testing/test-server.js";

/**
 * Two app instances on two ports over one PostgreSQL database, as behind a load balancer:
 * nothing one needs may live only in the other's memory.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  let a: TestApp;
  let b: TestApp;
  let serverA: TestServer;
  let serverB: TestServer;
  let user: TestUser;

  const call = (server: TestServer, path: string, init: { method?: string; cookie?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(`${server.url}${path}`, {
      method: init.method ?? "GET",
      headers: {
        origin: testBaseUrl,
        ...(init.cookie ? { cookie: init.cookie } : {}),
        ...(init.json !== undefined ? { "content-type": "application/json" } : {}),
        ...init.headers,
      },
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
    });

  beforeAll(async () => {
    a = await createTestApp("postgres", {}, { rateLimit: true });
    b = await createTestApp("postgres", {}, { rateLimit: true, sameDatabaseAs: a.database });
    serverA = await startTestServer(a);
    serverB = await startTestServer(b);
    user = await a.signUp();
  });
  afterAll(async () => {
    await serverB?.close();
    await serverA?.close();
    await b?.close();
    await a?.close();
  });

  it("runs on two ports", () => {
    expect(serverA.url).not.toBe(serverB.url);
  });

  it("accepts on B a session created on A", async () => {
    const me = await call(serverB, "/api/me", { cookie: user.cookie });
    expect(me.status).toBe(200);
    expect((await readJson<{ user: { id: string } }>(me)).user.id).toBe(user.id);
  });

  it("delivers a change made through A to a WebSocket on B within a second", async () => {
    const socket = await connectSocket(serverB.wsUrl, { cookie: user.cookie });
    socket.send({ type: "subscribe", tables: ["tasks"] });
    await socket.next((message) => message.type === "subscribed");

    const latencies: number[] = [];
    for (let round = 0; round < 5; round += 1) {
      const started = performance.now();
      const created = await call(serverA, "/api/tasks", { method: "POST", cookie: user.cookie, json: { title: `Through A ${round}` } });
      expect(created.status).toBe(201);
      const { id } = await readJson<{ id: string }>(created);
      const message = await socket.next((m: RealtimeServerMessage) => "table" in m && m.id === id, 1000);
      latencies.push(performance.now() - started);
      expect(message).toEqual({ table: "tasks", type: "INSERT", id });
    }
    console.warn(`A → B change latency (ms, including the write): ${latencies.map((ms) => ms.toFixed(1)).join(", ")}`);
    socket.close();
  });

  it("counts auth rate limits across both instances", async () => {
    let tries = 0;
    // A new address each time: this is the per-client limit (per-account ones have their own test).
    const attempt = (server: TestServer) =>
      call(server, "/api/auth/sign-in/email", {
        method: "POST",
        headers: { "x-forwarded-for": "198.51.100.23" },
        json: { email: `nobody-multi-${++tries}@example.com`, password: "not the password" },
      });
    for (let i = 0; i < 10; i += 1) expect((await attempt(i % 2 === 0 ? serverA : serverB)).status).toBe(401);
    const limited = await attempt(serverB);
    expect(limited.status).toBe(429);
    expect((await readJson(limited)).error.message).toBe(authMessages.rateLimited);
  });

  it("signs out everywhere: a session ended on B is refused by A", async () => {
    const other = await a.signUp();
    expect((await call(serverB, "/api/auth/sign-out", { method: "POST", cookie: other.cookie, json: {} })).status).toBe(200);
    expect((await call(serverA, "/api/me", { cookie: other.cookie })).status).toBe(401);
  });
});
