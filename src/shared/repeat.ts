/**
 * Repeat rules are iCalendar RRULEs (RFC 5545), stored without the `RRULE:` prefix. The
 * server expands them (rrule); this module only builds the presets the form offers and
 * describes a rule in words, so the web bundle carries no rule engine.
 */
export const weekdayCodes = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;
export type WeekdayCode = (typeof weekdayCodes)[number];

export const weekdayNames: Record<WeekdayCode, string> = {
  MO: "Mon",
  TU: "Tue",
  WE: "Wed",
  TH: "Thu",
  FR: "Fri",
  SA: "Sat",
  SU: "Sun",
};

export const repeatPresets = ["none", "daily", "weekdays", "weekly", "monthly", "yearly", "custom"] as const;
export type RepeatPreset = (typeof repeatPresets)[number];

export const repeatPresetLabels: Record<RepeatPreset, string> = {
  none: "Does not repeat",
  daily: "Every day",
  weekdays: "Every weekday (Mon–Fri)",
  weekly: "Every week on…",
  monthly: "Every month",
  yearly: "Every year",
  custom: "Custom rule (RRULE)",
};

/** The rule's parts as `KEY → value`, keys upper-cased; an empty map for nothing parseable. */
export function ruleParts(rule: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const part of stripRulePrefix(rule).split(";")) {
    const [key, value] = part.split("=");
    if (key && value) parts.set(key.trim().toUpperCase(), value.trim().toUpperCase());
  }
  return parts;
}

export function stripRulePrefix(rule: string): string {
  return rule.trim().replace(/^RRULE:/i, "");
}

const weekdaysOnly = "MO,TU,WE,TH,FR";

export function buildRepeatRule(preset: RepeatPreset, options: { byDay?: WeekdayCode[]; custom?: string } = {}): string | null {
  switch (preset) {
    case "none":
      return null;
    case "daily":
      return "FREQ=DAILY";
    case "weekdays":
      return `FREQ=WEEKLY;BYDAY=${weekdaysOnly}`;
    case "weekly": {
      const days = weekdayCodes.filter((code) => options.byDay?.includes(code));
      return days.length ? `FREQ=WEEKLY;BYDAY=${days.join(",")}` : "FREQ=WEEKLY";
    }
    case "monthly":
      return "FREQ=MONTHLY";
    case "yearly":
      return "FREQ=YEARLY";
    case "custom":
      return options.custom ? stripRulePrefix(options.custom) : null;
  }
}

/** Which preset a stored rule is, so the form can show it as it was chosen. */
export function repeatPresetOf(rule: string | null): { preset: RepeatPreset; byDay: WeekdayCode[] } {
  if (!rule) return { preset: "none", byDay: [] };
  const parts = ruleParts(rule);
  const keys = [...parts.keys()].sort().join(",");
  const freq = parts.get("FREQ");
  const byDay = (parts.get("BYDAY") ?? "").split(",").filter((day): day is WeekdayCode => weekdayCodes.includes(day as WeekdayCode));
  if (keys === "FREQ" && freq === "DAILY") return { preset: "daily", byDay: [] };
  if (keys === "FREQ" && freq === "MONTHLY") return { preset: "monthly", byDay: [] };
  if (keys === "FREQ" && freq === "YEARLY") return { preset: "yearly", byDay: [] };
  if (freq === "WEEKLY" && keys === "FREQ") return { preset: "weekly", byDay: [] };
  if (freq === "WEEKLY" && keys === "BYDAY,FREQ" && byDay.length === (parts.get("BYDAY") ?? "").split(",").length) {
    return byDay.join(",") === weekdaysOnly ? { preset: "weekdays", byDay } : { preset: "weekly", byDay };
  }
  return { preset: "custom", byDay: [] };
}

const unitNames: Record<string, [string, string]> = {
  DAILY: ["day", "days"],
  WEEKLY: ["week", "weeks"],
  MONTHLY: ["month", "months"],
  YEARLY: ["year", "years"],
};

/** "Every week on Mon, Wed", "Every 2 days, 5 times": a rule in words. */
export function describeRepeat(rule: string | null): string {
  if (!rule) return repeatPresetLabels.none;
  const { preset, byDay } = repeatPresetOf(rule);
  if (preset === "weekdays") return "Every weekday";
  if (preset === "weekly" && byDay.length) return `Every week on ${byDay.map((day) => weekdayNames[day]).join(", ")}`;
  if (preset !== "custom") return repeatPresetLabels[preset].replace("…", "").replace(" on", "").trim();

  const parts = ruleParts(rule);
  const unit = unitNames[parts.get("FREQ") ?? ""];
  if (!unit) return `Repeats (${stripRulePrefix(rule)})`;
  const interval = Number(parts.get("INTERVAL") ?? "1");
  let text = interval > 1 ? `Every ${interval} ${unit[1]}` : `Every ${unit[0]}`;
  const days = (parts.get("BYDAY") ?? "").split(",").filter(Boolean);
  if (days.length) {
    text += ` on ${days
      .map((day) => {
        const code = day.slice(-2) as WeekdayCode;
        const ordinal = day.slice(0, -2);
        const name = weekdayNames[code] ?? day;
        return ordinal ? `the ${ordinalWord(Number(ordinal))} ${name}` : name;
      })
      .join(", ")}`;
  }
  const monthDay = parts.get("BYMONTHDAY");
  if (monthDay) text += ` on day ${monthDay.replaceAll(",", ", ")}`;
  const count = parts.get("COUNT");
  if (count) text += `, ${count} times`;
  const until = parts.get("UNTIL");
  if (until && /^\d{8}/.test(until)) text += `, until ${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}`;
  return text;
}

function ordinalWord(value: number): string {
  if (value === -1) return "last";
  const words = ["", "first", "second", "third", "fourth", "fifth"];
  return words[value] ?? `${value}th`;
}
