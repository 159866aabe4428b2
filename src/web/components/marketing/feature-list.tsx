import { CalendarSync, FileUp, ShieldCheck } from "lucide-react";
import { CalendarIllustration, FlashcardIllustration, QuizIllustration } from "@/components/marketing/illustrations.js";

export const features = [
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

export const more = [
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
