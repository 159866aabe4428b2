import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CalendarFeed } from "../../../shared/schemas/tasks.js";
import { createTestApp, readJson, type TestApp } from "../../testing/test-app.js";
import { testDatabaseKinds } from "../../testing/test-database.js";
import { feedRateLimit } from "./calendar-feed.routes.js";
import { escapeText, foldLine, vtimezone } from "./ical.js";

describe("iCalendar writing", () => {
  it("folds long lines at 75 octets without splitting a character", () => {
    const folded = foldLine(`SUMMARY:${"é".repeat(60)}`);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.map((line, index) => (index ? line.slice(1) : line)).join("")).toBe(`SUMMARY:${"é".repeat(60)}`);
  });

  it("escapes every control character in text: none can end a line", () => {
    expect(escapeText("Exam\rX-EVIL:1")).toBe("Exam\\nX-EVIL:1");
    expect(escapeText("a\r\nb\nc\u0000d\u001be\u007ff\tg")).toBe("a\\nb\\ncdef\tg");
  });

  it("describes a zone's DST changes with their local onsets", () => {
    const lines = vtimezone("Europe/Berlin", 2026, 2026);
    expect(lines.join("\n")).toBe(
      [
        "BEGIN:VTIMEZONE",
        "TZID:Europe/Berlin",
        "BEGIN:STANDARD",
        "DTSTART:20260101T000000",
        "TZOFFSETFROM:+0100",
        "TZOFFSETTO:+0100",
        "END:STANDARD",
        "BEGIN:DAYLIGHT",
        "DTSTART:20260329T020000",
        "TZOFFSETFROM:+0100",
        "TZOFFSETTO:+0200",
        "END:DAYLIGHT",
        "BEGIN:STANDARD",
        "DTSTART:20261025T030000",
        "TZOFFSETFROM:+0200",
        "TZOFFSETTO:+0100",
        "END:STANDARD",
        "END:VTIMEZONE",
      ].join("\n"),
    );
    expect(vtimezone("Asia/Kolkata", 2026, 2027)).toContain("TZOFFSETTO:+0530");
  });
});

describe.each(testDatabaseKinds())("calendar feed on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it("serves the user's tasks as iCalendar at a private address that rotation replaces", async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const task = (json: Record<string, unknown>, cookie = user.cookie) => t.request("/api/tasks", { method: "POST", cookie, json });
    await task({ title: "Exam; chapter 1, 2", dueAt: "2026-12-10", tags: ["math"], priority: "high" });
    await task({ title: "Lecture", dueAt: "2026-11-30T09:00:00+01:00", rrule: "FREQ=WEEKLY;BYDAY=MO", timeZone: "Europe/Berlin", durationMinutes: 90 });
    await task({ title: "Call", dueAt: "2026-12-01T15:30:00Z" });
    await task({ title: "Someone else's" }, other.cookie);

    expect((await t.request("/api/calendar-feed")).status).toBe(401);
    const feed = await readJson<CalendarFeed>(await t.request("/api/calendar-feed", { cookie: user.cookie }));
    expect(feed.url).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await readJson<CalendarFeed>(await t.request("/api/calendar-feed", { cookie: user.cookie }))).toEqual(feed);

    const path = new URL(feed.url).pathname;
    const response = await t.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const body = await response.text();
    expect(body.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(body).toContain("SUMMARY:Exam\\; chapter 1\\, 2\r\n");
    expect(body).toContain("DTSTART;VALUE=DATE:20261210\r\nDTEND;VALUE=DATE:20261211\r\n");
    expect(body).toContain("DTSTART;TZID=Europe/Berlin:20261130T090000\r\nDURATION:PT90M\r\n");
    expect(body).toContain("RRULE:FREQ=WEEKLY;BYDAY=MO\r\n");
    expect(body).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n");
    expect(body).toContain("DTSTART:20261201T153000Z\r\nDURATION:PT30M\r\n");
    expect(body).toContain("CATEGORIES:math\r\nPRIORITY:1\r\n");
    expect(body).not.toContain("Someone else");
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(3);

    const rotated = await readJson<CalendarFeed>(await t.request("/api/calendar-feed/rotate", { method: "POST", cookie: user.cookie }));
    expect(rotated.url).not.toBe(feed.url);
    expect(rotated.rotatedAt).not.toBeNull();
    expect((await t.request(path)).status).toBe(404);
    expect((await t.request(new URL(rotated.url).pathname)).status).toBe(200);
    expect((await t.request("/api/calendar/nonsense.ics")).status).toBe(404);
    expect((await t.request(new URL(rotated.url).pathname.replace(".ics", ""))).status).toBe(404);
  });

  it("answers If-None-Match with 304, limits fetches per address, and builds links on APP_URL, not Host", async () => {
    const user = await t.signUp();
    await t.request("/api/tasks", { method: "POST", cookie: user.cookie, json: { title: "Lone\rCR", dueAt: "2026-12-10" } });
    const feed = await readJson<CalendarFeed>(await t.request("/api/calendar-feed", { cookie: user.cookie, headers: { host: "evil.example" } }));
    expect(feed.url.startsWith("http://localhost:3000/api/calendar/")).toBe(true);
    const path = new URL(feed.url).pathname;
    const first = await t.request(path);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    const body = await first.text();
    expect(body).toContain("SUMMARY:Lone\\nCR\r\n");
    expect(body).not.toContain("METHOD:");
    // The same tasks give the same bytes, so the tag holds until something changes.
    expect(await (await t.request(path)).text()).toBe(body);
    const unchanged = await t.request(path, { headers: { "if-none-match": etag! } });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
    await t.request("/api/tasks", { method: "POST", cookie: user.cookie, json: { title: "New", dueAt: "2026-12-11" } });
    expect((await t.request(path, { headers: { "if-none-match": etag! } })).status).toBe(200);
    // The address, not the caller, is counted: a stranger's fetches do not spare it.
    for (let fetched = 4; fetched < feedRateLimit.max; fetched += 1) await t.request(path);
    const limited = await t.request(path);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await readJson(limited)).error.code).toBe("rate_limited");
    const other = await t.signUp();
    const otherFeed = await readJson<CalendarFeed>(await t.request("/api/calendar-feed", { cookie: other.cookie }));
    expect((await t.request(new URL(otherFeed.url).pathname)).status).toBe(200);
  });
});
