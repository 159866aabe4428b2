import { describe, expect, it } from "vitest";
import { isOwnChange, markOwnChange } from "./own-changes.js";

describe("this tab's own changes", () => {
  it("are recognised for a moment, by table and id, then forgotten", () => {
    markOwnChange("quizzes", "q1", 1000);
    expect(isOwnChange("quizzes", "q1", 1500)).toBe(true);
    expect(isOwnChange("quizzes", "q2", 1500)).toBe(false);
    expect(isOwnChange("tasks", "q1", 1500)).toBe(false);
    expect(isOwnChange("quizzes", "q1", 4001)).toBe(false);
  });
});
