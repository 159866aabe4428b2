import { CalendarDays, CalendarSync, FileUp, Layers, ShieldCheck, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { CalendarIllustration, FlashcardIllustration, QuizIllustration } from "@/components/marketing/illustrations.js";
import { FeatureCards } from "@/components/marketing/feature-cards.js";
import { Button } from "@/components/ui/button.js";

const highlights = [
  {
    icon: CalendarDays,
    title: "Tasks on a calendar",
    text: "Type “Essay draft friday 5pm #english !high” and it lands on Friday at five, tagged and flagged. Drag it when plans change.",
  },
  {
    icon: Sparkles,
    title: "Quizzes from your notes",
    text: "Write multiple-choice, true/false, short and long-answer questions, take them with a timer, and retake just your mistakes.",
  },
  {
    icon: Layers,
    title: "Flashcards that stick",
    text: "FSRS spaced repetition brings each card back just before you would forget it. Space to flip, 1–4 to rate.",
  },
  {
    icon: CalendarSync,
    title: "Your calendar, everywhere",
    text: "A private feed puts your deadlines in Google Calendar, Apple Calendar or Outlook, repeats included.",
  },
  { icon: FileUp, title: "Bring your cards", text: "Import Quizlet and Anki exports in seconds; export any set as CSV or TSV whenever you like." },
  { icon: ShieldCheck, title: "Private by default", text: "No ads, no selling your data. Two-step verification, and your study data stays yours." },
];

export default function LandingScreen() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-20 px-4 py-16 sm:px-6 sm:py-24">
      <section className="grid items-center gap-10 lg:grid-cols-[1.1fr_1fr]">
        <div className="flex flex-col gap-6">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">Cadence</p>
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Plan your work. Study what matters.</h1>
          <p className="text-lg text-muted-foreground">
            Tasks on a calendar, quizzes written by you or generated from your notes and PDFs, and flashcards that come back just before you would forget them:
            one place where planning and studying meet.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button size="lg" asChild>
              <Link to="/auth/signup">Get started free</Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to="/features">See the features</Link>
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">Free for as long as you like. No card needed.</p>
        </div>
        <div className="grid gap-4">
          <CalendarIllustration />
        </div>
      </section>

      <section aria-labelledby="why-heading" className="grid gap-6">
        <h2 id="why-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Everything a study week needs
        </h2>
        <FeatureCards cards={highlights} />
      </section>

      <section aria-labelledby="study-heading" className="grid items-center gap-8 lg:grid-cols-2">
        <div className="grid gap-4 sm:grid-cols-2 lg:order-2">
          <QuizIllustration />
          <FlashcardIllustration />
        </div>
        <div className="grid gap-4">
          <h2 id="study-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Test yourself, then remember it
          </h2>
          <p className="text-muted-foreground">
            Quizzes show you what you do not know yet; flashcards make sure you keep what you do. Cadence grades every answer, explains the right one, and
            schedules each card by how well you knew it, so ten minutes a day beats a night of cramming.
          </p>
          <Button variant="outline" className="justify-self-start" asChild>
            <Link to="/documentation#study">How studying works</Link>
          </Button>
        </div>
      </section>

      <section className="grid justify-items-center gap-4 rounded-2xl border bg-muted/40 px-6 py-12 text-center">
        <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">Your next deadline is already in your head. Put it somewhere better.</h2>
        <Button size="lg" asChild>
          <Link to="/auth/signup">Create your free account</Link>
        </Button>
      </section>
    </div>
  );
}
