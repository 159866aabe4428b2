import type { ReactNode } from "react";
import { guardMessages } from "@shared/messages.js";
import { useAuth } from "@/lib/auth.js";
import { LoadingIndicator } from "@/components/ui/loading-indicator.js";
import { AuthLinks } from "./auth-links.js";

/** Guarded screens: a checking message while loading, a login prompt (no redirect) when signed out. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  if (status === "loading") {
    return (
      <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4">
        <LoadingIndicator size="lg" variant="orbit" label={guardMessages.checking} />
        <p className="text-muted-foreground">{guardMessages.checking}</p>
      </div>
    );
  }
  if (status === "unauthenticated") {
    return (
      <div className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-4 text-center">
        <h1 className="text-2xl font-bold">{guardMessages.loginRequired}</h1>
        <p className="text-muted-foreground">Your tasks, quizzes and flashcards are waiting on the other side.</p>
        <div className="flex gap-3">
          <AuthLinks primary="login" />
        </div>
      </div>
    );
  }
  return children;
}
