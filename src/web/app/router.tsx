import { useQueryClient } from "@tanstack/react-query";
import { lazy, useEffect, type ComponentType } from "react";
import { matchRoutes, Outlet, type RouteObject } from "react-router";
import { AppLayout } from "@/components/layout/app-layout.js";
import { RequireAuth } from "@/components/layout/require-auth.js";
import { SiteLayout } from "@/components/layout/site-layout.js";

type ScreenModule = { default: ComponentType };

type Screen = ComponentType & { preload(): Promise<void> };

/**
 * Each screen is its own chunk, loaded when first visited ('Loading application...' meanwhile).
 * A screen loaded ahead (`preload`) renders at once, without suspending: main.tsx does that for a
 * prerendered page, so React adopts its markup in one pass, before anything (a stored theme, the
 * session) can change around it and make React redraw it from the loading screen.
 */
function screen(load: () => Promise<ScreenModule>): Screen {
  let loaded: ComponentType | undefined;
  const remember = (module: ScreenModule) => {
    loaded = module.default;
    return module;
  };
  const Lazy = lazy(() => load().then(remember));
  function Screen() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  Screen.preload = () =>
    load()
      .then(remember)
      .then(() => undefined);
  return Screen;
}

const Landing = screen(() => import("./routes/landing.js"));
const Pricing = screen(() => import("./routes/pricing.js"));
const Features = screen(() => import("./routes/features.js"));
const Support = screen(() => import("./routes/support.js"));
const ReportBug = screen(() => import("./routes/report-bug.js"));
const FeatureRequest = screen(() => import("./routes/feature-request.js"));
const Documentation = screen(() => import("./routes/documentation.js"));
const PrivacyPolicy = screen(() => import("./routes/privacy-policy.js"));
const TermsOfService = screen(() => import("./routes/terms-of-service.js"));
const Unsubscribe = screen(() => import("./routes/unsubscribe.js"));
const Login = screen(() => import("./routes/auth/login.js"));
const Signup = screen(() => import("./routes/auth/signup.js"));
const Verify = screen(() => import("./routes/auth/verify.js"));
const ForgotPassword = screen(() => import("./routes/auth/forgot-password.js"));
const ResetPassword = screen(() => import("./routes/auth/reset-password.js"));
const GoogleCallback = screen(() => import("./routes/auth/google-callback.js"));
const Today = screen(() => import("./routes/today.js"));
const Plans = screen(() => import("./routes/plans.js"));
const NewPlan = screen(() => import("./routes/plan-new.js"));
const Plan = screen(() => import("./routes/plan.js"));
const PlanStudy = screen(() => import("./routes/plan-study.js"));
const Tasks = screen(() => import("./routes/tasks.js"));
const TaskCreate = screen(() => import("./routes/task-create.js"));
const Flashcards = screen(() => import("./routes/flashcards.js"));
const Settings = screen(() => import("./routes/settings.js"));
const Quizzes = screen(() => import("./routes/quizzes/quizzes.js"));
const QuizForm = screen(() => import("./routes/quizzes/quiz-form.js"));
const QuizGenerate = screen(() => import("./routes/quizzes/quiz-generate.js"));
const QuizTake = screen(() => import("./routes/quizzes/quiz-take.js"));
const QuizResult = screen(() => import("./routes/quizzes/quiz-result.js"));
const QuizResults = screen(() => import("./routes/quizzes/quiz-results.js"));
const QuizAttempts = screen(() => import("./routes/quizzes/quiz-attempts.js"));
const NotFound = screen(() => import("./routes/not-found.js"));

/** Live updates from the user's other tabs and devices, loaded apart from the entry chunk. */
function RealtimeSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import("./realtime-sync.js").then(({ startRealtimeSync }) => {
      // The state is on <html data-realtime> for whoever needs to know (tests, styles).
      if (!cancelled) stop = startRealtimeSync(queryClient, (status) => (document.documentElement.dataset.realtime = status));
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [queryClient]);
  return null;
}

function Guarded() {
  return (
    <RequireAuth>
      <RealtimeSync />
      <Outlet />
    </RequireAuth>
  );
}

/** Loads the screens `pathname` shows, before a prerendered page is adopted (main.tsx). */
export async function preloadScreens(pathname: string): Promise<void> {
  const screens = (matchRoutes(routes, pathname) ?? []).map(({ route }) => (route.element as { type?: Partial<Screen> } | undefined)?.type?.preload);
  await Promise.all(screens.map((preload) => preload?.()));
}

/** Spec §2's routes. */
export const routes: RouteObject[] = [
  {
    element: <SiteLayout />,
    children: [
      { index: true, element: <Landing /> },
      { path: "pricing", element: <Pricing /> },
      { path: "features", element: <Features /> },
      { path: "support", element: <Support /> },
      { path: "report-bug", element: <ReportBug /> },
      { path: "feature-request", element: <FeatureRequest /> },
      { path: "documentation", element: <Documentation /> },
      { path: "privacy-policy", element: <PrivacyPolicy /> },
      { path: "terms-of-service", element: <TermsOfService /> },
      { path: "unsubscribe", element: <Unsubscribe /> },
      { path: "auth/login", element: <Login /> },
      { path: "auth/signup", element: <Signup /> },
      { path: "auth/verify", element: <Verify /> },
      { path: "auth/forgot-password", element: <ForgotPassword /> },
      { path: "auth/reset-password", element: <ResetPassword /> },
      { path: "auth/google/callback", element: <GoogleCallback /> },
      { path: "*", element: <NotFound /> },
    ],
  },
  {
    // The signed-in app: no marketing footer; a sidebar (a tab bar on phones) instead.
    element: <SiteLayout hideFooter />,
    children: [
      {
        element: <Guarded />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { path: "today", element: <Today /> },
              { path: "plans", element: <Plans /> },
              { path: "plans/new", element: <NewPlan /> },
              { path: "plans/:id", element: <Plan /> },
              { path: "plans/:id/study", element: <PlanStudy /> },
              { path: "calendar", element: <Tasks /> },
              { path: "tasks", element: <Tasks /> },
              { path: "tasks/create", element: <TaskCreate /> },
              { path: "flashcards", element: <Flashcards /> },
              { path: "settings", element: <Settings /> },
              { path: "quizzes", element: <Quizzes /> },
              { path: "quizzes/create", element: <QuizForm /> },
              { path: "quizzes/edit/:id", element: <QuizForm /> },
              { path: "quizzes/generate", element: <QuizGenerate /> },
              { path: "quizzes/results", element: <QuizResults /> },
              { path: "quizzes/attempts", element: <QuizAttempts /> },
              { path: "quizzes/:quizId/results/:resultId", element: <QuizResult /> },
            ],
          },
          // Taking a quiz is focus time: no footer and no app navigation.
          { path: "quizzes/:id/take", element: <QuizTake /> },
        ],
      },
    ],
  },
];
