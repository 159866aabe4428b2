import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { passwordMinLength, type SignUpInput } from "../../../../shared/schemas/auth.js";
import { Button } from "../../../components/ui/button.js";
import { FormAlert, FormField } from "../../../components/ui/form-field.js";
import { ApiError } from "../../../lib/api-client.js";
import { signUpSchema, useSignUp } from "../api/sign-up.js";
import { CheckInbox } from "./check-inbox.js";

export function SignUpForm() {
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const signUp = useSignUp();
  const errors = form.formState.errors;
  // A refused password is the password field's error, not the form's.
  const weakPassword = signUp.error instanceof ApiError && signUp.error.authCode === "WEAK_PASSWORD" ? signUp.error.message : undefined;

  if (signUp.isSuccess) return <CheckInbox email={signUp.variables.email.trim().toLowerCase()} />;

  return (
    <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => signUp.mutate(values))}>
      {signUp.error && !weakPassword && <FormAlert>{signUp.error.message}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register("firstName")} />
        <FormField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...form.register("lastName")} />
      </div>
      <FormField label="E-mail" type="email" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${passwordMinLength} characters.`}
        error={errors.password?.message ?? weakPassword}
        {...form.register("password")}
      />
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
