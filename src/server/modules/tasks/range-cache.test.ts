import { describe, expect, it } from "vitest";
import type { TaskList } from "../../../shared/schemas/tasks.js";
import { RangeCache } from "./range-cache.js";

const list = (count: number) => ({ tasks: Array.from({ length: count }, () => ({})), nextOffset: null }) as unknown as TaskList;

describe("the range cache", () => {
  it("answers only for the version an answer was computed at", () => {
    const cache = new RangeCache(100);
    const answer = list(3);
    cache.set("a", "7", answer);
    expect(cache.get("a", "7")).toBe(answer);
    expect(cache.get("a", "8")).toBeUndefined();
    // A stale entry is dropped, not kept for later.
    expect(cache.get("a", "7")).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, tasks: 0 });
  });

  it("keeps at most its number of tasks, dropping the least recently used answers first", () => {
    const cache = new RangeCache(10);
    cache.set("a", "1", list(4));
    cache.set("b", "1", list(4));
    expect(cache.get("a", "1")).toBeDefined();
    cache.set("c", "1", list(4));
    expect(cache.get("b", "1")).toBeUndefined();
    expect(cache.get("a", "1")).toBeDefined();
    expect(cache.get("c", "1")).toBeDefined();
    expect(cache.size).toEqual({ entries: 2, tasks: 8 });
    cache.set("huge", "1", list(11));
    expect(cache.get("huge", "1")).toBeUndefined();
    cache.set("a", "2", list(1));
    expect(cache.size).toEqual({ entries: 2, tasks: 5 });
  });
});
