import { useState } from "react";
import { MessageSquare } from "lucide-react";
import { phoneCodeTtlMinutes } from "@shared/schemas/auth.js";
import { Button } from "@/components/ui/button.js";
import { FormAlert } from "@/components/ui/form-field.js";
import { useResendPhoneCode, useVerifyPhone } from "@/features/auth/api/phone.js";
import { CodeForm, codeErrorMessage } from "./code-form.js";
import { TwoFactorChallenge } from "./two-factor-challenge.js";

/** After a phone sign-up: the texted code, a way to get another, then the account is ready. */
export function PhoneCodeForm({ phoneNumber, onSignedIn }: { phoneNumber: string; onSignedIn: () => void }) {
  const verify = useVerifyPhone();
  const resend = useResendPhoneCode();
  const [twoFactor, setTwoFactor] = useState(false);
  if (twoFactor) return <TwoFactorChallenge onVerified={onSignedIn} />;
  return (
    <div className="grid gap-4">
      <FormAlert tone="info" icon={MessageSquare} title="Check your phone">
        <p>
          We texted a 6-digit code to <strong>{phoneNumber}</strong>. It works for {phoneCodeTtlMinutes} minutes.
        </p>
      </FormAlert>
      <CodeForm
        label="Code"
        submitLabel="Verify and continue"
        pending={verify.isPending}
        error={codeErrorMessage(verify.error)}
        onSubmit={(code) => verify.mutate({ phoneNumber, code }, { onSuccess: (outcome) => (outcome.twoFactor ? setTwoFactor(true) : onSignedIn()) })}
      />
      {resend.isSuccess && (
        <p role="status" className="text-sm text-muted-foreground">
          A new code is on its way.
        </p>
      )}
      <Button variant="outline" disabled={resend.isPending} onClick={() => resend.mutate(phoneNumber)}>
        {resend.isPending ? "Sending..." : "Text me a new code"}
      </Button>
    </div>
  );
}
