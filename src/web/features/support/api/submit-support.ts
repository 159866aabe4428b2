import { useMutation } from "@tanstack/react-query";
import { supportMessages, type SupportKind, type SupportReceipt } from "@shared/schemas/support.js";
import { apiFetch } from "@/lib/api-client.js";

const paths: Record<SupportKind, string> = { bug: "/api/support/bug-reports", feature: "/api/support/feature-requests", support: "/api/support/messages" };

export function useSubmitSupport(kind: SupportKind) {
  return useMutation({
    mutationFn: (input: Record<string, string>) => apiFetch<SupportReceipt>(paths[kind], { method: "POST", json: input }),
    meta: { errorTitle: supportMessages.failed, silent: true },
  });
}
