import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { SignUpInput } from "../../../../shared/schemas/auth.js";
import { Button } from "../../../components/ui/button.js";
import { FormAlert, FormField } from "../../../components/ui/form-field.js";
import { signUpSchema, useSignUp } from "../api/sign-up.js";
import { CheckInbox } from "./check-inbox.js";
import { authCodeOf, NewPasswordField } from "./new-password-field.js";

export function SignUpForm() {
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const signUp = useSignUp();
  const errors = form.formState.errors;

  if (signUp.isSuccess) return <CheckInbox email={signUp.variables.email.trim().toLowerCase()} />;

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => signUp.mutate(values))}>
      {/* A refused password is shown on its field, not above the form. */}
      {signUp.error && authCodeOf(signUp.error) !== "WEAK_PASSWORD" && <FormAlert>{signUp.error.message}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register("firstName")} />
        <FormField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...form.register("lastName")} />
      </div>
      <FormField label="E-mail" type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
      <NewPasswordField error={errors.password?.message} serverError={signUp.error} {...form.register("password")} />
      <Button type="submit" disabled={signUp.isPending}>
        {signUp.isPending ? "Creating your account..." : "Create account"}
      </Button>
      <p className="text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link to="/auth/login" className="font-medium text-primary hover:underline">
          Log in
        </Link>
      </p>
    </form>
  );
}
