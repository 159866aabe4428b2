import { Mail, Share2 } from "lucide-react";
import { lazy, Suspense, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { buildYear, noChanges, useBrowserValue, useHydrated } from "@/lib/hydration.js";
import { usePublicConfig } from "@/lib/public-config.js";
import { BrandMark } from "./brand-mark.js";
import { Skeleton } from "@/components/ui/skeleton.js";

// The form brings zod and react-hook-form: loaded after the page, not with it.
const NewsletterForm = lazy(() => import("./newsletter-form.js").then((module) => ({ default: module.NewsletterForm })));

function NewsletterFormPlaceholder() {
  return (
    <div className="grid gap-2">
      <Skeleton className="h-5 w-64 max-w-full" />
      <Skeleton className="h-10 w-full" />
    </div>
  );
}

const pages = [
  { to: "/", label: "Home" },
  { to: "/features", label: "Features" },
  { to: "/pricing", label: "Pricing" },
  { to: "/auth/signup", label: "Sign Up" },
  { to: "/auth/login", label: "Login" },
];

const resources = [
  { to: "/documentation", label: "Documentation" },
  { to: "/support", label: "Support" },
  { to: "/report-bug", label: "Report Bug" },
  { to: "/feature-request", label: "Feature Request" },
];

/** Share Cadence on the networks students use; links only, nothing loads from them. */
function shareLinks(origin: string) {
  const url = encodeURIComponent(origin);
  const text = encodeURIComponent("Cadence: tasks, AI quizzes and flashcards in one study planner");
  return [
    { label: "Share on X", href: `https://x.com/intent/post?text=${text}&url=${url}` },
    { label: "Share on LinkedIn", href: `https://www.linkedin.com/sharing/share-offsite/?url=${url}` },
  ];
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  const id = `footer-${title.toLowerCase()}`;
  return (
    <section aria-labelledby={id} className="grid content-start gap-3">
      <h2 id={id} className="text-xs font-semibold uppercase tracking-wider text-foreground">
        {title}
      </h2>
      {children}
    </section>
  );
}

function LinkList({ links }: { links: { to: string; label: string }[] }) {
  const location = useLocation();
  // A bug report says which page the reader was on when they went to report it.
  const from = `?from=${encodeURIComponent(location.pathname + location.search)}`;
  return (
    <ul className="grid gap-2">
      {links.map((link) => (
        <li key={link.to}>
          <Link
            to={link.to === "/report-bug" && location.pathname !== "/report-bug" ? `${link.to}${from}` : link.to}
            className="text-sm text-muted-foreground hover:text-foreground hover:underline"
          >
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const config = usePublicConfig();
  // The prerendered pages were written in the build's year and at no address: both are corrected once adopted.
  const year = useBrowserValue(noChanges, () => new Date().getFullYear(), buildYear);
  const origin = useBrowserValue(noChanges, () => window.location.origin, "");
  const hydrated = useHydrated();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.2fr_1fr_1fr_1.6fr]">
        <div className="grid content-start gap-3">
          <Link to="/" className="flex items-center gap-2 font-bold" aria-label="Cadence home">
            <BrandMark className="size-7" /> Cadence
          </Link>
          <p className="max-w-xs text-sm text-muted-foreground">Where planning and studying meet: tasks, quizzes and flashcards in one place.</p>
          <ul className="flex flex-wrap items-center gap-3 text-sm" aria-label="Share and contact">
            {shareLinks(origin).map((share) => (
              <li key={share.label}>
                <a
                  href={share.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1.5 text-muted-foreground hover:text-foreground"
                >
                  <Share2 className="size-4" aria-hidden="true" />
                  {share.label}
                </a>
              </li>
            ))}
            {config && (
              <li>
                <a href={`mailto:${config.supportEmail}`} className="inline-flex items-center gap-1.5 text-muted-foreground hover:text-foreground">
                  <Mail className="size-4" aria-hidden="true" />
                  E-mail us
                </a>
              </li>
            )}
          </ul>
        </div>
        <Column title="Pages">
          <LinkList links={pages} />
        </Column>
        <Column title="Resources">
          <LinkList links={resources} />
        </Column>
        <Column title="Contact">
          <p className="flex min-h-5 items-center gap-2 text-sm text-muted-foreground">
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {config ? (
              <a href={`mailto:${config.supportEmail}`} className="hover:text-foreground hover:underline">
                {config.supportEmail}
              </a>
            ) : (
              <span className="sr-only">Loading the support e-mail</span>
            )}
          </p>
          <p className="text-sm text-muted-foreground">Made in Melbourne, AUS</p>
          {/* A prerendered page shows the placeholder until it is adopted: a form there before its code would post natively. */}
          {hydrated ? (
            <Suspense fallback={<NewsletterFormPlaceholder />}>
              <NewsletterForm />
            </Suspense>
          ) : (
            <NewsletterFormPlaceholder />
          )}
          <Link to="/unsubscribe" className="text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
            Unsubscribe
          </Link>
        </Column>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>© {year} Cadence. All rights reserved.</p>
          <ul className="flex gap-4">
            <li>
              <Link to="/privacy-policy" className="hover:text-foreground hover:underline">
                Privacy Policy
              </Link>
            </li>
            <li>
              <Link to="/terms-of-service" className="hover:text-foreground hover:underline">
                Terms of Service
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
