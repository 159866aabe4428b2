import { useId, type ReactNode } from "react";
import { cn } from "@/lib/cn.js";

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  /** A second, quieter line under the label. */
  hint?: ReactNode;
  /** Shown before the label (a colour swatch, an icon). */
  lead?: ReactNode;
}

/** A radio group drawn as labelled chips: one `fieldset`, native radios, keyboard as usual. */
export function ChoiceChips<T extends string>({
  legend,
  choices,
  value,
  onChange,
  disabled = false,
  children,
}: {
  legend: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  disabled?: boolean;
  /** Below the chips (a note on what the choice does). */
  children?: ReactNode;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2" disabled={disabled}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className={cn(
              "flex cursor-pointer gap-2 rounded-md border px-3 py-1.5 text-sm has-[:checked]:border-foreground has-[:checked]:font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60",
              choice.hint ? "flex-col gap-0" : "items-center",
            )}
          >
            <input type="radio" name={name} className="sr-only" value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
            {choice.lead}
            {choice.label}
            {choice.hint && <span className="text-xs font-normal text-muted-foreground">{choice.hint}</span>}
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
