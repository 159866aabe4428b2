import { useSyncExternalStore } from "react";

/** For a browser value that does not change while the page is open. */
export const noChanges = (): (() => void) => () => {};

const inBrowser = () => true;

/** The year the build ran (vite.config.ts), which the prerendered pages' footers show. */
export const buildYear: number = __BUILD_YEAR__;

/**
 * False while React adopts prerendered markup (and in the prerender itself), true otherwise.
 * What only the browser knows (local storage, the scroll, the address) is read once this is true,
 * so that the first render matches the HTML the build wrote (src/web/prerender.tsx); a page drawn
 * from scratch sees true at once.
 */
export function useHydrated(): boolean {
  return useBrowserValue(noChanges, inBrowser, false);
}

/**
 * A browser value as a hook: `serverValue` during the prerender and hydration, then `read()`,
 * again whenever `subscribe` reports a change.
 */
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}
