import { PageShell } from "../../components/layout/page-shell.js";
import { TwoFactorSettings } from "../../features/auth/components/two-factor-settings.js";

export default function SettingsScreen() {
  return (
    <PageShell title="Settings" lead="Your profile, account, preferences and data.">
      <section aria-labelledby="security-heading" className="grid max-w-2xl gap-4">
        <h2 id="security-heading" className="text-lg font-semibold">
          Security
        </h2>
        <TwoFactorSettings />
      </section>
    </PageShell>
  );
}
