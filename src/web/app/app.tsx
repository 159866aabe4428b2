import { lazy, Suspense } from "react";
import { BrowserRouter, Route, Routes } from "react-router";
import { messages } from "../../shared/messages.js";

const LandingScreen = lazy(() => import("./routes/landing.js"));
const NotFoundScreen = lazy(() => import("./routes/not-found.js"));

export function AppRoutes() {
  return (
    <Suspense fallback={<p className="p-8 text-muted-foreground" role="status">{messages.loadingApplication}</p>}>
      <Routes>
        <Route path="/" element={<LandingScreen />} />
        <Route path="*" element={<NotFoundScreen />} />
      </Routes>
    </Suspense>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
