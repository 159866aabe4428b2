// Built by `vite build --ssr` and run by scripts/prerender.mjs at build time: the public pages'
// HTML, so that their content paints before any JavaScript arrives (main.tsx then hydrates it).
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { AppProviders } from "./app/providers.js";
import { routes } from "./app/router.js";
import { pageTitleFor } from "./lib/page-title.js";

export { prerenderedFile, prerenderedPages } from "@shared/prerendered-pages.js";

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  title: string;
}

/** Renders one public page as the client's first render will (signed out, the system theme), lazy screens included. */
export async function renderPage(pathname: string): Promise<PrerenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://prerender.invalid${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} redirects; only pages can be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The same tree as main.tsx's (StrictMode, providers, router), so that hydration matches it.
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // Every boundary inline: no script to move a finished screen into place (the CSP allows none inline).
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, title: pageTitleFor(pathname) };
}
