import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { z } from "zod";
import { newsletterMessages } from "@shared/messages.js";
import { newsletterEmailSchema, type UnsubscribeInput, type UnsubscribeResult } from "@shared/schemas/newsletter.js";
import { PageShell } from "@/components/layout/page-shell.js";
import { Button } from "@/components/ui/button.js";
import { FormAlert, FormField } from "@/components/ui/form-field.js";
import { ApiError, apiFetch } from "@/lib/api-client.js";
import { useZodForm } from "@/lib/form.js";

const unsubscribeFormSchema = z.object({ email: newsletterEmailSchema });

/** /unsubscribe: from the mailed link (its token unsubscribes at once) or by typing the address. */
export default function UnsubscribeScreen() {
  const [params] = useSearchParams();
  const token = params.get("token");
  const form = useZodForm<{ email: string }, typeof unsubscribeFormSchema>({ schema: unsubscribeFormSchema, defaultValues: { email: "" } });
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

  // The schema trims and lowercases the address; what is sent is what it checked.
  const submit = form.handleSubmit(({ email }) => unsubscribe.mutate({ email: unsubscribeFormSchema.parse({ email }).email }));

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
          <FormField
            label="E-mail"
            type="email"
            autoComplete="email"
            {...form.register("email")}
            readOnly={unsubscribe.isPending}
            error={form.formState.errors.email?.message}
          />
          <Button type="submit" disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? "..." : "Unsubscribe"}
          </Button>
        </form>
      </div>
    </PageShell>
  );
}
