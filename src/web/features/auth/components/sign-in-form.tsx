import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { authMessages, type SignInInput } from "@shared/schemas/auth.js";
import { Button } from "@/components/ui/button.js";
import { FormAlert, FormField } from "@/components/ui/form-field.js";
import { useSignIn } from "@/features/auth/api/sign-in.js";
import { signInSchema } from "@shared/schemas/auth.js";
import { CheckInbox } from "./check-inbox.js";
import { authCodeOf } from "./new-password-field.js";
import { OAuthButtons } from "./oauth-buttons.js";
import { TwoFactorChallenge } from "./two-factor-challenge.js";

export function SignInForm() {
  const navigate = useNavigate();
  const form = useForm<SignInInput>({ resolver: zodResolver(signInSchema), defaultValues: { login: "", password: "" } });
  const signIn = useSignIn();
  const [twoFactor, setTwoFactor] = useState(false);
  const errors = form.formState.errors;
  const notVerified = authCodeOf(signIn.error) === "EMAIL_NOT_VERIFIED";
  // Either field missing gets spec §5's one message.
  const missing = Boolean(errors.login || errors.password);
  const done = () => void navigate("/today");

  if (twoFactor) return <TwoFactorChallenge onVerified={done} />;
  if (notVerified) return <CheckInbox email={(signIn.variables?.login ?? "").trim().toLowerCase()} reason="not-verified" />;

  return (
    <div className="grid gap-4">
      <OAuthButtons />
      <form
        noValidate
        className="grid gap-4"
        onSubmit={form.handleSubmit((values) => signIn.mutate(values, { onSuccess: (outcome) => (outcome.twoFactor ? setTwoFactor(true) : done()) }))}
      >
        {missing && <FormAlert>{authMessages.credentialsRequired}</FormAlert>}
        {signIn.error && <FormAlert>{signIn.error.message}</FormAlert>}
        <FormField
          label="E-mail or phone number"
          type="text"
          autoComplete="username"
          aria-invalid={errors.login ? true : undefined}
          {...form.register("login")}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          {...form.register("password")}
        />
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
    </div>
  );
}
