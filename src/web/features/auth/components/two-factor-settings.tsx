import { useState } from "react";
import { KeyRound, ShieldCheck, ShieldOff } from "lucide-react";
import { toast } from "sonner";
import { renderSVG } from "uqr";
import { Badge } from "@/components/ui/badge.js";
import { Button } from "@/components/ui/button.js";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card.js";
import { FormAlert, FormField } from "@/components/ui/form-field.js";
import { useAuth } from "@/lib/auth.js";
import { useConfirmTwoFactor, useDisableTwoFactor, useRegenerateBackupCodes, useStartTwoFactor, type Enrollment } from "@/features/auth/api/two-factor.js";
import { CodeForm, codeErrorMessage } from "./code-form.js";

/** The secret of an otpauth:// URI, for typing into an app that cannot scan. */
function secretOf(totpURI: string): string {
  return new URL(totpURI).searchParams.get("secret") ?? "";
}

function PasswordStep({
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: {
  submitLabel: string;
  pending: boolean;
  error?: string;
  onSubmit: (password: string) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState("");
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (password) onSubmit(password);
      }}
    >
      {error && <FormAlert>{error}</FormAlert>}
      <FormField label="Your password" type="password" autoComplete="current-password" value={password} onChange={(event) => setPassword(event.target.value)} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending || !password}>
          {pending ? "Checking..." : submitLabel}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function BackupCodeList({ codes }: { codes: string[] }) {
  return (
    <ul aria-label="Backup codes" className="mt-2 grid grid-cols-2 gap-1 font-mono text-foreground sm:grid-cols-3">
      {codes.map((code) => (
        <li key={code} className="rounded bg-muted px-2 py-1 text-center">
          {code}
        </li>
      ))}
    </ul>
  );
}

function EnrollStep({ enrollment, onDone, onCancel }: { enrollment: Enrollment; onDone: () => void; onCancel: () => void }) {
  const confirm = useConfirmTwoFactor();
  const svg = renderSVG(enrollment.totpURI, { border: 2 });
  return (
    <div className="grid gap-5">
      <ol className="grid list-decimal gap-4 pl-5 text-sm">
        <li>
          Scan this QR code with an authenticator app (Google Authenticator, 1Password, Authy...).
          <img
            src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
            alt="QR code for your authenticator app"
            className="mt-3 size-44 rounded-md border bg-white p-1"
          />
          <p className="mt-2 text-muted-foreground">
            Can't scan? Enter this key:{" "}
            <code className="break-all rounded bg-muted px-1.5 py-0.5 font-mono text-foreground">{secretOf(enrollment.totpURI)}</code>
          </p>
        </li>
        <li>
          Save these backup codes somewhere safe. Each one signs you in once if you lose your phone.
          <BackupCodeList codes={enrollment.backupCodes} />
        </li>
        <li>Enter the 6-digit code the app shows to finish.</li>
      </ol>
      <CodeForm
        label="Authentication code"
        submitLabel="Turn on two-step verification"
        pending={confirm.isPending}
        error={codeErrorMessage(confirm.error)}
        onSubmit={(code) =>
          confirm.mutate(code, {
            onSuccess: () => {
              toast.success("Two-step verification is on");
              onDone();
            },
          })
        }
      >
        {/* Until a code confirms it, nothing has changed: sign-ins still ask only for the first step. */}
        <Button type="button" variant="ghost" className="justify-self-start" onClick={onCancel}>
          Cancel
        </Button>
      </CodeForm>
    </div>
  );
}

/** Settings → Security: TOTP two-step verification on or off. */
export function TwoFactorSettings() {
  const { me } = useAuth();
  const start = useStartTwoFactor();
  const disable = useDisableTwoFactor();
  const regenerate = useRegenerateBackupCodes();
  const [step, setStep] = useState<"idle" | "password" | "enroll" | "disable" | "codes" | "new-codes">("idle");
  const enabled = me?.user.twoFactorEnabled === true;
  const hasPassword = me?.user.hasPassword !== false;
  const cancel = () => {
    start.reset();
    disable.reset();
    regenerate.reset();
    setStep("idle");
  };
  const makeCodes = (password: string | undefined) => regenerate.mutate(password, { onSuccess: () => setStep("new-codes") });
  const begin = () => {
    // Without a password (Google/OIDC only) the session itself is the proof.
    if (hasPassword) setStep("password");
    else start.mutate(undefined, { onSuccess: () => setStep("enroll") });
  };

  let body;
  if (step === "password") {
    body = (
      <PasswordStep
        submitLabel="Continue"
        pending={start.isPending}
        error={start.error?.message}
        onSubmit={(password) => start.mutate(password, { onSuccess: () => setStep("enroll") })}
        onCancel={cancel}
      />
    );
  } else if (step === "enroll" && start.data) {
    body = <EnrollStep enrollment={start.data} onDone={() => setStep("idle")} onCancel={cancel} />;
  } else if (step === "disable") {
    body = (
      <PasswordStep
        submitLabel="Turn off two-step verification"
        pending={disable.isPending}
        error={disable.error?.message}
        onSubmit={(password) =>
          disable.mutate(password, {
            onSuccess: () => {
              toast.success("Two-step verification is off");
              setStep("idle");
            },
          })
        }
        onCancel={cancel}
      />
    );
  } else if (step === "codes") {
    body = (
      <PasswordStep
        submitLabel="Make new backup codes"
        pending={regenerate.isPending}
        error={regenerate.error?.message}
        onSubmit={makeCodes}
        onCancel={cancel}
      />
    );
  } else if (step === "new-codes" && regenerate.data) {
    body = (
      <div className="grid gap-3 text-sm">
        <p>Your new backup codes: save them somewhere safe. The old ones no longer work.</p>
        <BackupCodeList codes={regenerate.data.backupCodes} />
        <Button type="button" className="justify-self-start" onClick={cancel}>
          Done
        </Button>
      </div>
    );
  } else {
    body = enabled ? (
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={disable.isPending}
          onClick={() => (hasPassword ? setStep("disable") : disable.mutate(undefined, { onSuccess: () => toast.success("Two-step verification is off") }))}
        >
          <ShieldOff className="size-4" aria-hidden="true" />
          Turn off
        </Button>
        <Button variant="outline" disabled={regenerate.isPending} onClick={() => (hasPassword ? setStep("codes") : makeCodes(undefined))}>
          <KeyRound className="size-4" aria-hidden="true" />
          New backup codes
        </Button>
      </div>
    ) : (
      <Button className="justify-self-start" disabled={start.isPending} onClick={begin}>
        <ShieldCheck className="size-4" aria-hidden="true" />
        Turn on
      </Button>
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          Two-step verification
          <Badge variant={enabled ? "default" : "secondary"}>{enabled ? "On" : "Off"}</Badge>
        </CardTitle>
        <CardDescription>Ask for a code from an authenticator app after your password, or after Google, whenever you sign in.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {step === "idle" && (start.error || disable.error || regenerate.error) && (
          <FormAlert>{(start.error ?? disable.error ?? regenerate.error)?.message}</FormAlert>
        )}
        {body}
      </CardContent>
    </Card>
  );
}
