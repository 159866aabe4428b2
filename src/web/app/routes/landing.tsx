import { CalendarDays, Layers, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "../../components/ui/button.js";

const highlights = [
  { icon: CalendarDays, title: "Tasks on a calendar", text: "Due dates, priorities and tags, in month, week and day views." },
  { icon: Sparkles, title: "Quizzes from your notes", text: "Write questions yourself or generate a quiz from notes and PDFs." },
  { icon: Layers, title: "Flashcards that stick", text: "Spaced repetition brings each card back just before you forget it." },
];

export default function LandingScreen() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-16 px-4 py-16 sm:px-6 sm:py-24">
      <section className="flex max-w-3xl flex-col gap-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">Cadence</p>
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Plan your work. Study what matters.</h1>
        <p className="text-lg text-muted-foreground">
          Tasks on a calendar, quizzes written by you or generated from your notes and PDFs, and flashcards that come back just
          before you would forget them: one place where planning and studying meet.
        </p>
        <div className="flex flex-wrap gap-3">
          <Button size="lg" asChild>
            <Link to="/auth/signup">Get started free</Link>
          </Button>
          <Button size="lg" variant="outline" asChild>
            <Link to="/features">See the features</Link>
          </Button>
        </div>
      </section>
      <ul className="grid gap-4 sm:grid-cols-3">
        {highlights.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-lg border bg-card p-6">
            <Icon className="size-6 text-primary" aria-hidden="true" />
            <h2 className="mt-3 font-semibold">{title}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
