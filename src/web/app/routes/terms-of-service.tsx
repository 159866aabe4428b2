import { PageShell } from "../../components/layout/page-shell.js";

export default function TermsOfServiceScreen() {
  return (
    <PageShell title="Terms of Service" lead="The agreement between you and Cadence when you use the service." />
  );
}
