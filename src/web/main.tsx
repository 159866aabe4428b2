import "./lib/zod-config.js";
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.js";
import { preloadScreens } from "./app/router.js";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// The public pages arrive prerendered (scripts/prerender.mjs): their markup is adopted, not redrawn,
// once the screen's code is there, in a transition, so that React yields to the browser every few
// milliseconds while it does so.
if (root.dataset.prerendered !== undefined) {
  void preloadScreens(window.location.pathname)
    .catch(() => undefined) // The screen's boundary then adopts it when its chunk comes, or shows its error.
    .then(() => startTransition(() => void hydrateRoot(root, app)));
} else {
  createRoot(root).render(app);
}
