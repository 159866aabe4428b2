import { CheckCircle2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { bugReportSchema, featureRequestSchema, supportMessageSchema, supportMessages, type SupportKind } from "@shared/schemas/support.js";
import { Button } from "@/components/ui/button.js";
import { Field, FormAlert } from "@/components/ui/form-field.js";
import { Input } from "@/components/ui/input.js";
import { Textarea } from "@/components/ui/textarea.js";
import { ApiError } from "@/lib/api-client.js";
import { useAuth } from "@/lib/auth.js";
import { applyServerIssues, errorOf, useZodForm } from "@/lib/form.js";
import { useSubmitSupport } from "@/features/support/api/submit-support.js";

const schemas = { bug: bugReportSchema, feature: featureRequestSchema, support: supportMessageSchema } as const;

interface FieldSpec {
  name: string;
  label: string;
  multiline?: boolean;
  hint?: string;
}

const extraFields: Record<SupportKind, FieldSpec[]> = {
  bug: [
    { name: "steps", label: "Steps to reproduce", multiline: true, hint: "1. Open … 2. Click … " },
    { name: "expected", label: "What you expected", multiline: true },
    { name: "actual", label: "What happened instead", multiline: true },
  ],
  feature: [{ name: "useCase", label: "How you would use it", multiline: true }],
  support: [],
};

type Values = Record<string, string>;
const blank: Values = { name: "", email: "", subject: "", description: "", steps: "", expected: "", actual: "", useCase: "" };

/** What is sent: the fields filled in, and for a bug report where and in what it happened. */
function inputOf(kind: SupportKind, values: Values, automatic: Values): Values {
  const fields = new Set(["name", "email", "subject", "description", ...extraFields[kind].map((field) => field.name)]);
  return Object.fromEntries(Object.entries({ ...values, ...automatic }).filter(([name, value]) => value !== "" && (fields.has(name) || name in automatic)));
}

/** The shared form of Report Bug, Feature Request and Support; signed-in senders are prefilled. */
export function SupportForm({ kind, descriptionLabel }: { kind: SupportKind; descriptionLabel: string }) {
  const id = useId();
  const { me } = useAuth();
  const [searchParams] = useSearchParams();
  const profileName = [me?.profile.firstName, me?.profile.lastName].filter(Boolean).join(" ");
  const email = me?.user.email ?? "";
  const form = useZodForm<Values, (typeof schemas)[SupportKind]>({
    schema: schemas[kind],
    defaultValues: { ...blank, name: profileName, email },
    toInput: (values) => inputOf(kind, values, {}),
  });
  const [sent, setSent] = useState<string | null>(null);
  const submit = useSubmitSupport(kind);
  const fields: FieldSpec[] = [
    { name: "name", label: "Name" },
    { name: "email", label: "E-mail" },
    { name: "subject", label: "Subject" },
    { name: "description", label: descriptionLabel, multiline: true },
    ...extraFields[kind],
  ];

  // Untouched fields follow the signed-in account, which may load after the form.
  const { getFieldState, setValue } = form;
  useEffect(() => {
    if (profileName && !getFieldState("name").isDirty) setValue("name", profileName);
    if (email && !getFieldState("email").isDirty) setValue("email", email);
  }, [profileName, email, getFieldState, setValue]);

  const onSubmit = form.handleSubmit((values) => {
    // A bug report says where and in what it happened, without asking.
    const page = searchParams.get("from") || (document.referrer ? new URL(document.referrer).pathname : "");
    const automatic: Values = kind === "bug" ? { page: page.slice(0, 500), browser: navigator.userAgent.slice(0, 500) } : {};
    submit.mutate(inputOf(kind, values, automatic), {
      onSuccess: (receipt) => {
        setSent(receipt.message);
        toast.success(receipt.message);
      },
      onError: (error) => {
        applyServerIssues(form, error);
        toast.error(supportMessages.failed, { description: error.message });
      },
    });
  });

  if (sent) {
    return (
      <div className="grid justify-items-start gap-3 rounded-lg border p-6" role="status">
        <CheckCircle2 className="size-6 text-success" aria-hidden="true" />
        <p className="font-medium">{sent}</p>
        <Button
          variant="outline"
          onClick={() => {
            setSent(null);
            form.reset({ ...blank, name: form.getValues("name"), email: form.getValues("email") });
          }}
        >
          Send another
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      {submit.isError && !(submit.error instanceof ApiError && submit.error.status === 422) && (
        <FormAlert>{submit.error instanceof ApiError && submit.error.status === 429 ? submit.error.message : supportMessages.failed}</FormAlert>
      )}
      {fields.map((field) => {
        const Control = field.multiline ? Textarea : Input;
        return (
          <Field key={field.name} id={`${id}-${field.name}`} label={field.label} error={errorOf(form.formState.errors, field.name)}>
            <Control
              {...form.register(field.name)}
              disabled={submit.isPending}
              placeholder={field.hint}
              {...(field.name === "email" ? { type: "email", autoComplete: "email" } : field.name === "name" ? { autoComplete: "name" } : {})}
              {...(field.multiline ? { rows: field.name === "description" ? 5 : 3 } : {})}
            />
          </Field>
        );
      })}
      {kind === "bug" && (
        <p className="text-xs text-muted-foreground">Your browser and the page you came from are included automatically, to help us reproduce it.</p>
      )}
      <Button type="submit" disabled={submit.isPending} className="justify-self-start">
        {submit.isPending ? "Sending…" : "Send"}
      </Button>
    </form>
  );
}
