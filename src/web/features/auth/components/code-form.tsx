import { useState, type ReactNode } from "react";
import { authMessages } from "@shared/schemas/auth.js";
import { Button } from "@/components/ui/button.js";
import { FormAlert, FormField } from "@/components/ui/form-field.js";
import { authCodeOf } from "./new-password-field.js";

/** One field for a one-time code (texted, from an authenticator app, or a backup code). */
export function CodeForm({
  label,
  hint,
  submitLabel,
  pending,
  error,
  onSubmit,
  children,
  numeric = true,
}: {
  label: string;
  hint?: string;
  submitLabel: string;
  pending: boolean;
  error?: string;
  onSubmit: (code: string) => void;
  children?: ReactNode;
  numeric?: boolean;
}) {
  const [code, setCode] = useState("");
  const [missing, setMissing] = useState(false);
  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!code.trim()) {
          setMissing(true);
          return;
        }
        setMissing(false);
        onSubmit(code.trim());
      }}
    >
      {error && <FormAlert>{error}</FormAlert>}
      <FormField
        label={label}
        hint={hint}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        inputMode={numeric ? "numeric" : "text"}
        maxLength={20}
        autoFocus
        error={missing ? authMessages.codeRequired : undefined}
        className="font-mono tracking-widest"
      />
      <Button type="submit" disabled={pending}>
        {pending ? "Checking..." : submitLabel}
      </Button>
      {children}
    </form>
  );
}

/** better-auth's codes for a code that is simply wrong (TOTP, backup, texted). */
const wrongCodeCodes = new Set(["INVALID_CODE", "INVALID_BACKUP_CODE", "INVALID_OTP", "OTP_NOT_FOUND"]);

/** The server's reason for refusing a code, in words a person can act on. */
export function codeErrorMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  const code = authCodeOf(error);
  if (code && wrongCodeCodes.has(code)) return authMessages.invalidCode;
  if (code === "OTP_EXPIRED") return authMessages.codeExpired;
  if (code === "INVALID_TWO_FACTOR_COOKIE") return authMessages.signInExpired;
  // Ours (a reused code, an expired sign-up, too many tries) and network errors say it best.
  return error instanceof Error ? error.message : authMessages.invalidCode;
}
