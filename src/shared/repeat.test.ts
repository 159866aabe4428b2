import { describe, expect, it } from "vitest";
import { buildRepeatRule, describeRepeat, repeatPresetOf } from "./repeat.js";

describe("repeat rules", () => {
  it("builds each preset and recognises it again", () => {
    expect(buildRepeatRule("none")).toBeNull();
    expect(buildRepeatRule("weekly", { byDay: ["TH", "MO"] })).toBe("FREQ=WEEKLY;BYDAY=MO,TH");
    expect(buildRepeatRule("custom", { custom: "RRULE:FREQ=MONTHLY;BYDAY=-1FR" })).toBe("FREQ=MONTHLY;BYDAY=-1FR");
    for (const preset of ["daily", "weekdays", "monthly", "yearly"] as const) {
      expect(repeatPresetOf(buildRepeatRule(preset)).preset).toBe(preset);
    }
    expect(repeatPresetOf("FREQ=WEEKLY;BYDAY=MO,TH")).toEqual({ preset: "weekly", byDay: ["MO", "TH"] });
    expect(repeatPresetOf("FREQ=DAILY;COUNT=3").preset).toBe("custom");
  });

  it("says a rule in words", () => {
    expect(describeRepeat(null)).toBe("Does not repeat");
    expect(describeRepeat("FREQ=DAILY")).toBe("Every day");
    expect(describeRepeat("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")).toBe("Every weekday");
    expect(describeRepeat("FREQ=WEEKLY;BYDAY=MO,WE")).toBe("Every week on Mon, Wed");
    expect(describeRepeat("FREQ=WEEKLY")).toBe("Every week");
    expect(describeRepeat("FREQ=MONTHLY;BYDAY=-1FR")).toBe("Every month on the last Fri");
    expect(describeRepeat("FREQ=DAILY;INTERVAL=2;COUNT=5")).toBe("Every 2 days, 5 times");
    expect(describeRepeat("FREQ=YEARLY;UNTIL=20300101T000000Z")).toBe("Every year, until 2030-01-01");
  });
});
