import { useEffect } from "react";
import { useAuth } from "@/lib/auth.js";
import { usePublicConfig } from "@/lib/public-config.js";

const scriptId = "cadence-analytics";

/**
 * Loads ANALYTICS_SCRIPT_URL for logged-out visitors only (spec §6): never while the session
 * is being checked, and the tag is removed once someone signs in.
 */
export function AnalyticsScript() {
  const config = usePublicConfig();
  const { status } = useAuth();
  const url = config?.analyticsScriptUrl;

  useEffect(() => {
    const existing = document.getElementById(scriptId);
    if (!url || status !== "unauthenticated") {
      existing?.remove();
      return;
    }
    if (existing) return;
    const script = document.createElement("script");
    script.id = scriptId;
    script.src = url;
    script.async = true;
    document.head.appendChild(script);
  }, [url, status]);

  return null;
}
