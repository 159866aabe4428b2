import { useEffect } from "react";

export const productName = "Cadence";
export const homeTitle = `${productName} | Tasks, calendar, AI quizzes and flashcards in one study planner`;
/** Every 2 s while the tab is hidden or blurred (spec §9). */
export const titleCycleMs = 2000;

export const comeBackMessages = [
  "Come back to Cadence 👋",
  "Your study plan misses you 📚",
  "Your tasks are waiting ✅",
  "Quick review before you go? 🧠",
  "Ready when you are ✨",
] as const;

const exactPages: Record<string, string> = {
  "/pricing": "Pricing",
  "/features": "Features",
  "/support": "Support",
  "/report-bug": "Report a Bug",
  "/feature-request": "Request a Feature",
  "/documentation": "Documentation",
  "/privacy-policy": "Privacy Policy",
  "/terms-of-service": "Terms of Service",
  "/unsubscribe": "Unsubscribe",
  "/auth/login": "Log In",
  "/auth/signup": "Sign Up",
  "/auth/verify": "Verify Your Account",
  "/auth/forgot-password": "Forgot Password",
  "/auth/reset-password": "Reset Password",
  "/auth/google/callback": "Signing In",
  "/today": "Today",
  "/plans": "Exams",
  "/plans/new": "Plan an Exam",
  "/calendar": "Calendar",
  "/tasks": "Tasks",
  "/tasks/create": "New Task",
  "/flashcards": "Flashcards",
  "/settings": "Settings",
  "/quizzes": "Quizzes",
  "/quizzes/create": "Create Quiz",
  "/quizzes/generate": "Generate Quiz with AI",
  "/quizzes/results": "Quiz Results",
  "/quizzes/attempts": "Quiz Attempts",
};

const patternPages: [RegExp, string][] = [
  [/^\/plans\/[^/]+\/study$/, "Study Plan Session"],
  [/^\/plans\/[^/]+$/, "Study Plan"],
  [/^\/quizzes\/edit\/[^/]+$/, "Edit Quiz"],
  [/^\/quizzes\/[^/]+\/take$/, "Take Quiz"],
  [/^\/quizzes\/[^/]+\/results\/[^/]+$/, "Quiz Result"],
];

/** The page name for a path, or undefined for a path that is no screen (not found). */
export function pageNameFor(pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return exactPages[path] ?? patternPages.find(([pattern]) => pattern.test(path))?.[1];
}

/** '{Page} | Cadence', the long home title for /, and 'Page Not Found | Cadence' otherwise. */
export function pageTitleFor(pathname: string): string {
  if (pathname === "/" || pathname === "") return homeTitle;
  return `${pageNameFor(pathname) ?? "Page Not Found"} | ${productName}`;
}

/**
 * Keeps document.title on the page's title; while the tab is hidden or the window blurred it
 * cycles through the come-back messages, and it restores the title on return.
 */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
    let timer: ReturnType<typeof setInterval> | undefined;
    let index = 0;

    const away = () => {
      if (timer) return;
      index = 0;
      document.title = comeBackMessages[0];
      timer = setInterval(() => {
        index = (index + 1) % comeBackMessages.length;
        document.title = comeBackMessages[index]!;
      }, titleCycleMs);
    };
    const back = () => {
      if (timer) clearInterval(timer);
      timer = undefined;
      document.title = title;
    };
    const onVisibility = () => (document.visibilityState === "hidden" ? away() : back());

    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("blur", away);
    window.addEventListener("focus", back);
    return () => {
      back();
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("blur", away);
      window.removeEventListener("focus", back);
    };
  }, [title]);
}
