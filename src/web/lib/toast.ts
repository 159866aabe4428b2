import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";

type Sonner = typeof SonnerModule;

let loading: Promise<Sonner> | undefined;

/** Sonner, fetched on first use (or when the toast region mounts) rather than with the entry chunk. */
export function loadSonner(): Promise<Sonner> {
  loading ??= import("sonner");
  return loading;
}

function show(kind: "success" | "error", title: string, options?: ExternalToast): void {
  void loadSonner().then(({ toast: sonner }) => sonner[kind](title, options));
}

/**
 * The toasts the entry chunk raises (session checks, failed queries, the theme menu, a render
 * error). The same sonner calls as in the screens, only sonner itself arrives a moment later:
 * keeping it out of the entry makes the landing page's JavaScript about 10 KB (gzip) smaller.
 * Screens, which are chunks of their own, import sonner directly.
 */
export const toast = {
  success: (title: string, options?: ExternalToast) => show("success", title, options),
  error: (title: string, options?: ExternalToast) => show("error", title, options),
};
