import { Search } from "lucide-react";
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { PageShell } from "@/components/layout/page-shell.js";
import { Input } from "@/components/ui/input.js";
import { RichText } from "@/components/ui/rich-text.js";
import { cn } from "@/lib/cn.js";
import { docSections, findEntry, highlightMs, popularGuides, scrollTargetDelayMs, scrollTargetKey, searchDocs } from "@/features/docs/content.js";

/**
 * Spec §2's documentation page: search with a result list, four popular guides, a sidebar of
 * sections and a content panel. Opening a result (or /documentation#id, or the scroll-target
 * key another screen left in local storage) switches the section, scrolls to the sub-section
 * and highlights it for 2 seconds.
 */
export function DocumentationPage() {
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const [sectionId, setSectionId] = useState(docSections[0]!.id);
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const timers = useRef<number[]>([]);
  const results = searchDocs(query);
  const section = docSections.find((candidate) => candidate.id === sectionId) ?? docSections[0]!;

  const reveal = useCallback((entryId: string, delayMs = 0, onStart?: () => void) => {
    const found = findEntry(entryId);
    if (!found) {
      onStart?.();
      return;
    }
    const later = (run: () => void, ms: number) => timers.current.push(window.setTimeout(run, ms));
    later(() => {
      onStart?.();
      setSectionId(found.section.id);
      // Once the section is on screen, go to the sub-section and light it up.
      later(() => {
        const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
        document.getElementById(entryId)?.scrollIntoView?.({ behavior: reduced ? "auto" : "smooth", block: "start" });
        setHighlighted(entryId);
        later(() => setHighlighted((current) => (current === entryId ? null : current)), highlightMs);
      }, 0);
    }, delayMs);
  }, []);

  useEffect(() => {
    // Consumed when it is revealed, not before: a page mounted twice (React's StrictMode in
    // development) clears the first timer, and the second mount must still find the key.
    const stored = localStorage.getItem(scrollTargetKey);
    if (stored) reveal(stored, scrollTargetDelayMs, () => localStorage.removeItem(scrollTargetKey));
    const pending = timers.current;
    return () => pending.forEach((timer) => window.clearTimeout(timer));
  }, [reveal]);

  useEffect(() => {
    const hash = decodeURIComponent(location.hash.replace(/^#/, ""));
    if (hash) reveal(hash, 50);
  }, [location.hash, reveal]);

  const choose = (entryId: string) => {
    setOpen(false);
    setQuery("");
    navigate({ hash: entryId }, { replace: location.hash === `#${entryId}` });
    reveal(entryId, 50);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      setOpen(false);
      return;
    }
    if (!results.length) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      setActive((current) => (current + (event.key === "ArrowDown" ? 1 : results.length - 1)) % results.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      // Enter opens the highlighted result, the first one unless the arrows moved.
      choose(results[Math.min(active, results.length - 1)]!.entry.id);
    }
  };

  return (
    <PageShell title="Documentation" lead="How to plan tasks, build and take quizzes, and study flashcards with Cadence.">
      <div className="grid gap-8">
        <div className="relative max-w-xl">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input
            type="search"
            role="combobox"
            name="q"
            aria-label="Search the documentation"
            aria-expanded={open && query.trim().length > 0}
            aria-controls={`${id}-results`}
            aria-activedescendant={open && results.length ? `${id}-result-${active}` : undefined}
            aria-autocomplete="list"
            placeholder="Search: quick add, grading, import…"
            className="pl-9"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
              setOpen(true);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          />
          {open && query.trim() && (
            <ul
              id={`${id}-results`}
              role="listbox"
              aria-label="Results"
              className="absolute z-20 mt-1 max-h-80 w-full overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-lg"
            >
              {results.length === 0 && <li className="px-3 py-2 text-sm text-muted-foreground">Nothing matches “{query.trim()}”.</li>}
              {results.map((result, index) => (
                <li
                  key={result.entry.id}
                  id={`${id}-result-${index}`}
                  role="option"
                  aria-selected={index === active}
                  className={cn("cursor-pointer rounded px-3 py-2 text-sm", index === active && "bg-accent text-accent-foreground")}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(result.entry.id)}
                  onMouseEnter={() => setActive(index)}
                >
                  <span className="block font-medium">{result.entry.title}</span>
                  <span className="block text-xs text-muted-foreground">
                    {result.section.title} · {result.entry.description}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>

        <section aria-labelledby={`${id}-popular`} className="grid gap-3">
          <h2 id={`${id}-popular`} className="text-lg font-semibold">
            Popular guides
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {popularGuides.map((guideId) => {
              const guide = findEntry(guideId)!;
              return (
                <li key={guideId}>
                  <Link
                    to={`#${guideId}`}
                    onClick={() => reveal(guideId, 50)}
                    className="block h-full rounded-lg border p-4 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <span className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{guide.section.title}</span>
                    <span className="mt-1 block font-semibold">{guide.entry.title}</span>
                    <span className="mt-1 block text-sm text-muted-foreground">{guide.entry.description}</span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>

        <div className="grid gap-8 md:grid-cols-[14rem_1fr]">
          <nav aria-label="Documentation sections" className="min-w-0 md:sticky md:top-20 md:self-start">
            <ul className="flex gap-1 overflow-x-auto md:grid">
              {docSections.map((candidate) => (
                <li key={candidate.id}>
                  <button
                    type="button"
                    onClick={() => setSectionId(candidate.id)}
                    aria-current={candidate.id === section.id ? "page" : undefined}
                    className={cn(
                      "w-full whitespace-nowrap rounded-md px-3 py-2 text-left text-sm hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring",
                      candidate.id === section.id && "bg-secondary font-semibold",
                    )}
                  >
                    {candidate.title}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <article aria-labelledby={`${id}-section`} className="grid min-w-0 content-start gap-6">
            <h2 id={`${id}-section`} className="text-2xl font-bold tracking-tight">
              {section.title}
            </h2>
            {section.entries.map((entry) => (
              <section
                key={entry.id}
                id={entry.id}
                aria-labelledby={`${entry.id}-title`}
                className={cn(
                  "scroll-mt-24 rounded-lg p-4 transition-colors motion-reduce:transition-none",
                  highlighted === entry.id && "bg-primary/10 ring-2 ring-primary",
                )}
                data-highlighted={highlighted === entry.id ? "" : undefined}
              >
                <h3 id={`${entry.id}-title`} className="text-lg font-semibold">
                  <a href={`#${entry.id}`} className="hover:underline">
                    {entry.title}
                  </a>
                </h3>
                <p className="mb-3 text-sm text-muted-foreground">{entry.description}</p>
                <RichText text={entry.body} className="text-sm leading-relaxed" />
              </section>
            ))}
          </article>
        </div>
      </div>
    </PageShell>
  );
}
