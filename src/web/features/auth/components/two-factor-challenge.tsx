import { useState } from "react";
import { ShieldCheck } from "lucide-react";
import { Button } from "../../../components/ui/button.js";
import { FormAlert } from "../../../components/ui/form-field.js";
import { useVerifySecondFactor, type SecondFactor } from "../api/two-factor.js";
import { CodeForm, codeErrorMessage } from "./code-form.js";

/** The second step of a sign-in for an account with TOTP on, whichever way the first step went. */
export function TwoFactorChallenge({ onVerified }: { onVerified: () => void }) {
  const [method, setMethod] = useState<SecondFactor>("totp");
  const verify = useVerifySecondFactor();
  const expired = verify.error instanceof Error && /invalid two factor cookie|session/i.test(verify.error.message);
  return (
    <div className="grid gap-4">
      <FormAlert tone="info">
        <p className="flex items-center gap-2 font-semibold">
          <ShieldCheck className="size-4" aria-hidden="true" />
          Two-step verification
        </p>
        <p className="mt-1">
          {method === "totp"
            ? "Enter the 6-digit code from your authenticator app."
            : "Enter one of the backup codes you saved when you turned on two-step verification. Each works once."}
        </p>
      </FormAlert>
      {expired ? (
        <FormAlert>This sign-in took too long. Please log in again.</FormAlert>
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
