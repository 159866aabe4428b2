import type { MiddlewareHandler } from "hono";

export interface SecurityHeaderOptions {
  /** Extra script origin (the analytics script, when configured). */
  scriptOrigin?: string;
}

export function buildContentSecurityPolicy({ scriptOrigin }: SecurityHeaderOptions): string {
  const scripts = ["'self'", ...(scriptOrigin ? [scriptOrigin] : [])].join(" ");
  const connect = ["'self'", ...(scriptOrigin ? [scriptOrigin] : [])].join(" ");
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    // Radix and the charting of later screens position elements with style attributes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
}

export function securityHeaders(options: SecurityHeaderOptions = {}): MiddlewareHandler {
  const csp = buildContentSecurityPolicy(options);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set("Content-Security-Policy", csp);
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    const forwardedProto = c.req.header("x-forwarded-proto")?.split(",")[0]?.trim();
    if (new URL(c.req.url).protocol === "https:" || forwardedProto === "https") {
      headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
  };
}
