import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { newsletterMessages, settingsMessages } from "@shared/messages.js";
import type { SubscribeResult, UnsubscribeResult } from "@shared/schemas/newsletter.js";
import { themePreferences, weekStartLabels, weekStarts, type Me, type NewsletterState, type ThemePreference, type WeekStart } from "@shared/schemas/profile.js";
import { Select } from "@/components/ui/select.js";
import { Button } from "@/components/ui/button.js";
import { Checkbox } from "@/components/ui/checkbox.js";
import { ColorThemePicker } from "@/components/ui/color-theme-picker.js";
import { FormAlert, FieldError } from "@/components/ui/form-field.js";
import { Input } from "@/components/ui/input.js";
import { Label } from "@/components/ui/label.js";
import { LoadError } from "@/components/ui/load-error.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { ApiError, apiFetch, errorMessage } from "@/lib/api-client.js";
import { useChooseTheme } from "@/lib/preferences.js";
import { ChoiceChips } from "@/components/ui/choice-chips.js";
import { useTheme } from "@/lib/theme.js";
import { detectTimeZone } from "@/lib/time-zone.js";
import { isValidTimeZone } from "@shared/time.js";
import { useUpdateProfile } from "@/features/settings/api.js";
import { defaultColorTheme } from "@shared/color-themes.js";

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

function CalendarAndQuizPreferences({ me }: { me: Me }) {
  const id = useId();
  const update = useUpdateProfile();
  const [zones] = useState(allTimeZones);
  const [detected] = useState(detectTimeZone);
  const [automatic, setAutomatic] = useState(me.profile.timeZone === null);
  const [zone, setZone] = useState(me.profile.timeZone ?? detected);
  const [weekStart, setWeekStart] = useState<WeekStart>(me.profile.weekStart);
  const [quizColor, setQuizColor] = useState(me.profile.quizColor ?? defaultColorTheme);
  const [errors, setErrors] = useState<{ timeZone?: string; form?: string }>({});

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const timeZone = automatic ? null : zone.trim();
    if (timeZone !== null && (!isValidTimeZone(timeZone) || !zones.includes(timeZone))) {
      setErrors({ timeZone: settingsMessages.unknownTimeZone });
      return;
    }
    try {
      await update.mutateAsync({ timeZone, weekStart, quizColor });
      toast.success(settingsMessages.preferencesSaved);
    } catch (error) {
      const issues = error instanceof ApiError ? error.issues : [];
      const zoneIssue = issues.find((issue) => issue.path[0] === "timeZone");
      setErrors(zoneIssue ? { timeZone: zoneIssue.message } : { form: errorMessage(error) });
      toast.error(settingsMessages.preferencesFailed, { description: errorMessage(error) });
    }
  };
  const saving = update.isPending;

  return (
    <form onSubmit={save} noValidate className="grid gap-4" aria-label="Calendar and quizzes">
      {errors.form && <FormAlert>{errors.form}</FormAlert>}
      <div className="grid gap-2">
        <h3 className="text-sm font-medium">Time zone</h3>
        <div className="flex items-center gap-2">
          <Checkbox id={`${id}-auto`} checked={automatic} onCheckedChange={(checked) => setAutomatic(checked === true)} disabled={saving} />
          <Label htmlFor={`${id}-auto`} className="font-normal">
            Use this device's time zone ({detected})
          </Label>
        </div>
        {!automatic && (
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-zone`}>Choose a time zone</Label>
            <Input
              id={`${id}-zone`}
              list={`${id}-zones`}
              value={zone}
              onChange={(event) => setZone(event.target.value)}
              placeholder="Search: Melbourne, New_York, UTC…"
              autoComplete="off"
              spellCheck={false}
              disabled={saving}
              aria-invalid={errors.timeZone ? true : undefined}
              aria-describedby={errors.timeZone ? `${id}-zone-error` : `${id}-zone-hint`}
            />
            <datalist id={`${id}-zones`}>
              {zones.map((value) => (
                <option key={value} value={value} />
              ))}
            </datalist>
            {errors.timeZone ? (
              <FieldError id={`${id}-zone-error`}>{errors.timeZone}</FieldError>
            ) : (
              <p id={`${id}-zone-hint`} className="text-xs text-muted-foreground">
                Type part of a city or region and pick it from the list ({zones.length} zones).
              </p>
            )}
          </div>
        )}
      </div>
      <div className="grid gap-1.5 sm:max-w-xs">
        <Label htmlFor={`${id}-week`}>Weeks start on</Label>
        <Select
          id={`${id}-week`}
          value={weekStart}
          onChange={(event) => setWeekStart(event.target.value as WeekStart)}
          disabled={saving}
          className="h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-50"
        >
          {weekStarts.map((value) => (
            <option key={value} value={value}>
              {weekStartLabels[value]}
            </option>
          ))}
        </Select>
      </div>
      <ColorThemePicker legend="Default quiz colour" value={quizColor} onChange={setQuizColor} disabled={saving} />
      <Button type="submit" className="justify-self-start" disabled={saving}>
        {saving ? "Saving…" : "Save preferences"}
      </Button>
    </form>
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
