import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { accountSecurityMessages } from "@shared/messages.js";
import { passwordMinLength } from "@shared/schemas/auth.js";
import { Badge } from "@/components/ui/badge.js";
import { Button } from "@/components/ui/button.js";
import { Checkbox } from "@/components/ui/checkbox.js";
import { FormAlert, FormField } from "@/components/ui/form-field.js";
import { LoadError } from "@/components/ui/load-error.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { useChangePassword, useDeviceSessions, useRevokeSession } from "@/features/auth/api/account-security.js";
import { describeAddress, describeDevice } from "@/features/auth/lib/device.js";
import { authCodeOf, NewPasswordField } from "./new-password-field.js";

/** Change the password: the current one is required; other devices can be signed out with it. */
export function PasswordSettings() {
  const id = useId();
  const change = useChangePassword();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [errors, setErrors] = useState<{ current?: string; next?: string; form?: string }>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!current) found.current = "Enter your current password";
    if (next.length < passwordMinLength) found.next = `At least ${passwordMinLength} characters`;
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      await change.mutateAsync({ currentPassword: current, newPassword: next, revokeOtherSessions: signOutOthers });
      setCurrent("");
      setNext("");
      toast.success(accountSecurityMessages.passwordChanged);
    } catch (error) {
      const code = authCodeOf(error);
      if (code === "INVALID_PASSWORD") setErrors({ current: accountSecurityMessages.wrongCurrentPassword });
      else if (code !== "WEAK_PASSWORD") setErrors({ form: error instanceof Error ? error.message : String(error) });
      toast.error(accountSecurityMessages.passwordFailed, { description: error instanceof Error ? error.message : undefined });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Change password">
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={`${id}-current`}
          label="Current password"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={errors.current}
          disabled={change.isPending}
        />
        <NewPasswordField
          id={`${id}-next`}
          label="New password"
          value={next}
          onChange={(event) => setNext(event.target.value)}
          error={errors.next}
          serverError={change.error}
          disabled={change.isPending}
        />
      </div>
      <label className="flex items-center gap-2 text-sm">
        <Checkbox checked={signOutOthers} onCheckedChange={(checked) => setSignOutOthers(checked === true)} disabled={change.isPending} />
        Sign out my other devices
      </label>
      <Button type="submit" className="justify-self-start" disabled={change.isPending}>
        {change.isPending ? "Changing…" : "Change password"}
      </Button>
    </form>
  );
}

const lastSeen = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

/** Signed-in devices: what, where from, last seen; sign out one, or all but this one. */
export function DeviceSessions() {
  const sessions = useDeviceSessions();
  const revoke = useRevokeSession();

  const signOut = (token: string | "others") =>
    revoke.mutate(token, {
      onSuccess: () => toast.success(token === "others" ? accountSecurityMessages.sessionsRevoked : accountSecurityMessages.sessionRevoked),
      onError: (error) => toast.error(accountSecurityMessages.sessionsFailed, { description: error.message }),
    });

  if (sessions.isPending) return <Skeleton className="h-24" aria-label="Loading your devices" />;
  if (sessions.isError) return <LoadError message="Could not load your signed-in devices." onRetry={() => sessions.refetch()} />;
  const others = sessions.data.sessions.filter((session) => session.token !== sessions.data.currentToken);

  return (
    <div className="grid gap-3">
      <ul className="grid gap-2" aria-label="Signed-in devices">
        {sessions.data.sessions.map((session) => {
          const current = session.token === sessions.data.currentToken;
          const device = describeDevice(session.userAgent);
          return (
            <li key={session.id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border px-3 py-2">
              <div className="grid text-sm">
                <span className="flex items-center gap-2 font-medium">
                  {device} {current && <Badge variant="secondary">This device</Badge>}
                </span>
                <span className="text-xs text-muted-foreground">
                  {describeAddress(session.ipAddress)} · last seen {lastSeen.format(new Date(session.updatedAt))}
                </span>
              </div>
              {!current && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => signOut(session.token)}
                  disabled={revoke.isPending}
                  aria-label={`Sign out ${device}, last seen ${lastSeen.format(new Date(session.updatedAt))}`}
                >
                  Sign out
                </Button>
              )}
            </li>
          );
        })}
      </ul>
      {others.length > 0 && (
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => signOut("others")} disabled={revoke.isPending}>
          Sign out all other devices
        </Button>
      )}
    </div>
  );
}
