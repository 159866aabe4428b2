import { BookOpen, CalendarDays, Layers, LayoutDashboard, ListChecks, Settings, Sparkles, type LucideIcon } from "lucide-react";

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
  { to: "/tasks", label: "Dashboard", icon: LayoutDashboard },
  { to: "/calendar", label: "Calendar", icon: CalendarDays },
  { to: "/settings", label: "Settings", icon: Settings },
];

export const studyToolLinks: NavLink[] = [
  { to: "/quizzes", label: "Quizzes", icon: ListChecks },
  { to: "/quizzes/generate", label: "AI Quiz Generator", icon: Sparkles },
  { to: "/flashcards", label: "Flashcards", icon: Layers },
  { to: "/documentation", label: "Documentation", icon: BookOpen },
];
