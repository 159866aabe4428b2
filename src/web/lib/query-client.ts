import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { toast } from "./toast.js";
import { ApiError, errorDescription } from "./api-client.js";

declare module "@tanstack/react-query" {
  interface Register {
    queryMeta: {
      /** A destructive toast with this title when the query fails for good. */
      errorTitle?: string;
      /** The caller reports failures itself: no toast. */
      silent?: boolean;
    };
    mutationMeta: {
      /** The destructive toast's title when the mutation fails (spec §8's messages). */
      errorTitle?: string;
      /** The form shows the error itself (field errors): no toast. */
      silent?: boolean;
    };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx will not change on retry; 5xx and network errors get two more tries.
        retry: (failures, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2,
      },
    },
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.errorTitle && !query.meta.silent) toast.error(query.meta.errorTitle, { description: errorDescription(error) });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.silent) return;
        toast.error(mutation.meta?.errorTitle ?? "Something went wrong", { description: errorDescription(error) });
      },
    }),
  });
}
