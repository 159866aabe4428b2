import { useState, type ReactNode } from "react";
import { authMessages } from "../../../../shared/schemas/auth.js";
import { Button } from "../../../components/ui/button.js";
import { FormAlert, FormField } from "../../../components/ui/form-field.js";

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

/** The server's reason for refusing a code, in words a person can act on. */
export function codeErrorMessage(error: unknown): string | undefined {
  if (!error) return undefined;
  const message = error instanceof Error ? error.message : "";
  // Our own messages (a reused code, an expired sign-up, too many tries) say it best.
  if (/already been used|expired|too many/i.test(message)) return message;
  return authMessages.invalidCode;
}
