import { config } from "zod/v4/core";

// Imported first by main.tsx, before any schema is built: zod then never probes `new Function`
// (its fast path), which the app's CSP (script-src 'self') refuses and the browser reports.
config({ jitless: true });
