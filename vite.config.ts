import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { webAliases } from "./vite.aliases.js";

export default defineConfig({
  root: "src/web",
  publicDir: "public",
  plugins: [react(), tailwindcss()],
  resolve: { alias: webAliases },
  // The prerendered pages' footer year (src/web/lib/hydration.ts): the same in both builds of one `npm run build:web`.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getUTCFullYear()) },
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: true,
    reportCompressedSize: false,
    // scripts/prerender.mjs finds each prerendered screen's chunk here, to preload it.
    manifest: true,
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:3000", ws: true } },
  },
});
