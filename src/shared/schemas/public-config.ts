import { z } from "zod";

/** Settings the browser needs before sign-in (never a secret). */
export const publicConfigSchema = z.object({
  supportEmail: z.string(),
  analyticsScriptUrl: z.string().nullable(),
});

export type PublicConfig = z.infer<typeof publicConfigSchema>;
