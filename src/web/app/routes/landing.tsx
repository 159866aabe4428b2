export default function LandingScreen() {
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col justify-center gap-6 px-6 py-16">
      <p className="text-sm font-semibold uppercase tracking-wide text-primary">Cadence</p>
      <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">Plan your work. Study what matters.</h1>
      <p className="text-lg text-muted-foreground">
        Tasks on a calendar, quizzes written by you or generated from your notes and PDFs, and flashcards that
        come back just before you would forget them: one place where planning and studying meet.
      </p>
    </main>
  );
}
