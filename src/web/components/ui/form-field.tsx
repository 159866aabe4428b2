import { useId, type ComponentProps } from "react";
import { Input } from "./input.js";
import { Label } from "./label.js";

/** A labelled input with its error, wired for screen readers (aria-invalid, aria-describedby). */
export function FormField({ label, error, hint, ...props }: ComponentProps<typeof Input> & { label: string; error?: string; hint?: string }) {
  // A caller's own id names the input, and the label follows it.
  const generated = useId();
  const id = props.id ?? generated;
  const described = [error ? `${id}-error` : undefined, hint ? `${id}-hint` : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={described} {...props} />
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * A message about the whole form (the server's answer), announced when it appears; with a
 * `title` (and its icon), a heading line above the text.
 */
export function FormAlert({
  children,
  tone = "error",
  title,
  icon: Icon,
}: {
  children: React.ReactNode;
  tone?: "error" | "info";
  title?: string;
  icon?: React.ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
}) {
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={
        tone === "error" ? "rounded-md border border-destructive bg-destructive/10 p-3 text-sm text-foreground" : "rounded-md border bg-muted p-3 text-sm"
      }
    >
      {title ? (
        <>
          <p className="flex items-center gap-2 font-semibold">
            {Icon && <Icon className="size-4" aria-hidden={true} />}
            {title}
          </p>
          <div className="mt-1">{children}</div>
        </>
      ) : (
        children
      )}
    </div>
  );
}
