import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "@shared/schemas/public-config.js";
import { apiFetch } from "./api-client.js";
import { useHydrated } from "./hydration.js";

export function getPublicConfigQueryOptions() {
  return queryOptions({
    queryKey: ["public-config"],
    queryFn: ({ signal }) => apiFetch<PublicConfig>("/api/config", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePublicConfig(): PublicConfig | undefined {
  const data = useQuery(getPublicConfigQueryOptions()).data;
  // Prerendered pages were written without it: a screen adopted after the answer came still matches them.
  return useHydrated() ? data : undefined;
}
