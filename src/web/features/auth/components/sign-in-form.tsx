import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { authMessages, type SignInInput } from "../../../../shared/schemas/auth.js";
import { Button } from "../../../components/ui/button.js";
import { FormAlert, FormField } from "../../../components/ui/form-field.js";
import { signInSchema, useSignIn } from "../api/sign-in.js";
import { CheckInbox } from "./check-inbox.js";
import { authCodeOf } from "./new-password-field.js";

export function SignInForm() {
  const navigate = useNavigate();
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { email: "", password: "" } });
  const signIn = useSignIn();
  const errors = form.formState.errors;
  const notVerified = authCodeOf(signIn.error) === "EMAIL_NOT_VERIFIED";
  // Either field missing gets spec §5's one message.
  const missing = Boolean(errors.email || errors.password);

  if (notVerified) return <CheckInbox email={(signIn.variables?.email ?? "").trim().toLowerCase()} reason="not-verified" />;

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => signIn.mutate(values, { onSuccess: () => void navigate("/tasks") }))}
    >
      {missing && <FormAlert>{authMessages.credentialsRequired}</FormAlert>}
      {signIn.error && <FormAlert>{signIn.error.message}</FormAlert>}
      <FormField label="E-mail" type="email" autoComplete="email" aria-invalid={errors.email ? true : undefined} {...form.register("email")} />
      <FormField label="Password" type="password" autoComplete="current-password" aria-invalid={errors.password ? true : undefined} {...form.register("password")} />
      <div className="flex justify-end">
        <Link to="/auth/forgot-password" className="text-sm font-medium text-primary hover:underline">
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" disabled={signIn.isPending}>
        {signIn.isPending ? "Signing in..." : "Log in"}
      </Button>
      <p className="text-sm text-muted-foreground">
        New to Cadence?{" "}
        <Link to="/auth/signup" className="font-medium text-primary hover:underline">
          Create an account
        </Link>
      </p>
    </form>
  );
}
