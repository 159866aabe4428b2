import { Check } from "lucide-react";
import { Link } from "react-router";
import { plans } from "@shared/plans.js";
import { PageShell } from "@/components/layout/page-shell.js";
import { Button } from "@/components/ui/button.js";
import { cn } from "@/lib/cn.js";

const faq = [
  {
    q: "Is Free really free?",
    a: "Yes. Tasks, quizzes, flashcards, the calendar feed and import/export have no limits on Free. Only AI generation is capped, at 5 a day.",
  },
  {
    q: "What counts as an AI generation?",
    a: "One generated quiz, one set of generated flashcards, or one task breakdown. Writing and taking quizzes or studying cards never counts.",
  },
  {
    q: "Can I take my data with me?",
    a: "Yes: export any flashcard set as CSV or TSV, subscribe to your tasks from any calendar app, and your quizzes keep their questions and results.",
  },
];

export default function PricingScreen() {
  return (
    <PageShell title="Pricing" lead="Cadence is free. A Pro plan with more AI generations is planned, but it is not on sale yet: every account is on Free.">
      <div className="grid gap-12">
        <ul className="grid gap-6 md:grid-cols-2">
          {plans.map((plan) => (
            <li
              key={plan.id}
              className={cn("flex flex-col gap-4 rounded-xl border bg-card p-6", plan.onSale ? "border-primary shadow-md" : "border-dashed")}
              aria-labelledby={`plan-${plan.id}`}
            >
              <div>
                <h2 id={`plan-${plan.id}`} className="flex items-center gap-2 text-xl font-bold">
                  {plan.name}
                  {!plan.onSale && <span className="rounded-full border px-2 py-0.5 text-xs font-medium text-muted-foreground">Not on sale yet</span>}
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">{plan.tagline}</p>
              </div>
              <p>
                <span className="text-4xl font-bold tabular-nums">${plan.priceMonthly}</span>
                <span className="text-muted-foreground"> / month{plan.onSale ? "" : ", planned"}</span>
              </p>
              {!plan.onSale && (
                <p className="text-sm text-muted-foreground">
                  You cannot buy it yet. If you need more than {plans[0]!.aiGenerationsPerDay} AI generations a day, tell us: it helps us decide.
                </p>
              )}
              <ul className="grid gap-2 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
                    {feature}
                  </li>
                ))}
              </ul>
              <Button className="mt-auto" variant={plan.onSale ? "default" : "outline"} asChild>
                <Link to={plan.cta.to}>{plan.cta.label}</Link>
              </Button>
            </li>
          ))}
        </ul>
        <section aria-labelledby="faq-heading" className="grid max-w-3xl gap-4">
          <h2 id="faq-heading" className="text-xl font-semibold">
            Questions
          </h2>
          <dl className="grid gap-4">
            {faq.map(({ q, a }) => (
              <div key={q}>
                <dt className="font-medium">{q}</dt>
                <dd className="text-sm text-muted-foreground">{a}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </PageShell>
  );
}
