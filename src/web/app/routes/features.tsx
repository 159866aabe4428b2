import { CalendarSync, FileUp, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { PageShell } from "@/components/layout/page-shell.js";
import { CalendarIllustration, FlashcardIllustration, QuizIllustration } from "@/components/marketing/illustrations.js";
import { FeatureCards } from "@/components/marketing/feature-cards.js";
import { Button } from "@/components/ui/button.js";

const features = [
  {
    id: "tasks",
    title: "Tasks and calendar",
    illustration: CalendarIllustration,
    points: [
      "Quick add in plain words: dates, times, #tags, !priority and repeats in one line, shown as chips before saving.",
      "Month, week, day, agenda and list views; drag to reschedule, drag an edge to resize, click a slot to add.",
      "Subtasks, repeating tasks (every weekday, the last Friday of the month, any iCalendar rule) and colour-coded priorities.",
      "Times follow your time zone; all-day tasks stay on their date wherever you are.",
    ],
    doc: "quick-add",
  },
  {
    id: "quizzes",
    title: "Quizzes",
    illustration: QuizIllustration,
    points: [
      "Multiple choice (one or several correct), true/false, short and long answer, with points and explanations.",
      "One question at a time, a timer, and answers kept if the page reloads.",
      "Forgiving grading for short answers; compare long answers with a sample and grade yourself.",
      "Results question by question, retake only your mistakes, and a score trend for every quiz.",
    ],
    doc: "create-quiz",
  },
  {
    id: "flashcards",
    title: "Flashcards",
    illustration: FlashcardIllustration,
    points: [
      "FSRS spaced repetition: each card returns just before you would forget it.",
      "Keyboard study: Space flips, 1–4 rate, U undoes; a cram mode that leaves your schedule alone.",
      "Markdown and maths on cards ($\\pi r^2$ renders as you would write it).",
      "Paste a list or import Quizlet and Anki exports; export any set as CSV or TSV.",
    ],
    doc: "study",
  },
];

const more = [
  {
    icon: CalendarSync,
    title: "Calendar feed",
    text: "Subscribe from Google Calendar, Apple Calendar or Outlook with your private address; change it any time.",
  },
  { icon: FileUp, title: "Import and export", text: "Your cards come in from Quizlet and Anki and go out as CSV or TSV. Your study data is never locked in." },
  {
    icon: ShieldCheck,
    title: "Privacy and security",
    text: "HttpOnly session cookies, two-step verification, rate-limited sign-in, no ads and no data selling.",
  },
];

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
