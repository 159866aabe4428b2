import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useWatch } from "react-hook-form";
import { z } from "zod";
import { toast } from "sonner";
import { newsletterMessages, settingsMessages } from "@shared/messages.js";
import type { SubscribeResult, UnsubscribeResult } from "@shared/schemas/newsletter.js";
import {
  preferenceFields,
  themePreferences,
  weekStartLabels,
  weekStarts,
  type Me,
  type NewsletterState,
  type ThemePreference,
  type WeekStart,
} from "@shared/schemas/profile.js";
import { Select } from "@/components/ui/select.js";
import { Button } from "@/components/ui/button.js";
import { Checkbox } from "@/components/ui/checkbox.js";
import { ColorThemePicker } from "@/components/ui/color-theme-picker.js";
import { Field, FormAlert } from "@/components/ui/form-field.js";
import { Input } from "@/components/ui/input.js";
import { Label } from "@/components/ui/label.js";
import { LoadError } from "@/components/ui/load-error.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { apiFetch, errorMessage } from "@/lib/api-client.js";
import { applyServerIssues, useZodForm, type FieldOf } from "@/lib/form.js";
import { useChooseTheme } from "@/lib/preferences.js";
import { ChoiceChips } from "@/components/ui/choice-chips.js";
import { useTheme } from "@/lib/theme.js";
import { detectTimeZone } from "@/lib/time-zone.js";
import { useUpdateProfile } from "@/features/settings/api.js";
import { defaultColorTheme } from "@shared/color-themes.js";
import { isValidTimeZone } from "@shared/time.js";

const themeLabels: Record<ThemePreference, string> = { light: "Light", dark: "Dark", system: "System" };

/** Every IANA zone the browser knows, UTC included. */
function allTimeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
  return zones.includes("UTC") ? zones : ["UTC", ...zones];
}

/** Theme (saved at once), then time zone, week start and quiz colour (saved together), then the newsletter. */
export function PreferencesSection({ me }: { me: Me }) {
  return (
    <div className="grid gap-6">
      <ThemeChoice />
      <CalendarAndQuizPreferences me={me} />
      <MistakeCardsChoice me={me} />
      <NewsletterChoice />
    </div>
  );
}

const themeChoices = themePreferences.map((value) => ({ value, label: themeLabels[value] }));

/** Applies at once; the account keeps the old theme until a save works, and the page keeps the choice. */
function ThemeChoice() {
  const { theme } = useTheme();
  const chooseTheme = useChooseTheme();
  const [saving, setSaving] = useState(false);
  const choose = async (next: ThemePreference) => {
    setSaving(true);
    try {
      if (await chooseTheme(next)) toast.success(settingsMessages.themeSaved);
    } catch (error) {
      toast.error(settingsMessages.preferencesFailed, { description: errorMessage(error) });
    } finally {
      setSaving(false);
    }
  };
  return (
    <ChoiceChips legend="Theme" choices={themeChoices} value={theme} onChange={(next) => void choose(next)} disabled={saving}>
      <p className="text-xs text-muted-foreground">Saved with your account, so your other devices follow it.</p>
    </ChoiceChips>
  );
}

interface PreferenceValues {
  automatic: boolean;
  zone: string;
  weekStart: WeekStart;
  quizColor: string;
}

/** The request's own rules, and a zone this browser's list knows (so the calendar can show it). */
const preferencesSchema = z
  .object({ timeZone: z.string().max(64).nullable(), weekStart: preferenceFields.weekStart.unwrap(), quizColor: preferenceFields.quizColor.unwrap().unwrap() })
  .superRefine(({ timeZone }, context) => {
    if (timeZone !== null && (!isValidTimeZone(timeZone) || !knownZones().has(timeZone)))
      context.addIssue({ code: "custom", path: ["timeZone"], message: settingsMessages.unknownTimeZone });
  });

let zoneSet: Set<string> | undefined;
const knownZones = () => (zoneSet ??= new Set(allTimeZones()));

const preferencesInput = ({ automatic, zone, weekStart, quizColor }: PreferenceValues) => ({ timeZone: automatic ? null : zone.trim(), weekStart, quizColor });

/** The zone's issues (the client's or the server's) belong to the zone field. */
const preferencesFieldOf: FieldOf = (path) => (path[0] === "timeZone" ? "zone" : path.length ? path.map(String).join(".") : undefined);

function CalendarAndQuizPreferences({ me }: { me: Me }) {
  const id = useId();
  const update = useUpdateProfile();
  const [zones] = useState(allTimeZones);
  const [detected] = useState(detectTimeZone);
  const form = useZodForm<PreferenceValues, typeof preferencesSchema>({
    schema: preferencesSchema,
    defaultValues: {
      automatic: me.profile.timeZone === null,
      zone: me.profile.timeZone ?? detected,
      weekStart: me.profile.weekStart,
      quizColor: me.profile.quizColor ?? defaultColorTheme,
    },
    toInput: preferencesInput,
    fieldOf: preferencesFieldOf,
  });
  const { control, register, formState } = form;
  const [automatic, quizColor] = useWatch({ control, name: ["automatic", "quizColor"] });

  const save = async (values: PreferenceValues) => {
    try {
      await update.mutateAsync(preferencesInput(values));
      toast.success(settingsMessages.preferencesSaved);
    } catch (error) {
      applyServerIssues(form, error, preferencesFieldOf);
      toast.error(settingsMessages.preferencesFailed, { description: errorMessage(error) });
    }
  };
  const saving = update.isPending;
  const zoneError = formState.errors.zone?.message;

  return (
    <form onSubmit={(event) => void form.handleSubmit(save)(event)} noValidate className="grid gap-4" aria-label="Calendar and quizzes">
      {formState.errors.root && <FormAlert>{formState.errors.root.message}</FormAlert>}
      <div className="grid gap-2">
        <h3 className="text-sm font-medium">Time zone</h3>
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-auto`}
            checked={automatic}
            onCheckedChange={(checked) => form.setValue("automatic", checked === true, { shouldDirty: true })}
            disabled={saving}
          />
          <Label htmlFor={`${id}-auto`} className="font-normal">
            Use this device's time zone ({detected})
          </Label>
        </div>
        {!automatic && (
          <Field label="Choose a time zone" error={zoneError} description={`Type part of a city or region and pick it from the list (${zones.length} zones).`}>
            <Input
              id={`${id}-zone`}
              list={`${id}-zones`}
              {...register("zone")}
              placeholder="Search: Melbourne, New_York, UTC…"
              autoComplete="off"
              spellCheck={false}
              readOnly={saving}
            />
          </Field>
        )}
        <datalist id={`${id}-zones`}>
          {zones.map((value) => (
            <option key={value} value={value} />
          ))}
        </datalist>
      </div>
      <Field label="Weeks start on" className="sm:max-w-xs">
        <Select id={`${id}-week`} {...register("weekStart")} disabled={saving}>
          {weekStarts.map((value) => (
            <option key={value} value={value}>
              {weekStartLabels[value]}
            </option>
          ))}
        </Select>
      </Field>
      <ColorThemePicker legend="Default quiz colour" value={quizColor} onChange={(value) => form.setValue("quizColor", value)} disabled={saving} />
      <Button type="submit" className="justify-self-start" disabled={saving}>
        {saving ? "Saving…" : "Save preferences"}
      </Button>
    </form>
  );
}

/** Saved at once: each quiz attempt's mistakes become flashcards without asking. */
function MistakeCardsChoice({ me }: { me: Me }) {
  const id = useId();
  const update = useUpdateProfile();
  const on = update.isPending ? update.variables.mistakeCards === true : me.profile.mistakeCards;
  const change = (next: boolean) =>
    update.mutate(
      { mistakeCards: next },
      {
        onSuccess: () => toast.success(settingsMessages.preferencesSaved),
        onError: (error) => toast.error(settingsMessages.preferencesFailed, { description: errorMessage(error) }),
      },
    );
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">Quiz mistakes</h3>
      <div className="flex items-start gap-2">
        <Checkbox id={`${id}-mistakes`} checked={on} onCheckedChange={(checked) => change(checked === true)} disabled={update.isPending} className="mt-0.5" />
        <div className="grid gap-0.5">
          <Label htmlFor={`${id}-mistakes`} className="font-normal">
            Turn my quiz mistakes into flashcards automatically
          </Label>
          <p className="text-xs text-muted-foreground">
            After each attempt, every question you missed becomes a card in a set named after the quiz (once per question). When the quiz is in a study plan,
            the cards join the plan.
          </p>
        </div>
      </div>
    </div>
  );
}

const newsletterKey = ["profile", "newsletter"] as const;

/** On and off through the footer's own subscribe and unsubscribe, with their messages. */
function NewsletterChoice() {
  const id = useId();
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: newsletterKey, queryFn: ({ signal }) => apiFetch<NewsletterState>("/api/profile/newsletter", { signal }) });
  const change = useMutation({
    mutationFn: async (subscribe: boolean) =>
      subscribe
        ? apiFetch<SubscribeResult>("/api/newsletter/subscribe", { method: "POST", json: { email: state.data!.email! } })
        : apiFetch<UnsubscribeResult>("/api/newsletter/unsubscribe", { method: "POST", json: { email: state.data!.email! } }),
    meta: { silent: true },
    onSuccess: (result) => {
      if (result.status === "subscribed")
        toast.success(newsletterMessages.subscribedToastTitle, { description: newsletterMessages.subscribedToastDescription });
      else toast.success(result.message);
    },
    onError: (_error, subscribe) => {
      if (subscribe) toast.error(newsletterMessages.subscribeFailedTitle, { description: newsletterMessages.subscribeFailed });
      else toast.error(newsletterMessages.unsubscribeFailed);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsletterKey }),
  });

  if (state.isPending) return <Skeleton className="h-10" aria-busy="true" aria-label="Loading newsletter" />;
  if (state.isError) return <LoadError message={settingsMessages.preferencesFailed} onRetry={() => void state.refetch()} />;
  const { email, status } = state.data;
  const subscribed = change.isPending ? change.variables : status === "active";
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-medium">Newsletter</h3>
      {email ? (
        <div className="flex items-start gap-2">
          <Checkbox
            id={`${id}-news`}
            checked={subscribed}
            onCheckedChange={(checked) => change.mutate(checked === true)}
            disabled={change.isPending}
            className="mt-0.5"
          />
          <div className="grid gap-0.5">
            <Label htmlFor={`${id}-news`} className="font-normal">
              Study tips and product news, about once a month
            </Label>
            <p className="text-xs text-muted-foreground">Sent to {email}.</p>
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{settingsMessages.newsletterNoEmail}</p>
      )}
    </div>
  );
}
