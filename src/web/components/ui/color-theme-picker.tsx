import { colorThemes } from "@shared/color-themes.js";
import { ChoiceChips } from "./choice-chips.js";

const choices = colorThemes.map((theme) => ({
  value: theme.value as string,
  label: theme.name,
  lead: <span className="size-4 rounded-full" style={{ backgroundColor: theme.value }} aria-hidden="true" />,
}));

/** The spec's colour themes as a radio group of labelled swatches (quizzes and flashcard sets). */
export function ColorThemePicker({
  value,
  onChange,
  disabled = false,
  legend = "Colour",
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  legend?: string;
}) {
  return <ChoiceChips legend={legend} choices={choices} value={value} onChange={onChange} disabled={disabled} />;
}
