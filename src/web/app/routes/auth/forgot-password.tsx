import { PageShell } from "@/components/layout/page-shell.js";
import { ForgotPasswordForm } from "@/features/auth/components/forgot-password-form.js";

export default function ForgotPasswordScreen() {
  return (
    <PageShell title="Forgot your password?" lead="We will send you a link to choose a new one." width="narrow">
      <ForgotPasswordForm />
    </PageShell>
  );
}
