import { useSearchParams } from "react-router";
import { PageShell } from "@/components/layout/page-shell.js";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form.js";

export default function ResetPasswordScreen() {
  const [params] = useSearchParams();
  return (
    <PageShell title="Choose a new password" lead="Pick a password you have not used elsewhere." width="narrow">
      <ResetPasswordForm token={params.get("token")} linkError={params.has("error")} />
    </PageShell>
  );
}
