import { Link } from "react-router";
import { PageShell } from "../../../components/layout/page-shell.js";

export default function SignupScreen() {
  return (
    <PageShell title="Create your Cadence account" lead="Plan your tasks and study smarter, free." width="narrow">
      <p className="text-sm text-muted-foreground">
        Already have an account?{" "}
        <Link to="/auth/login" className="font-medium text-primary hover:underline">
          Log in
        </Link>
      </p>
    </PageShell>
  );
}
