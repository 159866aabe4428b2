import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { newsletterMessages } from "../../../shared/messages.js";
import { subscribeSchema, type SubscribeInput, type SubscribeResult } from "../../../shared/schemas/newsletter.js";
import { ApiError, apiFetch } from "../../lib/api-client.js";
import { Button } from "../ui/button.js";
import { Input } from "../ui/input.js";

/** The footer's newsletter sign-up (spec §5, §8). */
export function NewsletterForm() {
  const emailId = useId();
  const errorId = useId();
  const form = useForm<SubscribeInput>({ resolver: zodResolver(subscribeSchema), defaultValues: { email: "" } });
  const subscribe = useMutation({
    mutationFn: (input: SubscribeInput) => apiFetch<SubscribeResult>("/api/newsletter/subscribe", { method: "POST", json: input }),
    meta: { silent: true },
    onSuccess: (result) => {
      if (result.status === "subscribed") {
        toast.success(newsletterMessages.subscribedToastTitle, { description: newsletterMessages.subscribedToastDescription });
      } else {
        toast.success(result.message);
      }
      form.reset({ email: "" });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 422) {
        form.setError("email", { message: newsletterMessages.invalidEmailForm });
      } else if (error instanceof ApiError) {
        toast.error(newsletterMessages.subscribeFailedTitle, { description: newsletterMessages.subscribeFailed });
      } else {
        toast.error(newsletterMessages.errorTitle, { description: newsletterMessages.unexpected });
      }
    },
  });
  const busy = subscribe.isPending;
  const error = form.formState.errors.email?.message;

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => subscribe.mutate(values))} className="grid gap-2" aria-label="Newsletter">
      <label htmlFor={emailId} className="text-sm text-muted-foreground">
        Study tips and product news, about once a month.
      </label>
      <div className="flex gap-2">
        <Input
          id={emailId}
          type="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...form.register("email")}
        />
        <Button type="submit" disabled={busy} className="min-w-24">
          {busy ? "..." : "Subscribe"}
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
