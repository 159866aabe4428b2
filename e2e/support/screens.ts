/** Every public screen, as visitors see them (the accessibility and the 375 px sweeps visit each). */
export const publicScreens = [
  "/",
  "/features",
  "/pricing",
  "/support",
  "/report-bug",
  "/feature-request",
  "/documentation",
  "/privacy-policy",
  "/terms-of-service",
  "/unsubscribe",
  "/auth/login",
  "/auth/signup",
  "/auth/forgot-password",
  "/auth/reset-password",
  "/auth/verify",
  "/no-such-page",
];
