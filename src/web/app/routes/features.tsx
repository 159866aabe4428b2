import { Link } from "react-router";
import { PageShell } from "@/components/layout/page-shell.js";
import { FeatureCards } from "@/components/marketing/feature-cards.js";
import { Button } from "@/components/ui/button.js";
import { features, more } from "@/components/marketing/feature-list.js";

export default function FeaturesScreen() {
  return (
    <PageShell
      title="Features"
      lead="Tasks on a calendar, quizzes you write or generate from your notes, and flashcards scheduled by spaced repetition: everything a study week needs, in one place."
    >
      <div className="grid gap-16">
        {features.map(({ id, title, illustration: Illustration, points, doc }, index) => (
          <section key={id} id={id} aria-labelledby={`${id}-heading`} className="grid items-center gap-8 lg:grid-cols-2">
            <div className={index % 2 ? "lg:order-2" : ""}>
              <Illustration />
            </div>
            <div className="grid gap-4">
              <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
                {title}
              </h2>
              <ul className="grid gap-2 text-muted-foreground">
                {points.map((point) => (
                  <li key={point} className="flex gap-2">
                    <span className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
              <Link to={`/documentation#${doc}`} className="text-sm font-medium text-primary hover:underline">
                Read the guide
              </Link>
            </div>
          </section>
        ))}
        <section aria-labelledby="more-heading" className="grid gap-6">
          <h2 id="more-heading" className="text-2xl font-bold tracking-tight">
            And the parts you do not see
          </h2>
          <FeatureCards cards={more} className="lg:grid-cols-3" />
        </section>
        <div className="flex flex-wrap gap-3">
          <Button size="lg" asChild>
            <Link to="/auth/signup">Get started free</Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link to="/pricing">See pricing</Link>
          </Button>
        </div>
      </div>
    </PageShell>
  );
}
