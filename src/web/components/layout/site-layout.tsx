import { Suspense, useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { messages } from "@shared/messages.js";
import { pageTitleFor, useDocumentTitle } from "@/lib/page-title.js";
import { ErrorBoundary } from "@/components/errors/error-boundary.js";
import { LoadingIndicator } from "@/components/ui/loading-indicator.js";
import { AnalyticsScript } from "./analytics-script.js";
import { Footer } from "./footer.js";
import { NavBar } from "./nav-bar.js";

/** Fills the window below the bar, so that the footer starts out of sight and does not jump when the screen arrives. */
export function ScreenLoading() {
  return (
    <div className="flex min-h-[calc(100vh-4rem)] flex-col items-center justify-center gap-4">
      <LoadingIndicator size="lg" variant="dots" label={messages.loadingApplication} />
      <p className="text-muted-foreground">{messages.loadingApplication}</p>
    </div>
  );
}

/**
 * Marks <html data-hydrated> once the screen is live: on a prerendered page, once React has
 * adopted its markup (the screen's boundary hydrates as one, when its chunk has come). Browser
 * tests wait for it before they click.
 */
function ScreenAdopted() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}

/** Navigation bar, the screen (lazily loaded, with its own error boundary) and the footer. */
export function SiteLayout({ hideFooter = false }: { hideFooter?: boolean }) {
  const { pathname } = useLocation();
  useDocumentTitle(pageTitleFor(pathname));
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <NavBar />
      <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<ScreenLoading />}>
            <Outlet />
            <ScreenAdopted />
          </Suspense>
        </ErrorBoundary>
      </main>
      {!hideFooter && <Footer />}
      <AnalyticsScript />
      {/* Each navigation starts at the top (or at its #section); Back and Forward restore where you were. */}
      <ScrollRestoration />
    </div>
  );
}
