import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { Auth } from "../auth/auth.js";
import { AppError } from "../lib/app-error.js";
import type { AppEnv } from "../lib/hono-env.js";
import { requireUser } from "./require-user.js";

/** A stand-in for better-auth's getSession: each call waits for `release`, counts, and answers `answer`. */
function fakeAuth() {
  const state = { calls: 0, answer: { user: { id: "u1" }, session: { id: "s1" } } as unknown, gates: [] as (() => void)[] };
  const auth = {
    api: {
      getSession: async () => {
        state.calls += 1;
        await new Promise<void>((resolve) => state.gates.push(resolve));
        if (state.answer instanceof Error) throw state.answer;
        return state.answer;
      },
    },
  } as unknown as Auth;
  const releaseAll = async () => {
    // Let the requests reach the lookup first.
    await new Promise((resolve) => setTimeout(resolve, 10));
    for (const open of state.gates.splice(0)) open();
  };
  return { auth, state, releaseAll };
}

function appWith(auth: Auth) {
  const app = new Hono<AppEnv>();
  app.onError((error, c) => c.json({ error: error.message }, error instanceof AppError ? 401 : 500));
  app.use("/data/*", requireUser(auth));
  app.get("/data/me", (c) => c.json({ user: (c.get("user") as { id: string }).id }));
  return app;
}

const cookie = "cadence.session_token=abc.signature";

describe("requireUser's session lookups", () => {
  it("shares one lookup among requests with the same cookie that overlap", async () => {
    const { auth, state, releaseAll } = fakeAuth();
    const app = appWith(auth);
    const requests = Array.from({ length: 5 }, () => app.request("/data/me", { headers: { cookie } }));
    await releaseAll();
    const responses = await Promise.all(requests);
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
    expect(state.calls).toBe(1);
  });

  it("looks up again once a lookup has ended: a revoked session is refused from the next request on", async () => {
    const { auth, state, releaseAll } = fakeAuth();
    const app = appWith(auth);
    const first = app.request("/data/me", { headers: { cookie } });
    await releaseAll();
    expect((await first).status).toBe(200);
    state.answer = null;
    const second = app.request("/data/me", { headers: { cookie } });
    await releaseAll();
    expect((await second).status).toBe(401);
    expect(state.calls).toBe(2);
  });

  it("does not share between different cookies, and gives a failed lookup's error to every request that shared it", async () => {
    const { auth, state, releaseAll } = fakeAuth();
    const app = appWith(auth);
    const mine = app.request("/data/me", { headers: { cookie } });
    const theirs = app.request("/data/me", { headers: { cookie: "cadence.session_token=other.signature" } });
    await releaseAll();
    await Promise.all([mine, theirs]);
    expect(state.calls).toBe(2);
    state.answer = new Error("database unavailable");
    const failing = [app.request("/data/me", { headers: { cookie } }), app.request("/data/me", { headers: { cookie } })];
    await releaseAll();
    expect((await Promise.all(failing)).map((response) => response.status)).toEqual([500, 500]);
    expect(state.calls).toBe(3);
  });
});
