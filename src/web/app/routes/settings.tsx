import { PageShell } from "../../components/layout/page-shell.js";

export default function SettingsScreen() {
  return (
    <PageShell title="Settings" lead="Your profile, account, preferences and data." />
  );
}
