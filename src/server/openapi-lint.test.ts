import { createConfig, lintFromString } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./testing/test-app.js";

/** The API document checked by an outside linter (Redocly's recommended rules). */
describe("/api/openapi.json", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp("pglite");
  });
  afterAll(async () => {
    await t.close();
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const source = await (await t.request("/api/openapi.json")).text();
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source, absoluteRef: "openapi.json", config });
    const errors = problems
      .filter((problem) => problem.severity === "error")
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? "?"}`);
    const warnings = problems.filter((problem) => problem.severity === "warn");
    process.stdout.write(
      `openapi lint: ${errors.length} errors, ${warnings.length} warnings (${[...new Set(warnings.map((warning) => warning.ruleId))].join(", ")})\n`,
    );
    if (process.env.LINT_TRACE) process.stdout.write(`${errors.join("\n")}\n`);
    expect(errors).toEqual([]);
  });

  it("names the session cookie as the security of every guarded operation", async () => {
    const document = (await (await t.request("/api/openapi.json")).json()) as {
      components: { securitySchemes: Record<string, unknown> };
      servers: { url: string }[];
      paths: Record<string, Record<string, { operationId?: string; security?: unknown[]; responses: Record<string, unknown> }>>;
    };
    expect(document.components.securitySchemes.sessionCookie).toEqual({
      type: "apiKey",
      in: "cookie",
      name: "cadence.session_token",
      description: expect.any(String),
    });
    expect(document.servers[0]!.url).toBe("http://localhost:3000");
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const operation of operations) {
      if ("401" in operation.responses) expect(operation.security, operation.operationId).toEqual([{ sessionCookie: [] }]);
      else expect(operation.security, operation.operationId).toEqual([]);
    }
  });
});
