import { Link } from "react-router";
import { PageShell } from "@/components/layout/page-shell.js";
import { SupportForm } from "@/features/support/components/support-form.js";

export default function SupportScreen() {
  return (
    <PageShell title="Support" lead="Questions, problems or ideas: tell us and a person will answer.">
      <ul className="grid gap-3 sm:grid-cols-3">
        <li>
          <Link to="/documentation" className="block rounded-lg border p-5 hover:bg-accent">
            <span className="font-semibold">Documentation</span>
            <span className="mt-1 block text-sm text-muted-foreground">Guides to every part of Cadence.</span>
          </Link>
        </li>
        <li>
          <Link to="/report-bug" className="block rounded-lg border p-5 hover:bg-accent">
            <span className="font-semibold">Report a bug</span>
            <span className="mt-1 block text-sm text-muted-foreground">Tell us what went wrong.</span>
          </Link>
        </li>
        <li>
          <Link to="/feature-request" className="block rounded-lg border p-5 hover:bg-accent">
            <span className="font-semibold">Request a feature</span>
            <span className="mt-1 block text-sm text-muted-foreground">Tell us what to build next.</span>
          </Link>
        </li>
      </ul>
      <section aria-labelledby="support-write" className="mt-10 grid max-w-xl gap-4">
        <h2 id="support-write" className="text-xl font-semibold">
          Write to us
        </h2>
        <p className="text-sm text-muted-foreground">A person reads every message, usually within two working days.</p>
        <SupportForm kind="support" descriptionLabel="Your question" />
      </section>
    </PageShell>
  );
}
