import { BarChart3, BookOpen, GraduationCap, CalendarDays, Layers, LayoutDashboard, ListChecks, Settings, Sparkles, Sun, type LucideIcon } from "lucide-react";

export interface NavLink {
  to: string;
  label: string;
  icon?: LucideIcon;
}

export const centreLinks: NavLink[] = [
  { to: "/", label: "Home" },
  { to: "/pricing", label: "Pricing" },
  { to: "/support", label: "Support" },
];

/** The mobile menu's two sections (spec §2). */
export const applicationLinks: NavLink[] = [
  { to: "/today", label: "Today", icon: Sun },
  { to: "/tasks", label: "Dashboard", icon: LayoutDashboard },
  { to: "/calendar", label: "Calendar", icon: CalendarDays },
  { to: "/settings", label: "Settings", icon: Settings },
];

export const studyToolLinks: NavLink[] = [
  { to: "/quizzes", label: "Quizzes", icon: ListChecks },
  { to: "/quizzes/results", label: "Results", icon: BarChart3 },
  { to: "/quizzes/generate", label: "AI Quiz Generator", icon: Sparkles },
  { to: "/flashcards", label: "Flashcards", icon: Layers },
  { to: "/documentation", label: "Documentation", icon: BookOpen },
];

/** The signed-in app's sections (sidebar, phone tab bar), each with the paths it is current on. */
export interface AppSection extends NavLink {
  icon: LucideIcon;
  /** A shorter label for the phone tab bar. */
  short?: string;
  current: (pathname: string) => boolean;
}

const quizSubpages = /^\/quizzes\/(generate|results|attempts)(\/|$)|^\/quizzes\/[^/]+\/results\//;

export const appSections: AppSection[] = [
  { to: "/today", label: "Today", icon: Sun, current: (path) => path === "/today" },
  { to: "/plans", label: "Exams", icon: GraduationCap, current: (path) => path === "/plans" || path.startsWith("/plans/") },
  { to: "/calendar", label: "Calendar", icon: CalendarDays, current: (path) => path === "/calendar" || path === "/tasks" || path.startsWith("/tasks/") },
  { to: "/quizzes", label: "Quizzes", icon: ListChecks, current: (path) => (path === "/quizzes" || path.startsWith("/quizzes/")) && !quizSubpages.test(path) },
  { to: "/flashcards", label: "Flashcards", short: "Cards", icon: Layers, current: (path) => path === "/flashcards" },
  { to: "/quizzes/generate", label: "Generate", icon: Sparkles, current: (path) => path === "/quizzes/generate" },
  {
    to: "/quizzes/results",
    label: "Results",
    icon: BarChart3,
    current: (path) => /^\/quizzes\/(results|attempts)(\/|$)|^\/quizzes\/[^/]+\/results\//.test(path),
  },
  { to: "/settings", label: "Settings", icon: Settings, current: (path) => path === "/settings" },
];

/** The phone tab bar's five; the rest are in the menu. */
export const tabBarSections = appSections.filter((section) => ["/today", "/calendar", "/quizzes", "/flashcards", "/quizzes/generate"].includes(section.to));
