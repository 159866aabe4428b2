import type { ComponentProps } from "react";
import { passwordMinLength } from "@shared/schemas/auth.js";
import { FormField } from "@/components/ui/form-field.js";
import { ApiError } from "@/lib/api-client.js";

/** better-auth's code on a failed request, when the failure is one of its own. */
export function authCodeOf(error: unknown): string | undefined {
  return error instanceof ApiError ? error.authCode : undefined;
}

/**
 * Choosing a password (sign-up, reset): the length hint, and the field's error, either the
 * form's own check or the server's reasons for refusing it ('This is a very common password').
 */
export function NewPasswordField({
  label = "Password",
  error,
  serverError,
  ...props
}: Omit<ComponentProps<typeof FormField>, "label" | "type"> & { label?: string; serverError: unknown }) {
  const refused = authCodeOf(serverError) === "WEAK_PASSWORD" ? (serverError as ApiError).message : undefined;
  return (
    <FormField
      label={label}
      type="password"
      autoComplete="new-password"
      hint={`At least ${passwordMinLength} characters.`}
      error={error ?? refused}
      {...props}
    />
  );
}
