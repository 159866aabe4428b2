/** Set by vite.config.ts (and vitest.config.ts for the web tests). */
declare const __BUILD_YEAR__: number;
