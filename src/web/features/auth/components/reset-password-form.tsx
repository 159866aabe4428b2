import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { ResetPasswordInput } from "@shared/schemas/auth.js";
import { Button } from "@/components/ui/button.js";
import { FormAlert, FormField } from "@/components/ui/form-field.js";
import { useResetPassword } from "@/features/auth/api/reset-password.js";
import { resetPasswordSchema } from "@shared/schemas/auth.js";
import { authCodeOf, NewPasswordField } from "./new-password-field.js";

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
  const failure = authCodeOf(reset.error);

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
      {failure === "INVALID_TOKEN" && <InvalidLink />}
      {reset.error && failure !== "INVALID_TOKEN" && failure !== "WEAK_PASSWORD" && <FormAlert>{reset.error.message}</FormAlert>}
      <NewPasswordField label="New password" error={errors.password?.message} serverError={reset.error} {...form.register("password")} />
      <FormField label="Repeat the new password" type="password" autoComplete="new-password" error={errors.confirm?.message} {...form.register("confirm")} />
      <Button type="submit" disabled={reset.isPending}>
        {reset.isPending ? "Saving..." : "Change password"}
      </Button>
    </form>
  );
}
