import { PageShell } from "@/components/layout/page-shell.js";
import { SignUpForm } from "@/features/auth/components/sign-up-form.js";

export default function SignupScreen() {
  return (
    <PageShell title="Create your Cadence account" lead="Plan your tasks and study smarter, free." width="narrow">
      <SignUpForm />
    </PageShell>
  );
}
