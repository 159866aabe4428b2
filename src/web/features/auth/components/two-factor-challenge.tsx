import { useState } from "react";
import { ShieldCheck } from "lucide-react";
import { Button } from "@/components/ui/button.js";
import { Link } from "react-router";
import { authMessages } from "@shared/schemas/auth.js";
import { FormAlert } from "@/components/ui/form-field.js";
import { useVerifySecondFactor, type SecondFactor } from "@/features/auth/api/two-factor.js";
import { CodeForm, codeErrorMessage } from "./code-form.js";
import { authCodeOf } from "./new-password-field.js";

/** The second step of a sign-in for an account with TOTP on, whichever way the first step went. */
export function TwoFactorChallenge({ onVerified }: { onVerified: () => void }) {
  const [method, setMethod] = useState<SecondFactor>("totp");
  const verify = useVerifySecondFactor();
  // The pending sign-in lasts ten minutes; after that only a new sign-in helps.
  const expired = authCodeOf(verify.error) === "INVALID_TWO_FACTOR_COOKIE";
  return (
    <div className="grid gap-4">
      <FormAlert tone="info" icon={ShieldCheck} title="Two-step verification">
        <p>
          {method === "totp"
            ? "Enter the 6-digit code from your authenticator app."
            : "Enter one of the backup codes you saved when you turned on two-step verification. Each works once."}
        </p>
      </FormAlert>
      {expired ? (
        <>
          <FormAlert>{authMessages.signInExpired}</FormAlert>
          <Button asChild>
            <Link to="/auth/login">Log in</Link>
          </Button>
        </>
      ) : (
        <CodeForm
          key={method}
          label={method === "totp" ? "Authentication code" : "Backup code"}
          submitLabel="Verify"
          numeric={method === "totp"}
          pending={verify.isPending}
          error={codeErrorMessage(verify.error)}
          onSubmit={(code) => verify.mutate({ code, method }, { onSuccess: onVerified })}
        >
          <Button
            type="button"
            variant="link"
            className="justify-self-start px-0"
            onClick={() => {
              verify.reset();
              setMethod(method === "totp" ? "backup" : "totp");
            }}
          >
            {method === "totp" ? "Use a backup code instead" : "Use the authenticator app instead"}
          </Button>
        </CodeForm>
      )}
    </div>
  );
}
