import type { ReactNode } from "react";
import { PageShell } from "./page-shell.js";

/** A plain legal page: dated, in numbered sections a person can read in five minutes. */
export function LegalPage({
  title,
  lead,
  updated,
  sections,
}: {
  title: string;
  lead: string;
  updated: string;
  sections: { heading: string; body: ReactNode }[];
}) {
  return (
    <PageShell title={title} lead={lead}>
      <div className="grid max-w-3xl gap-8">
        <p className="text-sm text-muted-foreground">Last updated {updated}.</p>
        {sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={`legal-${index}`} className="grid gap-2 leading-relaxed">
            <h2 id={`legal-${index}`} className="text-lg font-semibold">
              {index + 1}. {section.heading}
            </h2>
            <div className="grid gap-2 text-muted-foreground [&_li]:ml-5 [&_li]:list-disc">{section.body}</div>
          </section>
        ))}
      </div>
    </PageShell>
  );
}
