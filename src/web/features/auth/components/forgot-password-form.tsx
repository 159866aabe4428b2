import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { Button } from "@/components/ui/button.js";
import { FormAlert, FormField } from "@/components/ui/form-field.js";
import { useRequestPasswordReset } from "@/features/auth/api/request-password-reset.js";
import { forgotPasswordSchema } from "@shared/schemas/auth.js";

export function ForgotPasswordForm() {
  const form = useForm<{ email: string }>({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: "" } });
  const request = useRequestPasswordReset();

  if (request.isSuccess) {
    return (
      <FormAlert tone="info">
        If an account uses <strong>{request.variables.email.trim().toLowerCase()}</strong>, a link to choose a new password is on its way. It works once, for
        one hour.
      </FormAlert>
    );
  }
  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => request.mutate(values))}>
      <FormField label="E-mail" type="email" autoComplete="email" error={form.formState.errors.email?.message} {...form.register("email")} />
      <Button type="submit" disabled={request.isPending}>
        {request.isPending ? "Sending..." : "Send me a link"}
      </Button>
      <p className="text-sm text-muted-foreground">
        Remembered it?{" "}
        <Link to="/auth/login" className="font-medium text-primary hover:underline">
          Log in
        </Link>
      </p>
    </form>
  );
}
