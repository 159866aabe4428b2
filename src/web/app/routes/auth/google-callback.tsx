import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { authMessages } from "@shared/schemas/auth.js";
import { PageShell } from "@/components/layout/page-shell.js";
import { Button } from "@/components/ui/button.js";
import { FormAlert } from "@/components/ui/form-field.js";
import { LoadingIndicator } from "@/components/ui/loading-indicator.js";
import { TwoFactorChallenge } from "@/features/auth/components/two-factor-challenge.js";
import { sessionChanged } from "@/lib/auth.js";

/**
 * Where Google or the OpenID provider sends the browser back (through better-auth's callback):
 * a session is waiting, or a TOTP code is due first, or the provider said no.
 */
export default function GoogleCallbackScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const providerError = params.get("error");
  const twoFactor = params.get("twoFactor") === "required";
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (providerError || twoFactor || started.current) return;
    started.current = true;
    sessionChanged(queryClient, "SIGNED_IN")
      .then((state) => {
        if (state.me) void navigate("/today", { replace: true });
        else setFailed(true);
      })
      .catch(() => setFailed(true));
  }, [providerError, twoFactor, queryClient, navigate]);

  let content;
  if (providerError || failed) {
    content = (
      <div className="grid gap-4">
        <FormAlert>{providerError === "account_not_linked" ? authMessages.oauthEmailNotVerified : authMessages.oauthFailed}</FormAlert>
        <Button asChild>
          <Link to="/auth/login">Back to log in</Link>
        </Button>
      </div>
    );
  } else if (twoFactor) {
    content = <TwoFactorChallenge onVerified={() => void navigate("/today", { replace: true })} />;
  } else {
    content = <LoadingIndicator label="Finishing your sign-in" />;
  }
  return (
    <PageShell title="Signing you in" lead="Finishing your sign-in with your account provider." width="narrow">
      {content}
    </PageShell>
  );
}
