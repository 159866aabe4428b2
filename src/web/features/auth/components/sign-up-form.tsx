import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, useForm, useWatch } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { parseLogin, type SignUpInput } from "@shared/schemas/auth.js";
import { Button } from "@/components/ui/button.js";
import { Checkbox } from "@/components/ui/checkbox.js";
import { FormAlert, FormField } from "@/components/ui/form-field.js";
import { Label } from "@/components/ui/label.js";
import { useSignUp } from "@/features/auth/api/sign-up.js";
import { signUpSchema } from "@shared/schemas/auth.js";
import { CheckInbox } from "./check-inbox.js";
import { authCodeOf, NewPasswordField } from "./new-password-field.js";
import { OAuthButtons } from "./oauth-buttons.js";
import { PhoneCodeForm } from "./phone-code-form.js";

export function SignUpForm() {
  const navigate = useNavigate();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { firstName: "", lastName: "", login: "", password: "", newsletterOptIn: false },
  });
  const signUp = useSignUp();
  const errors = form.formState.errors;
  const login = useWatch({ control: form.control, name: "login" });
  const byPhone = parseLogin(login)?.kind === "phone";

  if (signUp.data?.kind === "email") return <CheckInbox email={signUp.data.email} />;
  if (signUp.data?.kind === "phone") return <PhoneCodeForm phoneNumber={signUp.data.phoneNumber} onSignedIn={() => void navigate("/today")} />;

  return (
    <div className="grid gap-4">
      <OAuthButtons />
      <form noValidate className="grid gap-4" onSubmit={form.handleSubmit((values) => signUp.mutate(values))}>
        {/* A refused password is shown on its field, not above the form. */}
        {signUp.error && authCodeOf(signUp.error) !== "WEAK_PASSWORD" && <FormAlert>{signUp.error.message}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label="First name" autoComplete="given-name" error={errors.firstName?.message} {...form.register("firstName")} />
          <FormField label="Last name" autoComplete="family-name" error={errors.lastName?.message} {...form.register("lastName")} />
        </div>
        <FormField
          label="E-mail or phone number"
          type="text"
          autoComplete="username"
          hint="A phone number starts with + and its country code; we text it a code."
          error={errors.login?.message}
          {...form.register("login")}
        />
        <NewPasswordField error={errors.password?.message} serverError={signUp.error} {...form.register("password")} />
        <div className="flex items-start gap-3">
          <Controller
            control={form.control}
            name="newsletterOptIn"
            render={({ field }) => (
              <Checkbox
                id="newsletter-opt-in"
                className="mt-0.5"
                checked={field.value}
                disabled={byPhone}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                aria-describedby={byPhone ? "newsletter-opt-in-hint" : undefined}
              />
            )}
          />
          <div className="grid gap-1">
            <Label htmlFor="newsletter-opt-in" className="font-normal leading-snug">
              Send me the Cadence newsletter: study tips and product news, about once a month.
            </Label>
            {byPhone && (
              <p id="newsletter-opt-in-hint" className="text-xs text-muted-foreground">
                The newsletter goes by e-mail: subscribe with an address from the footer.
              </p>
            )}
          </div>
        </div>
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
    </div>
  );
}
