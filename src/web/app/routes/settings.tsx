import { useEffect, type ReactNode } from "react";
import { useLocation } from "react-router";
import { PageShell } from "@/components/layout/page-shell.js";
import { Skeleton } from "@/components/ui/skeleton.js";
import { DeviceSessions, PasswordSettings } from "@/features/auth/components/account-security-settings.js";
import { SignInMethods } from "@/features/auth/components/sign-in-methods.js";
import { TwoFactorSettings } from "@/features/auth/components/two-factor-settings.js";
import { CalendarFeedSection } from "@/features/settings/components/calendar-feed-section.js";
import { DataSection } from "@/features/settings/components/data-section.js";
import { AnkiData } from "@/features/flashcards/components/anki-data.js";
import { PreferencesSection } from "@/features/settings/components/preferences-section.js";
import { ProfileSection } from "@/features/settings/components/profile-section.js";
import { useAuth } from "@/lib/auth.js";

function Section({ id, title, lead, children }: { id: string; title: string; lead: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="grid scroll-mt-24 gap-4 rounded-lg border p-4 sm:p-6">
      <div>
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{lead}</p>
      </div>
      {children}
    </section>
  );
}

const sections = [
  ["profile", "Profile"],
  ["security", "Security"],
  ["preferences", "Preferences"],
  ["calendar", "Calendar feed"],
  ["data", "Your data"],
] as const;

/** /settings: each section saves on its own. */
export default function SettingsScreen() {
  const { me } = useAuth();
  const { hash } = useLocation();
  const loaded = me !== null;
  // A link to a section (#security, back from a provider or a mail) lands once the sections exist.
  useEffect(() => {
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [loaded, hash]);
  return (
    <PageShell title="Settings" lead="Your profile, account, preferences and data.">
      <nav aria-label="Settings sections" className="mb-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {sections.map(([id, title]) => (
          <a key={id} href={`#${id}`} className="text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
            {title}
          </a>
        ))}
      </nav>
      {me ? (
        <div className="grid max-w-3xl gap-6">
          <Section id="profile" title="Profile" lead="Your name and picture, shown in the menu and on your work.">
            <ProfileSection me={me} />
          </Section>
          <Section id="security" title="Security" lead="How you sign in, your password, two-step verification and the devices signed in to your account.">
            <div className="grid gap-2">
              <h3 className="text-sm font-medium">Ways to sign in</h3>
              <SignInMethods me={me} />
            </div>
            {me.user.hasPassword && (
              <div className="grid gap-2">
                <h3 className="text-sm font-medium">Password</h3>
                <PasswordSettings />
              </div>
            )}
            <TwoFactorSettings />
            <div className="grid gap-2">
              <h3 className="text-sm font-medium">Signed-in devices</h3>
              <DeviceSessions />
            </div>
          </Section>
          <Section id="preferences" title="Preferences" lead="How Cadence looks, which time zone and week your calendar uses, and what we send you.">
            <PreferencesSection me={me} />
          </Section>
          <Section id="calendar" title="Calendar feed" lead="See your tasks in Google Calendar, Apple Calendar or Outlook.">
            <CalendarFeedSection />
          </Section>
          <Section id="data" title="Your data" lead="Take everything with you, bring it back, or delete it all.">
            <DataSection me={me}>
              <AnkiData />
            </DataSection>
          </Section>
        </div>
      ) : (
        <div className="grid max-w-3xl gap-6" aria-busy="true" aria-label="Loading settings">
          <Skeleton className="h-48" />
          <Skeleton className="h-32" />
        </div>
      )}
    </PageShell>
  );
}
