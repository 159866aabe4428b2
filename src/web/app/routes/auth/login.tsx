import { Link } from "react-router";
import { PageShell } from "../../../components/layout/page-shell.js";

export default function LoginScreen() {
  return (
    <PageShell title="Log in to Cadence" lead="Welcome back. Pick up where you left off." width="narrow">
      <p className="text-sm text-muted-foreground">
        New to Cadence?{" "}
        <Link to="/auth/signup" className="font-medium text-primary hover:underline">
          Create an account
        </Link>
      </p>
    </PageShell>
  );
}
