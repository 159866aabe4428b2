/**
 * The public pages whose HTML the build writes (scripts/prerender.mjs) and the server sends for
 * a request without a query (src/server/static.ts): their content paints before the JavaScript.
 */
export const prerenderedPages = ["/", "/features", "/pricing", "/documentation", "/privacy-policy", "/terms-of-service"] as const;

/** Where a page's HTML is written under dist/web: `_prerendered/index.html`, `_prerendered/features.html`... */
export function prerenderedFile(pathname: string): string {
  return `_prerendered/${pathname === "/" ? "index" : pathname.slice(1)}.html`;
}
