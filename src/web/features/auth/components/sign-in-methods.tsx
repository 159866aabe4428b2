import { KeyRound } from "lucide-react";
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { accountSecurityMessages } from "@shared/messages.js";
import { authMessages, emailSchema, normalizePhoneNumber } from "@shared/schemas/auth.js";
import type { Me } from "@shared/schemas/profile.js";
import { Badge } from "@/components/ui/badge.js";
import { Button } from "@/components/ui/button.js";
import { FormAlert, FormField } from "@/components/ui/form-field.js";
import { LoadError } from "@/components/ui/load-error.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { errorMessage } from "@/lib/api-client.js";
import { usePublicConfig } from "@/lib/public-config.js";
import {
  useChangeEmail,
  useConfirmPhone,
  useLinkedAccounts,
  useLinkProvider,
  useSendPhoneCode,
  useUnlinkProvider,
} from "@/features/auth/api/account-security.js";
import { CodeForm, codeErrorMessage } from "./code-form.js";
import { authCodeOf } from "./new-password-field.js";

/** Removes one-time query parameters (a return from a mail or a provider), keeping the #section. */
function useDropParams() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (keys: string[]) => {
      const search = new URLSearchParams(location.search);
      for (const key of keys) search.delete(key);
      const query = search.toString();
      void navigate({ pathname: location.pathname, search: query ? `?${query}` : "", hash: location.hash }, { replace: true });
    },
    [navigate, location.pathname, location.search, location.hash],
  );
}

/** The ways into the account: e-mail address, phone number, and Google or the OpenID provider. */
export function SignInMethods({ me }: { me: Me }) {
  return (
    <div className="grid gap-4">
      <EmailAddress me={me} />
      <PhoneNumber me={me} />
      <LinkedProviders />
    </div>
  );
}

function Row({ title, value, children }: { title: string; value: React.ReactNode; children?: React.ReactNode }) {
  return (
    <div className="grid gap-3 rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <h4 className="text-sm font-medium">{title}</h4>
          <div className="text-sm text-muted-foreground">{value}</div>
        </div>
      </div>
      {children}
    </div>
  );
}

function EmailAddress({ me }: { me: Me }) {
  const id = useId();
  const change = useChangeEmail();
  const [params] = useSearchParams();
  const [editing, setEditing] = useState(false);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();

  // Back from the link in the mail.
  const changed = params.get("email") === "changed";
  const dropParams = useDropParams();
  useEffect(() => {
    if (!changed) return;
    toast.success(accountSecurityMessages.emailChanged);
    dropParams(["email"]);
  }, [changed, dropParams]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) return setError(authMessages.invalidEmail);
    const next = parsed.data;
    if (next === me.user.email) return setError("That is already your address.");
    setError(undefined);
    try {
      await change.mutateAsync(next);
      setSentTo(next);
      setEditing(false);
      setEmail("");
      toast.success(accountSecurityMessages.emailChangeSent(next));
    } catch (failure) {
      setError(errorMessage(failure));
      toast.error(accountSecurityMessages.emailChangeFailed, { description: errorMessage(failure) });
    }
  };

  return (
    <Row
      title="E-mail address"
      value={
        me.user.email ? (
          <span className="flex flex-wrap items-center gap-2">
            {me.user.email} {me.user.emailVerified ? <Badge variant="secondary">Verified</Badge> : <Badge variant="outline">Not verified</Badge>}
          </span>
        ) : (
          "None yet: add one to sign in with it and get mail from us."
        )
      }
    >
      {sentTo && !editing && (
        <p role="status" className="text-sm">
          {accountSecurityMessages.emailChangeSent(sentTo)}
        </p>
      )}
      {editing ? (
        <form onSubmit={submit} noValidate className="grid gap-3" aria-label="Change e-mail address">
          <FormField
            id={`${id}-email`}
            label="New e-mail address"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
            disabled={change.isPending}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={change.isPending}>
              {change.isPending ? "Sending…" : "Send confirmation link"}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setEditing(false)} disabled={change.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      ) : (
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => setEditing(true)}>
          {me.user.email ? "Change e-mail address" : "Add an e-mail address"}
        </Button>
      )}
    </Row>
  );
}

function PhoneNumber({ me }: { me: Me }) {
  const id = useId();
  const send = useSendPhoneCode();
  const confirm = useConfirmPhone();
  const [editing, setEditing] = useState(false);
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string>();
  const [codeFor, setCodeFor] = useState<string>();

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const phoneNumber = normalizePhoneNumber(typed);
    if (!phoneNumber) return setError(authMessages.invalidPhone);
    if (phoneNumber === me.user.phoneNumber) return setError("That is already your number.");
    setError(undefined);
    try {
      await send.mutateAsync(phoneNumber);
      setCodeFor(phoneNumber);
      toast.success(accountSecurityMessages.codeSent(phoneNumber));
    } catch (failure) {
      setError(errorMessage(failure));
      toast.error(accountSecurityMessages.phoneFailed, { description: errorMessage(failure) });
    }
  };

  const finish = () => {
    setEditing(false);
    setCodeFor(undefined);
    setTyped("");
    confirm.reset();
  };

  return (
    <Row title="Phone number" value={me.user.phoneNumber ?? "None: add one to sign in with it and a password."}>
      {!editing && (
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => setEditing(true)}>
          {me.user.phoneNumber ? "Change phone number" : "Add a phone number"}
        </Button>
      )}
      {editing && !codeFor && (
        <form onSubmit={sendCode} noValidate className="grid gap-3" aria-label="New phone number">
          <FormField
            id={`${id}-phone`}
            label="Phone number"
            type="tel"
            autoComplete="tel"
            placeholder="+61 412 345 678"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={error}
            disabled={send.isPending}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? "Sending…" : "Text me a code"}
            </Button>
            <Button type="button" variant="ghost" onClick={finish} disabled={send.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {editing && codeFor && (
        <div className="grid gap-3">
          <p className="text-sm">{accountSecurityMessages.codeSent(codeFor)}</p>
          <CodeForm
            label="Code"
            submitLabel="Save number"
            pending={confirm.isPending}
            error={authCodeOf(confirm.error) === "PHONE_NUMBER_EXIST" ? accountSecurityMessages.phoneTaken : codeErrorMessage(confirm.error)}
            onSubmit={(code) =>
              confirm.mutate(
                { phoneNumber: codeFor, code },
                {
                  onSuccess: () => {
                    toast.success(accountSecurityMessages.phoneSaved);
                    finish();
                  },
                  onError: (failure) => toast.error(accountSecurityMessages.phoneFailed, { description: errorMessage(failure) }),
                },
              )
            }
          />
          <Button type="button" variant="ghost" className="justify-self-start" onClick={() => setCodeFor(undefined)} disabled={confirm.isPending}>
            Use another number
          </Button>
        </div>
      )}
    </Row>
  );
}

const linkErrors: Record<string, string> = {
  account_already_linked_to_different_user: accountSecurityMessages.linkOtherAccount,
  email_does_not_match: accountSecurityMessages.linkDifferentEmail,
};

function LinkedProviders() {
  const config = usePublicConfig();
  const accounts = useLinkedAccounts();
  const link = useLinkProvider();
  const unlink = useUnlinkProvider();
  const [params] = useSearchParams();
  const dropParams = useDropParams();
  const providers = config?.signInProviders ?? [];
  // Back from the provider: say how it went (read once), then tidy the address.
  const [linkError] = useState(() => {
    const returned = params.get("error");
    return returned ? (linkErrors[returned.toLowerCase()] ?? accountSecurityMessages.linkFailed) : undefined;
  });
  const returnedFromProvider = params.has("error") || params.has("linked");
  useEffect(() => {
    if (returnedFromProvider) dropParams(["error", "error_description", "linked"]);
  }, [returnedFromProvider, dropParams]);

  if (providers.length === 0) return null;
  if (accounts.isPending) return <Skeleton className="h-20" aria-label="Loading linked accounts" />;
  if (accounts.isError) return <LoadError message="Could not load your linked accounts." onRetry={() => accounts.refetch()} />;
  const ways = accounts.data.length;

  return (
    <div className="grid gap-2">
      {linkError && <FormAlert>{linkError}</FormAlert>}
      {providers.map((provider) => {
        const linked = accounts.data.find((account) => account.providerId === provider.id);
        const last = Boolean(linked) && ways === 1;
        return (
          <Row
            key={provider.id}
            title={provider.name}
            value={linked ? <Badge variant="secondary">Linked</Badge> : "Not linked: link it to sign in with it too."}
          >
            {linked ? (
              <div className="grid gap-1">
                <Button
                  type="button"
                  variant="outline"
                  className="justify-self-start"
                  disabled={unlink.isPending || last}
                  aria-describedby={last ? `last-${provider.id}` : undefined}
                  onClick={() =>
                    unlink.mutate(linked.id, {
                      onSuccess: () => toast.success(accountSecurityMessages.providerUnlinked(provider.name)),
                      onError: (failure) => toast.error(accountSecurityMessages.unlinkFailed, { description: errorMessage(failure) }),
                    })
                  }
                >
                  Unlink {provider.name}
                </Button>
                {last && (
                  <p id={`last-${provider.id}`} className="text-xs text-muted-foreground">
                    {authMessages.lastSignInMethod}
                  </p>
                )}
              </div>
            ) : (
              <Button
                type="button"
                variant="outline"
                className="justify-self-start"
                disabled={link.isPending}
                onClick={() =>
                  link.mutate(provider.id, { onError: (failure) => toast.error(accountSecurityMessages.linkFailed, { description: errorMessage(failure) }) })
                }
              >
                <KeyRound className="size-4" aria-hidden="true" /> Link {provider.name}
              </Button>
            )}
          </Row>
        );
      })}
    </div>
  );
}
