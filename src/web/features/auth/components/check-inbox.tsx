import { MailCheck } from "lucide-react";
import { Button } from "@/components/ui/button.js";
import { FormAlert } from "@/components/ui/form-field.js";
import { useSendVerificationEmail } from "@/features/auth/api/send-verification-email.js";

/** After sign-up (or a sign-in before verifying): where the link went, and a way to get another. */
export function CheckInbox({ email, reason = "signed-up" }: { email: string; reason?: "signed-up" | "not-verified" }) {
  const resend = useSendVerificationEmail();
  return (
    <div className="grid gap-4">
      <FormAlert tone="info" icon={MailCheck} title={reason === "signed-up" ? "Check your inbox" : "Verify your e-mail address first"}>
        <p>
          {reason === "signed-up" ? "We sent a link to " : "Your account is waiting for you to confirm "}
          <strong>{email}</strong>
          {reason === "signed-up" ? ". Open it to verify your address and sign in." : ": open the link we mailed you to sign in."}
        </p>
      </FormAlert>
      {resend.isSuccess && (
        <p role="status" className="text-sm text-muted-foreground">
          A new link is on its way.
        </p>
      )}
      <Button variant="outline" disabled={resend.isPending} onClick={() => resend.mutate(email)}>
        {resend.isPending ? "Sending..." : "Send the link again"}
      </Button>
    </div>
  );
}
