/**
 * The plans, in one place: the pricing page shows them, and the AI features are to enforce
 * each plan's `aiGenerationsPerDay`. Prices are per month, in US dollars.
 */
export interface Plan {
  id: "free" | "pro";
  name: string;
  priceMonthly: number;
  tagline: string;
  aiGenerationsPerDay: number;
  features: string[];
  cta: { label: string; to: string };
  /** False for a plan that is planned but cannot be bought yet: the pricing page says so. */
  onSale: boolean;
}

export const plans: Plan[] = [
  {
    id: "free",
    name: "Free",
    priceMonthly: 0,
    tagline: "Everything you need to plan and study, for as long as you like.",
    aiGenerationsPerDay: 5,
    features: [
      "Unlimited tasks, subtasks, repeats and tags",
      "Month, week, day, agenda and list views",
      "Private calendar feed for Google, Apple and Outlook",
      "Unlimited quizzes and flashcard sets",
      "FSRS spaced repetition, cram mode, CSV/TSV import and export",
      "5 AI generations a day (quizzes, flashcards, task breakdowns)",
    ],
    cta: { label: "Start free", to: "/auth/signup" },
    onSale: true,
  },
  {
    id: "pro",
    name: "Pro",
    priceMonthly: 4,
    tagline: "For heavy exam seasons: generate quizzes and cards from every lecture.",
    aiGenerationsPerDay: 100,
    features: ["Everything in Free", "100 AI generations a day", "Quizzes generated from PDFs up to 20 MB", "Priority answers from support"],
    cta: { label: "Ask for Pro", to: "/feature-request" },
    onSale: false,
  },
];

export function planById(id: Plan["id"]): Plan {
  return plans.find((plan) => plan.id === id)!;
}
