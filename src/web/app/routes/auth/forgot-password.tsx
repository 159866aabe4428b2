import { Link } from "react-router";
import { PageShell } from "../../../components/layout/page-shell.js";

export default function ForgotPasswordScreen() {
  return (
    <PageShell title="Forgot your password?" lead="We will send you a link to choose a new one." width="narrow">
      <p className="text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link to="/auth/login" className="font-medium text-primary hover:underline">
          Log in
        </Link>
      </p>
    </PageShell>
  );
}
