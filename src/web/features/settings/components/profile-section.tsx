import { useId, useState } from "react";
import { toast } from "sonner";
import { settingsMessages } from "@shared/messages.js";
import { profileUpdateSchema, type Me } from "@shared/schemas/profile.js";
import { UserAvatar } from "@/components/layout/user-avatar.js";
import { Button } from "@/components/ui/button.js";
import { Field, FormAlert } from "@/components/ui/form-field.js";
import { Input } from "@/components/ui/input.js";
import { errorMessage } from "@/lib/api-client.js";
import { applyServerIssues, useZodForm } from "@/lib/form.js";
import { removeAvatarFile, uploadAvatar, useUpdateProfile } from "@/features/settings/api.js";
import { AvatarEditor } from "./avatar-editor.js";

interface NameValues {
  firstName: string;
  lastName: string;
}

/** An empty name is no name. */
const nameInput = (values: NameValues) => ({ firstName: values.firstName.trim() || null, lastName: values.lastName.trim() || null });

/** Names and picture. Each part saves on its own; what was typed stays when a save fails. */
export function ProfileSection({ me }: { me: Me }) {
  const id = useId();
  const update = useUpdateProfile();
  const form = useZodForm<NameValues, typeof profileUpdateSchema>({
    schema: profileUpdateSchema,
    defaultValues: { firstName: me.profile.firstName ?? "", lastName: me.profile.lastName ?? "" },
    toInput: nameInput,
  });
  const errors = form.formState.errors;
  const [editingAvatar, setEditingAvatar] = useState(false);
  const [avatarBusy, setAvatarBusy] = useState(false);

  const saveNames = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(nameInput(values));
      toast.success(settingsMessages.profileSaved);
    } catch (error) {
      applyServerIssues(form, error);
      toast.error(settingsMessages.profileFailed, { description: errorMessage(error) });
    }
  });

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
        {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-first`} label="First name" error={errors.firstName?.message}>
            <Input maxLength={100} autoComplete="given-name" readOnly={savingNames} {...form.register("firstName")} />
          </Field>
          <Field id={`${id}-last`} label="Last name" error={errors.lastName?.message}>
            <Input maxLength={100} autoComplete="family-name" readOnly={savingNames} {...form.register("lastName")} />
          </Field>
        </div>
        <Button type="submit" className="justify-self-start" disabled={savingNames}>
          {savingNames ? "Saving…" : "Save name"}
        </Button>
      </form>
    </div>
  );
}
