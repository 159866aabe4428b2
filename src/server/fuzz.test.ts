import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxExpansionSteps, stepsToWalk } from "./modules/tasks/recurrence.js";
import { createTestApp, readJson, type TestApp, type TestUser } from "./testing/test-app.js";
import { testDatabaseKinds } from "./testing/test-database.js";

interface Operation {
  method: string;
  path: string;
  params: { name: string; in: "path" | "query" | "header" | "cookie" }[];
  bodyProperties: string[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<string, { parameters?: Operation["params"]; requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> } }>
  >;
}

/** Every operation of the OpenAPI document, with its parameters and the names its JSON body knows. */
function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      params: operation.parameters ?? [],
      bodyProperties: Object.keys(operation.requestBody?.content?.["application/json"]?.schema?.properties ?? {}),
    })),
  );
}

/** Hostile strings: traversal, SQL, markup, control characters, huge numbers, unicode, empty. */
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 20 }),
  fc.constantFrom(
    "",
    " ",
    "..",
    "../../etc/passwd",
    "%00",
    "' or 1=1 --",
    "'; drop table tasks; --",
    "<script>alert(1)</script>",
    "\u0000",
    "\uFFFF",
    "𝒳",
    "NaN",
    "-1",
    "1e309",
    "9".repeat(40),
    "00000000-0000-0000-0000-000000000000",
    "null",
    "true",
    "[]",
    "{}",
  ),
);
const anyJson = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(nasty, nasty, { maxKeys: 3 }),
);

/** Inputs that reach past the validators: the operation's own field names with hostile values. */
function requestFor(operation: Operation) {
  const pathParams = operation.params.filter((param) => param.in === "path");
  const queryParams = operation.params.filter((param) => param.in === "query").map((param) => param.name);
  return fc.record({
    path: fc.tuple(...pathParams.map(() => nasty)).map((values) => {
      let path = operation.path;
      pathParams.forEach((param, index) => {
        path = path.replace(`{${param.name}}`, encodeURIComponent(values[index] ?? "") || "%20");
      });
      return path;
    }),
    query: fc.dictionary(fc.constantFrom(...queryParams, "extra", "__proto__"), nasty, { maxKeys: 4 }),
    body: fc.oneof(
      { weight: 3, arbitrary: fc.dictionary(fc.constantFrom(...operation.bodyProperties, "extra", "__proto__", "constructor"), anyJson, { maxKeys: 6 }) },
      { weight: 1, arbitrary: anyJson },
      { weight: 1, arbitrary: fc.constantFrom("{", "[1,", "not json", "\u0000", '{"a":' + "[".repeat(2000)) },
    ),
    signedIn: fc.boolean(),
  });
}

const leaks =
  /\bat [\w.<>]+ \(|node_modules|\.[tj]s:\d+:\d+|\bselect\b.+\bfrom\b|syntax error|violates|relation "|column "|duplicate key|TypeError|ReferenceError|stack/i;

/** Hostile input on every route of the OpenAPI document: never a 5xx, never internals, always the standard error body. */
describe.each(testDatabaseKinds())("fuzzing every documented route on %s", (kind) => {
  let t: TestApp;
  let user: TestUser;
  let operations: Operation[];
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await t.signUp();
    await t.request("/api/tasks", { method: "POST", cookie: user.cookie, json: { title: "Fuzz target" } });
    operations = operationsOf(await readJson<OpenApiDocument>(await t.request("/api/openapi.json")));
  });
  afterAll(async () => {
    await t.close();
  });

  it("finds routes to fuzz", () => {
    expect(operations.length).toBeGreaterThan(40);
  });

  it("answers hostile bodies, params and queries with a clean 4xx (or a success), never a 5xx or internals", async () => {
    const seen = new Map<string, Set<number>>();
    for (const operation of operations) {
      const label = `${operation.method} ${operation.path}`;
      await fc.assert(
        fc.asyncProperty(requestFor(operation), async ({ path, query, body, signedIn }) => {
          const search = new URLSearchParams(Object.entries(query)).toString();
          const hasBody = !["GET", "HEAD"].includes(operation.method);
          const response = await t.request(`${path}${search ? `?${search}` : ""}`, {
            method: operation.method,
            ...(signedIn ? { cookie: user.cookie } : {}),
            ...(hasBody ? (typeof body === "string" && body.startsWith("{") ? { body, headers: { "content-type": "application/json" } } : { json: body }) : {}),
          });
          const text = await response.text();
          seen.set(label, (seen.get(label) ?? new Set()).add(response.status));
          expect(response.status, `${label} ${path}?${search} ${JSON.stringify(body).slice(0, 200)} → ${text.slice(0, 300)}`).toBeLessThan(500);
          expect(text, label).not.toMatch(leaks);
          if (response.status >= 400 && (response.headers.get("content-type") ?? "").includes("json")) {
            const error = (JSON.parse(text) as { error?: { code?: unknown; message?: unknown } }).error;
            expect(typeof error?.code, `${label}: ${text.slice(0, 200)}`).toBe("string");
            expect(typeof error?.message, `${label}: ${text.slice(0, 200)}`).toBe("string");
          }
        }),
        { numRuns: 40, seed: 20261122 },
      );
    }
    // Reported, not asserted: which answers each route gave.
    process.stdout.write(`${[...seen].map(([label, statuses]) => `${label}: ${[...statuses].sort().join(", ")}`).join("\n")}\n`);
  }, 300_000);

  it("keeps every repeat rule's expansion within its step bound: each rule is refused or answers at once", async () => {
    const parts = fc.constantFrom(
      ";BYMONTH=2",
      ";BYMONTHDAY=30",
      ";BYMONTHDAY=31",
      ";BYMONTHDAY=-1",
      ";BYDAY=MO,TH",
      ";BYDAY=-1FR",
      ";BYYEARDAY=366",
      ";BYWEEKNO=53",
      ";BYSETPOS=-1",
      ";BYSETPOS=9",
      ";BYMONTH=4,6,9,11",
      ";COUNT=3",
      ";INTERVAL=7",
    );
    const rules = fc
      .tuple(fc.constantFrom("DAILY", "WEEKLY", "MONTHLY", "YEARLY", "HOURLY", "MINUTELY", "SECONDLY"), fc.array(parts, { maxLength: 3 }))
      .map(([freq, extras]) => `FREQ=${freq}${[...new Set(extras)].join("")}`);
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(rules, fc.constantFrom("2026-01-05", "2026-02-28T09:00:00Z", "2099-12-31"), async (rrule, dueAt) => {
        // The walk itself, past any window, never takes more than its bound.
        expect(
          stepsToWalk(rrule.replace(/FREQ=(HOURLY|MINUTELY|SECONDLY)/, "FREQ=DAILY"), new Date(Date.UTC(2026, 0, 5)), new Date(Date.UTC(9999, 0, 1))),
        ).toBeLessThanOrEqual(maxExpansionSteps);
        const created = await t.request("/api/tasks", { method: "POST", cookie: user.cookie, json: { title: "Rule", dueAt, rrule } });
        statuses.set(created.status, (statuses.get(created.status) ?? 0) + 1);
        expect([201, 422], `${rrule} ${await created.clone().text()}`).toContain(created.status);
        if (created.status !== 201) return;
        const { id } = (await created.json()) as { id: string };
        const range = await t.request(`/api/tasks?from=${encodeURIComponent("2150-01-01T00:00:00Z")}&to=${encodeURIComponent("2151-01-01T00:00:00Z")}`, {
          cookie: user.cookie,
        });
        expect(range.status).toBe(200);
        expect((await t.request(`/api/tasks/${id}`, { method: "PATCH", cookie: user.cookie, json: { status: "done" } })).status).toBe(200);
        await t.request(`/api/tasks/${id}`, { method: "DELETE", cookie: user.cookie });
      }),
      { numRuns: 60, seed: 20261123 },
    );
    process.stdout.write(`repeat rules: ${[...statuses].map(([status, count]) => `${count} × ${status}`).join(", ")}\n`);
  }, 300_000);
});
