import { useMutation } from "@tanstack/react-query";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { newsletterMessages } from "@shared/messages.js";
import { normalizeNewsletterEmail } from "@shared/newsletter-email.js";
import type { UnsubscribeInput, UnsubscribeResult } from "@shared/schemas/newsletter.js";
import { PageShell } from "@/components/layout/page-shell.js";
import { Button } from "@/components/ui/button.js";
import { FieldError, FormAlert } from "@/components/ui/form-field.js";
import { Input } from "@/components/ui/input.js";
import { Label } from "@/components/ui/label.js";
import { ApiError, apiFetch } from "@/lib/api-client.js";

/** /unsubscribe: from the mailed link (its token unsubscribes at once) or by typing the address. */
export default function UnsubscribeScreen() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const id = useId();
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const unsubscribe = useMutation({
    mutationFn: (input: UnsubscribeInput) => apiFetch<UnsubscribeResult>("/api/newsletter/unsubscribe", { method: "POST", json: input }),
    meta: { silent: true },
  });
  const started = useRef(false);
  useEffect(() => {
    if (token && !started.current) {
      started.current = true;
      unsubscribe.mutate({ token });
    }
  }, [token, unsubscribe]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = normalizeNewsletterEmail(email);
    if (checked === undefined) {
      setFieldError(newsletterMessages.invalidEmailForm);
      return;
    }
    setFieldError(null);
    unsubscribe.mutate({ email: checked });
  };

  const failure =
    unsubscribe.error instanceof ApiError && unsubscribe.error.status === 422 && token
      ? "This unsubscribe link is not valid. Type your address below instead."
      : newsletterMessages.unsubscribeFailed;

  return (
    <PageShell title="Unsubscribe" lead="Stop the Cadence newsletter. Your account, if you have one, is not affected." width="narrow">
      <div className="grid gap-4">
        <div aria-live="polite">
          {unsubscribe.isSuccess && <FormAlert tone="info">{unsubscribe.data.message}</FormAlert>}
          {unsubscribe.isError && <FormAlert>{failure}</FormAlert>}
          {token && unsubscribe.isPending && <p className="text-sm text-muted-foreground">Unsubscribing…</p>}
        </div>
        <form onSubmit={submit} noValidate className="grid gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-email`}>E-mail</Label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              disabled={unsubscribe.isPending}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${id}-error` : undefined}
            />
            {fieldError && <FieldError id={`${id}-error`}>{fieldError}</FieldError>}
          </div>
          <Button type="submit" disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? "..." : "Unsubscribe"}
          </Button>
        </form>
      </div>
    </PageShell>
  );
}
