import { describe, expect, it } from "vitest";
import { docSections, searchDocs } from "./content.js";

const ids = (query: string) => searchDocs(query).map((result) => result.entry.id);

describe("documentation search", () => {
  it("finds what the page's text covers, not only its titles and descriptions", () => {
    expect(ids("dark mode")).toContain("profile-settings");
    expect(ids("recurring")).toContain("repeating-tasks");
    expect(ids("ics")).toContain("calendar-feed");
    expect(ids("delete")).toContain("your-data");
    // Prefixes and a small typo still find it.
    expect(ids("recur")).toContain("repeating-tasks");
    expect(ids("calender feed")).toContain("calendar-feed");
  });

  it("keeps the spec's title and description matches first, each once", () => {
    const results = ids("quiz");
    const direct = docSections.flatMap((section) =>
      section.entries.filter((entry) => `${entry.title} ${entry.description}`.toLowerCase().includes("quiz")).map((entry) => entry.id),
    );
    expect(direct.length).toBeGreaterThan(0);
    expect(results.slice(0, direct.length)).toEqual(direct);
    expect(new Set(results).size).toBe(results.length);
  });

  it("needs every word of the query, and finds nothing for nothing", () => {
    expect(ids("")).toEqual([]);
    expect(ids("zebra crossing")).toEqual([]);
    expect(ids("dark zebra")).toEqual([]);
  });
});
