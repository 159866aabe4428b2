import { toNestErrors } from "@hookform/resolvers";
import { useEffect } from "react";
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path, type Resolver, type UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { ApiError, errorMessage } from "./api-client.js";

/**
 * The one form stack: react-hook-form, checked by the shared zod schema the server uses, and a
 * 422's issues put on the same fields. A failed save focuses (and so scrolls to) the first field
 * in error; after a first submit each field is checked again as it changes, so its error clears
 * once it is fixed.
 */

type IssuePath = readonly PropertyKey[];

/**
 * Which form field an issue belongs to (and what it says there): by default its whole path
 * ("questions.2.points"); undefined for the form as a whole.
 */
export type FieldOf = (path: IssuePath, message: string) => string | { name: string; message: string } | undefined;
const wholePath: FieldOf = (path) => (path.length ? path.map(String).join(".") : undefined);

interface ZodFormOptions<T extends FieldValues, S extends z.ZodType> {
  schema: S;
  defaultValues: DefaultValues<T>;
  /** The request the form's values make (what the schema checks), when they are not the same. */
  toInput?: (values: T) => unknown;
  fieldOf?: FieldOf;
}

/** Issues as react-hook-form's errors, the first issue of each field kept. */
function fieldErrors(issues: readonly { path: IssuePath; message: string }[], fieldOf: FieldOf): { errors: FieldErrors; unplaced: string[] } {
  const errors: FieldErrors = {};
  const unplaced: string[] = [];
  for (const issue of issues) {
    const placed = fieldOf(issue.path, issue.message);
    if (placed === undefined) unplaced.push(issue.message);
    else if (typeof placed === "string") errors[placed] ??= { type: "validation", message: issue.message };
    else errors[placed.name] ??= { type: "validation", message: placed.message };
  }
  return { errors, unplaced };
}

/** A resolver checking `toInput(values)` with the schema, issues placed by `fieldOf`; a form-wide issue goes on `root`. */
export function schemaResolver<T extends FieldValues, S extends z.ZodType>(
  schema: S,
  toInput: (values: T) => unknown = (values) => values,
  fieldOf: FieldOf = wholePath,
): Resolver<T> {
  return (values, _context, options) => {
    const checked = schema.safeParse(toInput(values));
    if (checked.success) return { values, errors: {} };
    const { errors, unplaced } = fieldErrors(checked.error.issues, fieldOf);
    if (unplaced.length) errors.root = { type: "validation", message: unplaced[0]! } as FieldErrors["root"];
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

export function useZodForm<T extends FieldValues, S extends z.ZodType>({ schema, defaultValues, toInput, fieldOf }: ZodFormOptions<T, S>): UseFormReturn<T> {
  const form = useForm<T>({
    resolver: schemaResolver<T, S>(schema, toInput, fieldOf),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: true,
  });
  // After a first submit the whole form is checked again at each change: an error placed on a
  // list ("Card 2: …") or taken from a 422 clears once what it names is fixed.
  const { subscribe, trigger } = form;
  const { isSubmitted } = form.formState;
  useEffect(() => (isSubmitted ? subscribe({ formState: { values: true }, callback: () => void trigger() }) : undefined), [isSubmitted, subscribe, trigger]);
  return form;
}

/**
 * Shows a failed save in the form: a 422's issues on the fields, by the same `fieldOf` the
 * resolver uses (the first one focused; issues no field takes on `root`), any other failure
 * (a 429, the network) on `root` as a whole. Returns whether the failure was a 422 shown on
 * the fields, for forms that toast only the others.
 */
export function applyServerIssues<T extends FieldValues>(form: UseFormReturn<T>, error: unknown, fieldOf: FieldOf = wholePath): boolean {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.issues.length) {
    form.setError("root", { type: "server", message: errorMessage(error) });
    return false;
  }
  const { errors, unplaced } = fieldErrors(error.issues, fieldOf);
  const names = Object.keys(errors);
  names.forEach((name, index) => form.setError(name as Path<T>, errors[name] as { type: string; message: string }, { shouldFocus: index === 0 }));
  if (unplaced.length || !names.length) form.setError("root", { type: "server", message: unplaced[0] ?? error.message });
  return true;
}

/** The error message of a field (or of a list of fields), at any depth of react-hook-form's errors. */
export function errorOf(errors: FieldErrors, name: string): string | undefined {
  let node: unknown = errors;
  for (const part of name.split(".")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  // A field array's own error (react-hook-form keeps it on `root`).
  const own = node && typeof node === "object" ? (node as { message?: unknown; root?: { message?: unknown } }) : undefined;
  const message = own?.message ?? own?.root?.message;
  return typeof message === "string" ? message : undefined;
}
