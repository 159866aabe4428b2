import { cloneElement, isValidElement, useId, type ComponentProps, type ReactElement, type ReactNode } from "react";
import { cn } from "@/lib/cn.js";
import { Input } from "./input.js";
import { Label } from "./label.js";

/** The one style of a field's error message. */
export function FieldError({ className, ...props }: ComponentProps<"p">) {
  return <p className={cn("text-sm font-medium text-destructive", className)} {...props} />;
}

interface ControlProps {
  id?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
}

/**
 * A label, any one control (input, textarea, select, a custom picker taking id and aria props),
 * an optional description and the field's error, wired for screen readers: the control gets the
 * id the label names, aria-invalid while in error and aria-describedby naming the description
 * or the error.
 */
export function Field({
  id: given,
  label,
  description,
  error,
  className,
  children,
}: {
  id?: string;
  label: ReactNode;
  description?: ReactNode;
  error?: string | undefined;
  className?: string;
  children: ReactElement<ControlProps>;
}) {
  const generated = useId();
  const id = given ?? (isValidElement(children) ? children.props.id : undefined) ?? generated;
  const described = [error ? `${id}-error` : undefined, description && !error ? `${id}-description` : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("grid content-start gap-1.5", className)}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, "aria-invalid": error ? true : undefined, "aria-describedby": described })}
      {description && !error && (
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {description}
        </p>
      )}
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </div>
  );
}

/** A labelled input with its error: a Field holding an Input. */
export function FormField({ label, error, hint, ...props }: ComponentProps<typeof Input> & { label: string; error?: string | undefined; hint?: string }) {
  return (
    <Field id={props.id} label={label} description={hint} error={error}>
      <Input {...props} />
    </Field>
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
