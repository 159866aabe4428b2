import { useEffect } from "react";
import { Link, useSearchParams } from "react-router";
import { PageShell } from "@/components/layout/page-shell.js";
import { Button } from "@/components/ui/button.js";
import { FormAlert } from "@/components/ui/form-field.js";
import { LoadingIndicator } from "@/components/ui/loading-indicator.js";
import { useAuth } from "@/lib/auth.js";
import { announceSessionEvent } from "@/lib/session-events.js";

/** Where a verification link lands: verified and signed in, or told why not. */
export default function VerifyScreen() {
  const [params] = useSearchParams();
  const { status, me } = useAuth();
  const failed = params.has("error");
  const verified = Boolean(me?.user.emailVerified);
  // The link signed this browser in: the other open tabs should know.
  useEffect(() => {
    if (verified && !failed) announceSessionEvent("SIGNED_IN");
  }, [verified, failed]);

  let content;
  if (failed) {
    content = (
      <div className="grid gap-4">
        <FormAlert>This verification link is invalid or has expired. Log in to get a new one sent to you.</FormAlert>
        <Button asChild>
          <Link to="/auth/login">Log in</Link>
        </Button>
      </div>
    );
  } else if (status === "loading") {
    content = <LoadingIndicator label="Checking your session" />;
  } else if (me?.user.emailVerified) {
    content = (
      <div className="grid gap-4">
        <FormAlert tone="info">
          Your e-mail address <strong>{me.user.email}</strong> is verified and you are signed in.
        </FormAlert>
        <Button asChild>
          <Link to="/today">Go to my dashboard</Link>
        </Button>
      </div>
    );
  } else {
    content = (
      <div className="grid gap-4">
        <FormAlert tone="info">Open the link we mailed you to verify your address. Lost it? Log in and ask for a new one.</FormAlert>
        <Button asChild>
          <Link to="/auth/login">Log in</Link>
        </Button>
      </div>
    );
  }
  return (
    <PageShell title="Verify your account" lead="Confirm your e-mail address to finish signing up." width="narrow">
      {content}
    </PageShell>
  );
}
