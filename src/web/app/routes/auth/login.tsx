import { PageShell } from "@/components/layout/page-shell.js";
import { SignInForm } from "@/features/auth/components/sign-in-form.js";

export default function LoginScreen() {
  return (
    <PageShell title="Log in to Cadence" lead="Welcome back. Pick up where you left off." width="narrow">
      <SignInForm />
    </PageShell>
  );
}
