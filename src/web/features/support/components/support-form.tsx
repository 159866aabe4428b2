import { CheckCircle2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { useSearchParams } from "react-router";
import { toast } from "sonner";
import { supportMessages, type SupportKind } from "@shared/schemas/support.js";
import { Button } from "@/components/ui/button.js";
import { FormAlert, FieldError } from "@/components/ui/form-field.js";
import { Input } from "@/components/ui/input.js";
import { Label } from "@/components/ui/label.js";
import { Textarea } from "@/components/ui/textarea.js";
import { ApiError } from "@/lib/api-client.js";
import { useAuth } from "@/lib/auth.js";
import { bugReportSchema, featureRequestSchema, supportMessageSchema, useSubmitSupport } from "@/features/support/api/submit-support.js";

const schemas = { bug: bugReportSchema, feature: featureRequestSchema, support: supportMessageSchema } as const;

interface Field {
  name: string;
  label: string;
  multiline?: boolean;
  hint?: string;
}

const extraFields: Record<SupportKind, Field[]> = {
  bug: [
    { name: "steps", label: "Steps to reproduce", multiline: true, hint: "1. Open … 2. Click … " },
    { name: "expected", label: "What you expected", multiline: true },
    { name: "actual", label: "What happened instead", multiline: true },
  ],
  feature: [{ name: "useCase", label: "How you would use it", multiline: true }],
  support: [],
};

/** The shared form of Report Bug, Feature Request and Support; signed-in senders are prefilled. */
export function SupportForm({ kind, descriptionLabel }: { kind: SupportKind; descriptionLabel: string }) {
  const id = useId();
  const { me } = useAuth();
  const [searchParams] = useSearchParams();
  const profileName = [me?.profile.firstName, me?.profile.lastName].filter(Boolean).join(" ");
  // Untouched fields follow the signed-in account, which may load after the form.
  const [edited, setValues] = useState<Record<string, string>>({});
  const values: Record<string, string> = { name: profileName, email: me?.user.email ?? "", ...edited };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sent, setSent] = useState<string | null>(null);
  const submit = useSubmitSupport(kind);
  const fields: Field[] = [
    { name: "name", label: "Name" },
    { name: "email", label: "E-mail" },
    { name: "subject", label: "Subject" },
    { name: "description", label: descriptionLabel, multiline: true },
    ...extraFields[kind],
  ];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A bug report says where and in what it happened, without asking.
    const page = searchParams.get("from") || (document.referrer ? new URL(document.referrer).pathname : "");
    const automatic = kind === "bug" ? { page: page.slice(0, 500), browser: navigator.userAgent.slice(0, 500) } : {};
    const input = Object.fromEntries(Object.entries({ ...values, ...automatic }).filter(([, value]) => value !== ""));
    const checked = schemas[kind].safeParse(input);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    submit.mutate(input, {
      onSuccess: (receipt) => {
        setSent(receipt.message);
        toast.success(receipt.message);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.issues.length)
          setErrors(Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), issue.message])));
        toast.error(supportMessages.failed, { description: error.message });
      },
    });
  };

  if (sent) {
    return (
      <div className="grid justify-items-start gap-3 rounded-lg border p-6" role="status">
        <CheckCircle2 className="size-6 text-success" aria-hidden="true" />
        <p className="font-medium">{sent}</p>
        <Button
          variant="outline"
          onClick={() => {
            setSent(null);
            setValues({ ...edited, subject: "", description: "", steps: "", expected: "", actual: "", useCase: "" });
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
        const error = errors[field.name];
        return (
          <div key={field.name} className="grid gap-1.5">
            <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
            <Control
              id={`${id}-${field.name}`}
              value={values[field.name] ?? ""}
              onChange={(event) => setValues({ ...edited, [field.name]: event.target.value })}
              disabled={submit.isPending}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-${field.name}-error` : undefined}
              placeholder={field.hint}
              {...(field.name === "email" ? { type: "email", autoComplete: "email" } : field.name === "name" ? { autoComplete: "name" } : {})}
              {...(field.multiline ? { rows: field.name === "description" ? 5 : 3 } : {})}
            />
            {error && <FieldError id={`${id}-${field.name}-error`}>{error}</FieldError>}
          </div>
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
