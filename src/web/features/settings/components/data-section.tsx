import { useQueryClient } from "@tanstack/react-query";
import { Download, Upload } from "lucide-react";
import { useId, useRef, useState, type ReactNode } from "react";
import { useWatch } from "react-hook-form";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { settingsMessages } from "@shared/messages.js";
import { accountMessages, deleteAccountSchema, importMaxBytes, type AccountExport } from "@shared/schemas/account.js";
import type { Me } from "@shared/schemas/profile.js";
import { Button } from "@/components/ui/button.js";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog.js";
import { Field, FieldError, FormAlert } from "@/components/ui/form-field.js";
import { Input } from "@/components/ui/input.js";
import { ApiError } from "@/lib/api-client.js";
import { getSessionQueryOptions } from "@/lib/auth.js";
import { applyServerIssues, useZodForm } from "@/lib/form.js";
import { deleteAccount, importAccount } from "@/features/settings/api.js";

/** Export everything, import an export into an empty account, or delete the account; `children` go before the deletion (the Anki block). */
export function DataSection({ me, children }: { me: Me; children?: ReactNode }) {
  const id = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const fileInput = useRef<HTMLInputElement>(null);
  const [importing, setImporting] = useState(false);
  const [importError, setImportError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const importFile = async (file: File | undefined) => {
    setImportError(null);
    if (!file) return;
    if (file.size > importMaxBytes) {
      setImportError("That file is larger than 20 MB: it is not a Cadence export.");
      return;
    }
    setImporting(true);
    try {
      let data: AccountExport;
      try {
        data = JSON.parse(await file.text()) as AccountExport;
      } catch {
        throw new Error(accountMessages.invalidFile);
      }
      const result = await importAccount(data);
      await queryClient.invalidateQueries();
      toast.success(settingsMessages.imported(result.cards, result.tasks + result.quizzes + result.attempts + result.flashcardSets));
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 422 && error.issues.length
          ? accountMessages.invalidFile
          : error instanceof Error
            ? error.message
            : String(error);
      setImportError(message);
      toast.error(settingsMessages.importFailed, { description: message });
    } finally {
      setImporting(false);
      if (fileInput.current) fileInput.current.value = "";
    }
  };

  return (
    <div className="grid gap-6">
      <div className="grid gap-2">
        <h3 className="text-sm font-medium">Export</h3>
        <p className="text-sm text-muted-foreground">
          One JSON file with your profile, tasks, quizzes with their questions and answers, attempts, and flashcard sets with their cards and review history.
        </p>
        <Button asChild variant="outline" className="justify-self-start">
          <a href="/api/account/export" download>
            <Download className="size-4" aria-hidden="true" /> Download my data
          </a>
        </Button>
      </div>

      <div className="grid gap-2">
        <h3 className="text-sm font-medium">Import</h3>
        <p className="text-sm text-muted-foreground">Bring an export back into this account. It must be empty: no tasks, quizzes or flashcards yet.</p>
        <input
          ref={fileInput}
          id={`${id}-import`}
          type="file"
          accept="application/json,.json"
          className="sr-only"
          aria-label="Export file"
          onChange={(event) => importFile(event.target.files?.[0])}
        />
        <Button type="button" variant="outline" className="justify-self-start" onClick={() => fileInput.current?.click()} disabled={importing}>
          <Upload className="size-4" aria-hidden="true" /> {importing ? "Importing…" : "Import an export"}
        </Button>
        {importError && <FieldError role="alert">{importError}</FieldError>}
      </div>

      {children}

      <div className="grid gap-2 rounded-md border border-destructive/40 p-3">
        <h3 className="text-sm font-medium text-destructive">Delete account</h3>
        <p className="text-sm text-muted-foreground">
          Deletes your account, every task, quiz, attempt, flashcard set and file, and your newsletter subscription. This cannot be undone; download your data
          first if you want to keep it.
        </p>
        <Button type="button" variant="destructive" className="justify-self-start" onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </div>

      <Dialog open={deleting} onOpenChange={setDeleting}>
        <DialogContent>
          {deleting && (
            <DeleteAccountForm
              me={me}
              onCancel={() => setDeleting(false)}
              onDeleted={() => {
                queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "session" });
                queryClient.setQueryData(getSessionQueryOptions().queryKey, { me: null, expiresAt: null });
                toast.success(accountMessages.deleted);
                navigate("/auth/login");
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function DeleteAccountForm({ me, onCancel, onDeleted }: { me: Me; onCancel: () => void; onDeleted: () => void }) {
  const id = useId();
  const toInput = (values: { confirm: string; password: string }) => ({
    confirm: values.confirm,
    ...(me.user.hasPassword ? { password: values.password } : {}),
  });
  const form = useZodForm({ schema: deleteAccountSchema, defaultValues: { confirm: "", password: "" }, toInput });
  const errors = form.formState.errors;
  const confirm = useWatch({ control: form.control, name: "confirm" });
  const busy = form.formState.isSubmitting;
  const identity = me.user.email ?? me.user.phoneNumber ?? "";
  const what = me.user.email ? "e-mail address" : "phone number";

  const submit = form.handleSubmit(async (values) => {
    try {
      await deleteAccount(toInput(values));
      onDeleted();
    } catch (error) {
      applyServerIssues(form, error);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Delete your account?</DialogTitle>
        <DialogDescription>
          Type your {what} <strong className="font-semibold text-foreground">{identity}</strong> to confirm{me.user.hasPassword ? ", and your password" : ""}.
        </DialogDescription>
      </DialogHeader>
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <Field id={`${id}-confirm`} label={`Your ${what}`} error={errors.confirm?.message}>
        <Input autoComplete="off" {...form.register("confirm")} />
      </Field>
      {me.user.hasPassword && (
        <Field id={`${id}-password`} label="Password" error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...form.register("password")} />
        </Field>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" variant="destructive" disabled={busy || confirm.trim().toLowerCase() !== identity.toLowerCase()}>
          {busy ? "Deleting…" : "Delete my account"}
        </Button>
      </DialogFooter>
    </form>
  );
}
