import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { settingsMessages } from "@shared/messages.js";
import type { Me } from "@shared/schemas/profile.js";
import { UserAvatar } from "@/components/layout/user-avatar.js";
import { Button } from "@/components/ui/button.js";
import { FormAlert, FieldError } from "@/components/ui/form-field.js";
import { Input } from "@/components/ui/input.js";
import { Label } from "@/components/ui/label.js";
import { ApiError, errorMessage } from "@/lib/api-client.js";
import { removeAvatarFile, uploadAvatar, useUpdateProfile } from "@/features/settings/api.js";
import { AvatarEditor } from "./avatar-editor.js";

/** Names and picture. Each part saves on its own; what was typed stays when a save fails. */
export function ProfileSection({ me }: { me: Me }) {
  const id = useId();
  const update = useUpdateProfile();
  const [firstName, setFirstName] = useState(me.profile.firstName ?? "");
  const [lastName, setLastName] = useState(me.profile.lastName ?? "");
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string; form?: string }>({});
  const [editingAvatar, setEditingAvatar] = useState(false);
  const [avatarBusy, setAvatarBusy] = useState(false);

  const saveNames = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    try {
      await update.mutateAsync({ firstName: firstName.trim() || null, lastName: lastName.trim() || null });
      toast.success(settingsMessages.profileSaved);
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues : [];
      const byField = Object.fromEntries(issues.map((issue) => [String(issue.path[0]), issue.message]));
      setErrors({ ...byField, ...(issues.length ? {} : { form: errorMessage(error) }) });
      toast.error(settingsMessages.profileFailed, { description: errorMessage(error) });
    }
  };

  const saveAvatar = async (picture: Blob) => {
    setAvatarBusy(true);
    try {
      const avatarUrl = await uploadAvatar(picture);
      await update.mutateAsync({ avatarUrl });
      toast.success(settingsMessages.avatarSaved);
      setEditingAvatar(false);
    } catch (error) {
      toast.error(settingsMessages.avatarFailed, { description: errorMessage(error) });
    } finally {
      setAvatarBusy(false);
    }
  };

  const removeAvatar = async () => {
    setAvatarBusy(true);
    try {
      await update.mutateAsync({ avatarUrl: null });
      await removeAvatarFile();
      toast.success(settingsMessages.avatarRemoved);
    } catch (error) {
      toast.error(settingsMessages.avatarFailed, { description: errorMessage(error) });
    } finally {
      setAvatarBusy(false);
    }
  };

  const savingNames = update.isPending && !avatarBusy;

  return (
    <div className="grid gap-6">
      <div className="grid gap-3">
        <h3 className="text-sm font-medium">Picture</h3>
        <div className="flex flex-wrap items-center gap-4">
          <UserAvatar me={me} className="size-16 text-lg" />
          {!editingAvatar && (
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" onClick={() => setEditingAvatar(true)} disabled={avatarBusy}>
                {me.profile.avatarUrl ? "Change picture" : "Add a picture"}
              </Button>
              {me.profile.avatarUrl && (
                <Button type="button" variant="ghost" onClick={removeAvatar} disabled={avatarBusy}>
                  {avatarBusy ? "Removing…" : "Remove picture"}
                </Button>
              )}
            </div>
          )}
        </div>
        {editingAvatar && <AvatarEditor onSave={saveAvatar} onCancel={() => setEditingAvatar(false)} saving={avatarBusy} />}
      </div>

      <form onSubmit={saveNames} noValidate className="grid gap-4" aria-label="Name">
        {errors.form && <FormAlert>{errors.form}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-first`}>First name</Label>
            <Input
              id={`${id}-first`}
              value={firstName}
              maxLength={100}
              autoComplete="given-name"
              onChange={(event) => setFirstName(event.target.value)}
              disabled={savingNames}
              aria-invalid={errors.firstName ? true : undefined}
            />
            {errors.firstName && <FieldError>{errors.firstName}</FieldError>}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-last`}>Last name</Label>
            <Input
              id={`${id}-last`}
              value={lastName}
              maxLength={100}
              autoComplete="family-name"
              onChange={(event) => setLastName(event.target.value)}
              disabled={savingNames}
              aria-invalid={errors.lastName ? true : undefined}
            />
            {errors.lastName && <FieldError>{errors.lastName}</FieldError>}
          </div>
        </div>
        <Button type="submit" className="justify-self-start" disabled={savingNames}>
          {savingNames ? "Saving…" : "Save name"}
        </Button>
      </form>
    </div>
  );
}
