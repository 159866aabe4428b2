import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PublicConfig } from "@shared/schemas/public-config.js";
import { apiFetch } from "./api-client.js";

export function getPublicConfigQueryOptions() {
  return queryOptions({
    queryKey: ["public-config"],
    queryFn: ({ signal }) => apiFetch<PublicConfig>("/api/config", { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePublicConfig(): PublicConfig | undefined {
  return useQuery(getPublicConfigQueryOptions()).data;
}
