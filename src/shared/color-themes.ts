/** The spec's four preset colour themes (§3) for quizzes and flashcard sets. */
export const colorThemes = [
  { value: "#3B82F6", name: "Default" },
  { value: "#EF4444", name: "Important" },
  { value: "#10B981", name: "Personal" },
  { value: "#8B5CF6", name: "Work" },
] as const;

export const defaultColorTheme = "#3B82F6";

export function colorThemeName(value: string): string {
  return colorThemes.find((theme) => theme.value.toLowerCase() === value.toLowerCase())?.name ?? "Custom";
}
