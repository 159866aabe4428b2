import { describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/testing/render.js";
import { ApiError, apiFetch, errorDescription, networkErrorMessage } from "./api-client.js";

describe("apiFetch", () => {
  it("returns the JSON body of a success", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse({ ok: 1 })),
    );
    await expect(apiFetch("/api/x")).resolves.toEqual({ ok: 1 });
  });

  it("turns the server's error body into a typed ApiError", async () => {
    const body = { error: { code: "validation_failed", message: "Some fields are not valid", issues: [{ path: ["title"], message: "Required" }] } };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => jsonResponse(body, 422)),
    );
    const error = await apiFetch("/api/x", { method: "POST", json: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: "validation_failed", message: "Some fields are not valid", issues: body.error.issues });
  });

  it("describes a refusal by the server's reasons, once each, and anything else by its message", () => {
    const issues = [
      { path: ["start"], message: "A study block cannot start in the past" },
      { path: ["end"], message: "A study block cannot start in the past" },
    ];
    expect(errorDescription(new ApiError(422, "validation_failed", "Some fields are not valid", issues))).toBe("A study block cannot start in the past");
    expect(errorDescription(new ApiError(404, "not_found", "Study plan not found"))).toBe("Study plan not found");
    expect(errorDescription(new Error(networkErrorMessage))).toBe(networkErrorMessage);
  });

  it("retries a GET on 502/503/504, but never a POST", async () => {
    vi.useFakeTimers();
    const flaky = vi
      .fn()
      .mockResolvedValueOnce(new Response("", { status: 503 }))
      .mockResolvedValueOnce(jsonResponse({ ok: 2 }));
    vi.stubGlobal("fetch", flaky);
    const pending = apiFetch("/api/x");
    await vi.runAllTimersAsync();
    await expect(pending).resolves.toEqual({ ok: 2 });
    expect(flaky).toHaveBeenCalledTimes(2);

    const post = vi.fn(async () => new Response("", { status: 503 }));
    vi.stubGlobal("fetch", post);
    await expect(apiFetch("/api/x", { method: "POST", json: {} })).rejects.toMatchObject({ status: 503 });
    expect(post).toHaveBeenCalledTimes(1);
  });

  it("reports a network failure clearly", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    await expect(apiFetch("/api/x")).rejects.toMatchObject({ status: 0, message: networkErrorMessage });
  });
});
