import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { passwordMinLength, type ResetPasswordInput } from "../../../../shared/schemas/auth.js";
import { Button } from "../../../components/ui/button.js";
import { FormAlert, FormField } from "../../../components/ui/form-field.js";
import { ApiError } from "../../../lib/api-client.js";
import { resetPasswordSchema, useResetPassword } from "../api/reset-password.js";

function InvalidLink() {
  return (
    <FormAlert>
      This link is invalid or has expired.{" "}
      <Link to="/auth/forgot-password" className="font-medium underline">
        Ask for a new one
      </Link>
      .
    </FormAlert>
  );
}

export function ResetPasswordForm({ token, linkError }: { token: string | null; linkError: boolean }) {
  const form = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: "", confirm: "" } });
  const reset = useResetPassword();
  const errors = form.formState.errors;
  const weakPassword = reset.error instanceof ApiError && reset.error.authCode === "WEAK_PASSWORD" ? reset.error.message : undefined;

  if (!token || linkError) return <InvalidLink />;
  if (reset.isSuccess) {
    return (
      <div className="grid gap-4">
        <FormAlert tone="info">Your password has been changed, and every other device has been signed out.</FormAlert>
        <Button asChild>
          <Link to="/auth/login">Log in</Link>
        </Button>
      </div>
    );
  }
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => reset.mutate({ token, password: values.password }))}>
      {reset.error && !weakPassword && (reset.error.message.toLowerCase().includes("token") ? <InvalidLink /> : <FormAlert>{reset.error.message}</FormAlert>)}
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${passwordMinLength} characters.`}
        error={errors.password?.message ?? weakPassword}
        {...form.register("password")}
      />
      <FormField label="Repeat the new password" type="password" autoComplete="new-password" error={errors.confirm?.message} {...form.register("confirm")} />
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? "Saving..." : "Change password"}
      </Button>
    </form>
  );
}
