import { useMutation } from "@tanstack/react-query";
import { FieldError } from "@/components/ui/form-field.js";
import { useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { newsletterMessages } from "@shared/messages.js";
import { normalizeNewsletterEmail } from "@shared/newsletter-email.js";
import type { SubscribeInput, SubscribeResult } from "@shared/schemas/newsletter.js";
import { ApiError, apiFetch } from "@/lib/api-client.js";
import { Button } from "@/components/ui/button.js";
import { Input } from "@/components/ui/input.js";

/**
 * The footer's newsletter sign-up (spec §5, §8). One field, checked by the same rule as the
 * server's schema (shared/newsletter-email.ts) without a form library or zod: the footer is on
 * every public page, and this keeps about 50 KB (gzip) of JavaScript off them.
 */
export function NewsletterForm() {
  const emailId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const showError = (message: string) => {
    setError(message);
    input.current?.focus();
  };
  const subscribe = useMutation({
    mutationFn: (body: SubscribeInput) => apiFetch<SubscribeResult>("/api/newsletter/subscribe", { method: "POST", json: body }),
    meta: { silent: true },
    onSuccess: (result) => {
      if (result.status === "subscribed") {
        toast.success(newsletterMessages.subscribedToastTitle, { description: newsletterMessages.subscribedToastDescription });
      } else {
        toast.success(result.message);
      }
      setEmail("");
    },
    onError: (failure) => {
      if (failure instanceof ApiError && failure.status === 422) {
        showError(newsletterMessages.invalidEmailForm);
      } else if (failure instanceof ApiError) {
        toast.error(newsletterMessages.subscribeFailedTitle, { description: newsletterMessages.subscribeFailed });
      } else {
        toast.error(newsletterMessages.errorTitle, { description: newsletterMessages.unexpected });
      }
    },
  });
  const busy = subscribe.isPending;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const normalized = normalizeNewsletterEmail(email);
    if (normalized === undefined) return showError(newsletterMessages.invalidEmailForm);
    setError(undefined);
    subscribe.mutate({ email: normalized });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-2" aria-label="Newsletter">
      <label htmlFor={emailId} className="text-sm text-muted-foreground">
        Study tips and product news, about once a month.
      </label>
      <div className="flex gap-2">
        <Input
          ref={input}
          id={emailId}
          name="email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          disabled={busy}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <Button type="submit" disabled={busy} className="min-w-24">
          {busy ? "..." : "Subscribe"}
        </Button>
      </div>
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
    </form>
  );
}
